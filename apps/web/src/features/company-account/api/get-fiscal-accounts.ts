import { queryOptions, useQuery } from '@tanstack/react-query';
import { companyCalls, type Language } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { companyKeys } from '@/lib/query-keys';

/** GET /api/empresa/dameCuentasFacturacion. */
export function getFiscalAccounts() {
  return callApi(companyCalls.fiscalAccounts);
}

export const fiscalAccountsQueryOptions = (language: Language) =>
  queryOptions({ queryKey: companyKeys.fiscalAccounts(language), queryFn: getFiscalAccounts });

export const useFiscalAccounts = (language: Language) => useQuery(fiscalAccountsQueryOptions(language));
