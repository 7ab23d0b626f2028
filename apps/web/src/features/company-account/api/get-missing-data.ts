import { queryOptions, useQuery } from '@tanstack/react-query';
import { companyCalls } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { companyAccountQueryKeys } from '../query-keys';

/** GET /api/Empresa/faltanDatosAlaEmpresa and faltanDatosAlContactoEmpresa: the required fields still empty. */
export const missingCompanyDataQueryOptions = () =>
  queryOptions({ queryKey: companyAccountQueryKeys.missingCompanyData, queryFn: () => callApi(companyCalls.missingCompanyData), meta: { inlineErrors: true } });

export const missingContactDataQueryOptions = () =>
  queryOptions({ queryKey: companyAccountQueryKeys.missingContactData, queryFn: () => callApi(companyCalls.missingContactData), meta: { inlineErrors: true } });

/** A reminder only: if it cannot be read, nothing is shown and the portal goes on. */
export const useMissingCompanyData = (enabled: boolean) => useQuery({ ...missingCompanyDataQueryOptions(), enabled });
export const useMissingContactData = (enabled: boolean) => useQuery({ ...missingContactDataQueryOptions(), enabled });
