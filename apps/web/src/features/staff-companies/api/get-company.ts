import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffCompanyCalls, type StaffCompanyDetail } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { staffKeys } from '@/lib/query-keys';

/** GET /api/Gestor/dameEmpresaGestor/:idEmpresa: the company with its contacts. */
export function getCompany(idEmpresa: number): Promise<StaffCompanyDetail> {
  return callApi(staffCompanyCalls.detail, { params: { idEmpresa } });
}

export const companyQueryOptions = (idEmpresa: number) => queryOptions({ queryKey: staffKeys.company(idEmpresa), queryFn: () => getCompany(idEmpresa) });

export const useCompany = (idEmpresa: number) => useQuery(companyQueryOptions(idEmpresa));
