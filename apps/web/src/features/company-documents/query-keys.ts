import { companyKeys } from '@/lib/query-keys';

export const companyDocumentsQueryKeys = {
  paperwork: (part: 'agreements' | 'invoices' | 'documents') => [...companyKeys.all, 'paperwork', part] as const,
};
