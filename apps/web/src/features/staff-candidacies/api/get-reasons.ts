import { queryOptions, useQuery } from '@tanstack/react-query';
import { REJECTION_REASON_STATE_ID, candidacyCalls, type Language } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { staffCandidaciesQueryKeys } from '../query-keys';

/**
 * GET /api/Dominios/tipoMotivoCambioEstadoCandidatura/:idioma, the reasons of a rejection (state 17) for this offer
 * type, in the service's words: the ones written for students turning down a pre-enrolment are theirs alone.
 */
export const reasonsQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: staffCandidaciesQueryKeys.rejectionReasons(language),
    queryFn: () => callApi(candidacyCalls.rejectionReasons, { params: { idioma: language } }),
    staleTime: Infinity,
  });

export function useRejectionReasons(language: Language, profile: number) {
  const query = useQuery(reasonsQueryOptions(language));
  const reasons = (query.data ?? []).filter((r) => !r.paraAlumnos && r.idEstado === REJECTION_REASON_STATE_ID && (r.idPerfil === null || r.idPerfil === profile));
  return { ...query, reasons };
}
