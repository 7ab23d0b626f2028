import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { staffCandidateCalls, type DatosOf, type Language, type StaffCandidatesQuery } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { staffCandidatesQueryKeys } from '../query-keys';

export type CandidatePage = DatosOf<typeof staffCandidateCalls.list>;

/** GET /api/Gestor/dameCandidatosGestor?texto=&idTitulacion=&filtro=&pagina= */
export function getCandidates(filters: StaffCandidatesQuery): Promise<CandidatePage> {
  return callApi(staffCandidateCalls.list, { query: filters });
}

export const candidatesQueryOptions = (filters: StaffCandidatesQuery, language: Language) =>
  queryOptions({ queryKey: staffCandidatesQueryKeys.candidates(filters, language), queryFn: () => getCandidates(filters), placeholderData: keepPreviousData });

export const useCandidates = (filters: StaffCandidatesQuery, language: Language) => useQuery(candidatesQueryOptions(filters, language));
