import type { CandidateInternship } from '@portal/shared';

export type UploadKind = 'formulario' | 'renuncia' | 'documento' | 'seguimiento';

/** Internships that still take documents: a finished one does too (final report, evaluation form). */
const OPEN = new Set<CandidateInternship['estado']>(['pendiente', 'activa', 'finalizada']);
/** One can renounce only an internship that has not ended (the API answers 48 otherwise). */
const RENOUNCEABLE = new Set<CandidateInternship['estado']>(['pendiente', 'activa']);

/**
 * What the candidate may upload to an internship, in the order the upload dialog offers it. The renunciation is not
 * one of them: it ends the internship, so it is its own action (canRenounce).
 */
export function uploadKindsOf(internship: CandidateInternship): Exclude<UploadKind, 'renuncia'>[] {
  if (!OPEN.has(internship.estado)) return [];
  const kinds: Exclude<UploadKind, 'renuncia'>[] = ['formulario', 'documento'];
  if (internship.esCicloFormativo) kinds.push('seguimiento');
  return kinds;
}

export const canRenounce = (internship: CandidateInternship) => RENOUNCEABLE.has(internship.estado);
