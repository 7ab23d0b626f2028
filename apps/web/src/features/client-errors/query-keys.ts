import { staffKeys } from '@/lib/query-keys';

export const clientErrorsQueryKeys = {
  list: (filters: object) => [...staffKeys.all, 'client-errors', filters] as const,
};
