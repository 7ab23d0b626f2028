import type { Language } from '@portal/shared';
import { companyKeys } from '@/lib/query-keys';

/** Under the company prefix: a decision on a company's request (programme.decided) refreshes them with the rest. */
export const programmesQueryKeys = {
  all: [...companyKeys.all, 'programmes'] as const,
  list: (language: Language) => [...companyKeys.all, 'programmes', 'list', language] as const,
  detail: (id: number, language: Language) => [...companyKeys.all, 'programmes', 'detail', id, language] as const,
  ofCompany: (language: Language) => [...companyKeys.all, 'programmes', 'of-company', language] as const,
};
