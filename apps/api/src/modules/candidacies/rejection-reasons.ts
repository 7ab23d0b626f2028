import { PRE_ENROLMENT_STATE_ID, REJECTION_REASON_STATE_ID, type Language, type OfferProfileId } from '@portal/shared';
import type { DbHandle } from '../../lib/request-context.ts';
import { loadCatalogs } from '../domains/index.ts';

export interface RejectionReason {
  idMotivo: number;
  idEstado: number;
  idPerfil: number | null;
  descripcion: string;
}

/** Every reason for changing a candidacy's state, with the state and offer profile it belongs to. */
export async function rejectionReasons(db: DbHandle, language: Language): Promise<RejectionReason[]> {
  const labels = await loadCatalogs(db, null, language, ['rejection_reasons']);
  return labels.all('rejection_reasons').map((row) => ({
    idMotivo: row.id,
    idEstado: typeof row.extra.stateId === 'number' ? row.extra.stateId : REJECTION_REASON_STATE_ID,
    idPerfil: typeof row.extra.profileId === 'number' ? row.extra.profileId : null,
    descripcion: row.label,
  }));
}

/**
 * What a student may answer when turning down a pre-enrolment for an offer of this profile (spec 1 §4): the reasons
 * written for students, which hang from the pre-enrolment state (16), of that profile or none. The company's and
 * the service's reasons (state 17: "did not attend the interview"...) are not the student's to give.
 */
export function reasonsFor(reasons: readonly RejectionReason[], profile: OfferProfileId): RejectionReason[] {
  return reasons.filter((r) => r.idEstado === PRE_ENROLMENT_STATE_ID && (r.idPerfil === null || r.idPerfil === profile));
}
