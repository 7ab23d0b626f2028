import { queryOptions, useQuery } from '@tanstack/react-query';
import { REJECTION_REASON_STATE_ID, candidacyCalls, type DatosOf, type Language, type OfferProfileId } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { candidaciesQueryKeys } from '../query-keys';

export type RejectionReason = DatosOf<typeof candidacyCalls.rejectionReasons>[number];

/** GET /api/Dominios/tipoMotivoCambioEstadoCandidatura/:idioma (public): every reason, with its state and profile. */
export function getRejectionReasons(language: Language) {
  return callApi(candidacyCalls.rejectionReasons, { params: { idioma: language } });
}

export const rejectionReasonsQueryOptions = (language: Language) =>
  queryOptions({ queryKey: candidaciesQueryKeys.rejectionReasons(language), queryFn: () => getRejectionReasons(language), staleTime: Infinity });

/**
 * The reasons a student may give for rejecting a pre-enrolment (spec 1 §4): state 17, whose profile is the offer's
 * (1 job, 2 internship) or none, among those written for students (`paraAlumnos`). The company's and the service's
 * reasons ("did not attend the interview") are not the student's to give.
 */
export function reasonsForOffer(reasons: readonly RejectionReason[], profile: OfferProfileId): RejectionReason[] {
  return reasons.filter((reason) => reason.paraAlumnos && reason.idEstado === REJECTION_REASON_STATE_ID && (reason.idPerfil === null || reason.idPerfil === profile));
}

export const useRejectionReasons = (language: Language) => useQuery(rejectionReasonsQueryOptions(language));
