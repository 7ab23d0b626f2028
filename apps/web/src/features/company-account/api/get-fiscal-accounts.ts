import { queryOptions, useQuery } from '@tanstack/react-query';
import { companyCalls, type Language } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { companyAccountQueryKeys } from '../query-keys';

/** GET /api/empresa/dameCuentasFacturacion. */
export function getFiscalAccounts() {
  return callApi(companyCalls.fiscalAccounts);
}

export const fiscalAccountsQueryOptions = (language: Language) =>
  queryOptions({ queryKey: companyAccountQueryKeys.fiscalAccounts(language), queryFn: getFiscalAccounts });

export const useFiscalAccounts = (language: Language) => useQuery(fiscalAccountsQueryOptions(language));
