import type { CandidateInternship } from '@portal/shared';

export type UploadKind = 'formulario' | 'renuncia' | 'documento' | 'seguimiento';

/** Internships that still take documents: a finished one does too (final report, evaluation form). */
const OPEN = new Set<CandidateInternship['estado']>(['pendiente', 'activa', 'finalizada']);
/** One can renounce only an internship that has not ended (the API answers 48 otherwise). */
const RENOUNCEABLE = new Set<CandidateInternship['estado']>(['pendiente', 'activa']);

/** What the candidate may upload to an internship, in the order the dialog offers it. */
export function uploadKindsOf(internship: CandidateInternship): UploadKind[] {
  if (!OPEN.has(internship.estado)) return [];
  const kinds: UploadKind[] = ['formulario', 'documento'];
  if (internship.esCicloFormativo) kinds.push('seguimiento');
  if (RENOUNCEABLE.has(internship.estado)) kinds.push('renuncia');
  return kinds;
}
