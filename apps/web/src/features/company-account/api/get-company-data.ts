import { queryOptions, useQuery } from '@tanstack/react-query';
import { companyCalls, type Language } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { companyAccountQueryKeys } from '../query-keys';

/** GET /api/Empresa/dameDatosEmpresa: the company of the session. */
export function getCompanyData() {
  return callApi(companyCalls.data);
}

export const companyDataQueryOptions = (language: Language) => queryOptions({ queryKey: companyAccountQueryKeys.data(language), queryFn: getCompanyData });

export const useCompanyData = (language: Language) => useQuery(companyDataQueryOptions(language));
