import type { Language } from '@portal/shared';
import { companyKeys } from '@/lib/query-keys';

/** Under `companyKeys.all`: a save refreshes them with the home's counts and the paperwork. */
export const companyAccountQueryKeys = {
  data: (language: Language) => [...companyKeys.all, 'data', language] as const,
  contacts: [...companyKeys.all, 'contacts'] as const,
  fiscalAccounts: (language: Language) => [...companyKeys.all, 'fiscal-accounts', language] as const,
  missingCompanyData: [...companyKeys.all, 'missing', 'company'] as const,
  missingContactData: [...companyKeys.all, 'missing', 'contact'] as const,
  myCompanies: [...companyKeys.all, 'mine'] as const,
};
