import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffCompanyCalls, type StaffCompanyDetail } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { staffCompaniesQueryKeys } from '../query-keys';

/** GET /api/Gestor/dameEmpresaGestor/:idEmpresa: the company with its contacts. */
export function getCompany(idEmpresa: number): Promise<StaffCompanyDetail> {
  return callApi(staffCompanyCalls.detail, { params: { idEmpresa } });
}

export const companyQueryOptions = (idEmpresa: number) => queryOptions({ queryKey: staffCompaniesQueryKeys.company(idEmpresa), queryFn: () => getCompany(idEmpresa) });

export const useCompany = (idEmpresa: number) => useQuery(companyQueryOptions(idEmpresa));
