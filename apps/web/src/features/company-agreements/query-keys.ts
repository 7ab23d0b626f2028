import { companyKeys } from '@/lib/query-keys';

/** Under `companyKeys.all`: adding a contact or an account elsewhere refreshes the pickers. */
export const companyAgreementsQueryKeys = {
  managementContacts: [...companyKeys.all, 'agreement', 'management-contacts'] as const,
  billingContacts: [...companyKeys.all, 'agreement', 'billing-contacts'] as const,
  fiscalAccounts: [...companyKeys.all, 'agreement', 'fiscal-accounts'] as const,
  companyData: [...companyKeys.all, 'agreement', 'company-data'] as const,
  last: [...companyKeys.all, 'agreement', 'last'] as const,
  agreements: [...companyKeys.all, 'agreement', 'mine'] as const,
};
