import { staffKeys } from '@/lib/query-keys';

export const staffAgreementsQueryKeys = {
  agreements: (filters: object) => [...staffKeys.all, 'agreements', 'list', filters] as const,
  agreement: (idConvenio: number) => [...staffKeys.all, 'agreements', 'detail', idConvenio] as const,
};
