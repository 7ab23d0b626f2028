import { staffKeys } from '@/lib/query-keys';

export const staffAuditQueryKeys = {
  audit: (filters: object) => [...staffKeys.all, 'audit', filters] as const,
};
