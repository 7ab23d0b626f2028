import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { staffAgreementCalls, type AgreementState, type DatosOf } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { staffAgreementsQueryKeys } from '../query-keys';

export type AgreementPage = DatosOf<typeof staffAgreementCalls.list>;
export interface AgreementFilters {
  estado: AgreementState;
  texto?: string | undefined;
  caducaDesde?: string | undefined;
  caducaHasta?: string | undefined;
  pagina?: number | undefined;
}

/** GET /api/Gestor/dameConveniosGestor: one page of a state, with the count of every state. */
export function getAgreements(filters: AgreementFilters): Promise<AgreementPage> {
  return callApi(staffAgreementCalls.list, { query: filters });
}

export const agreementsQueryOptions = (filters: AgreementFilters) =>
  queryOptions({ queryKey: staffAgreementsQueryKeys.agreements(filters), queryFn: () => getAgreements(filters), placeholderData: keepPreviousData });

export const useAgreements = (filters: AgreementFilters) => useQuery(agreementsQueryOptions(filters));
