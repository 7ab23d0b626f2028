import type { StaffCandidateItem } from '@portal/shared';
import type { CandidateRow } from './staff-candidates.repository.ts';

export function presentCandidate(row: Omit<CandidateRow, 'institution_id'>, degrees: string[]): StaffCandidateItem {
  return {
    idAlumno: row.id,
    nombre: row.first_name,
    apellidos: [row.last_name, row.second_surname].filter(Boolean).join(' '),
    email: row.email,
    documento: row.document_number,
    titulaciones: degrees,
    validadoServicio: row.validated_by_service ?? false,
    bloqueado: row.blocked,
    fechaAlta: row.created_at.toISOString(),
    bajaSolicitada: row.deletion_requested_at ? new Date(row.deletion_requested_at).toISOString() : null,
    fechaSupresion: row.erase_after ? new Date(row.erase_after).toISOString() : null,
  };
}
