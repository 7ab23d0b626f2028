import { REJECTION_REASON_STATE_ID, type Language, type OfferProfileId } from '@portal/shared';
import type { DbHandle } from '../../lib/request-context.ts';
import type { Scope } from '../../lib/scoped.ts';
import { loadCatalogs } from '../domains/index.ts';

export interface RejectionReason {
  idMotivo: number;
  idEstado: number;
  idPerfil: number | null;
  descripcion: string;
  paraAlumnos: boolean;
}

/**
 * Every reason offered for changing a candidacy's state, with the state and offer profile it belongs to: the
 * common list and the institution's own, less those staff deactivated (`extra.active` false; a candidacy that
 * has one still shows it through the labels). `paraAlumnos`: the ones written for students.
 */
export async function rejectionReasons(db: DbHandle, institution: Scope, language: Language): Promise<RejectionReason[]> {
  const labels = await loadCatalogs(db, institution, language, ['rejection_reasons']);
  return labels.all('rejection_reasons').filter((row) => row.extra.active !== false).map((row) => ({
    idMotivo: row.id,
    idEstado: typeof row.extra.stateId === 'number' ? row.extra.stateId : REJECTION_REASON_STATE_ID,
    idPerfil: typeof row.extra.profileId === 'number' ? row.extra.profileId : null,
    descripcion: row.label,
    paraAlumnos: row.extra.actor === 'candidate',
  }));
}

/**
 * What a student may answer for an offer of this profile (spec 1 §4): state 17, and that profile or none, among
 * the reasons written for students (a company's "not enough experience" is not a student's answer).
 */
export function reasonsFor(reasons: readonly RejectionReason[], profile: OfferProfileId): RejectionReason[] {
  return reasons.filter((r) => r.paraAlumnos && r.idEstado === REJECTION_REASON_STATE_ID && (r.idPerfil === null || r.idPerfil === profile));
}

/** The wire shape of the reason list. */
export const wireReason = ({ idMotivo, idEstado, idPerfil, descripcion, paraAlumnos }: RejectionReason): RejectionReason => ({ idMotivo, idEstado, idPerfil, descripcion, paraAlumnos });
