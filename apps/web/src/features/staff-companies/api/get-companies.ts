import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { staffCompanyCalls, type DatosOf, type QueueOrder, type StaffCompanyState } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { changedByOthers } from '@/lib/query-client';
import { staffCompaniesQueryKeys } from '../query-keys';

export type CompanyPage = DatosOf<typeof staffCompanyCalls.list>;
export interface CompanyFilters {
  estado: StaffCompanyState;
  texto?: string | undefined;
  orden?: QueueOrder | undefined;
  pagina?: number | undefined;
}

/** GET /api/Gestor/dameEmpresasGestor?estado=&texto=&pagina=: one page and the count of every state. */
export function getCompanies(filters: CompanyFilters): Promise<CompanyPage> {
  return callApi(staffCompanyCalls.list, { query: filters });
}

export const companiesQueryOptions = (filters: CompanyFilters) =>
  queryOptions({ ...changedByOthers, queryKey: staffCompaniesQueryKeys.companies(filters), queryFn: () => getCompanies(filters), placeholderData: keepPreviousData });

export const useCompanies = (filters: CompanyFilters) => useQuery(companiesQueryOptions(filters));
