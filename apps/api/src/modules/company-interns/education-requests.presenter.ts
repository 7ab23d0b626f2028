import type { EducationRequestDetail, EducationRequestItem, Language } from '@portal/shared';
import type { EducationRequestRow } from './education-requests.repository.ts';

const STATES = { pending: 'pendiente', accepted: 'aceptada', rejected: 'rechazada' } as const;
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const textOrNull = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

export function toEducationRequest(row: EducationRequestRow, language: Language): EducationRequestItem {
  const pending = row.state === 'pending';
  return {
    idSolicitudPractica: row.id,
    origen: row.origin === 'company' ? 'empresa' : 'alumno',
    estado: STATES[row.state],
    alumno: `${row.first_name} ${row.last_name}`.trim(),
    titulacion: { ca: row.degree_ca, es: row.degree_es, en: row.degree_en }[language] ?? row.degree_es ?? null,
    fechaInicio: row.start_date,
    fechaFin: row.end_date,
    horasDia: row.hours_per_day === null ? null : Number(row.hours_per_day),
    horasSemana: Number(row.hours_per_week),
    puestoTrabajo: row.position,
    fecha: row.created_at.toISOString(),
    editable: pending && row.origin === 'company',
    decidible: pending && row.origin === 'candidate',
    idPractica: row.internship_id,
  };
}

export function toEducationRequestDetail(row: EducationRequestRow, language: Language): EducationRequestDetail {
  const tutor = (row.tutor ?? {}) as Record<string, unknown>;
  return {
    ...toEducationRequest(row, language),
    departamento: row.department,
    tareas: row.tasks,
    curso: row.course,
    tutor: { nombre: text(tutor.first_name), apellidos: text(tutor.last_name), email: text(tutor.email), telefono: textOrNull(tutor.phone), cargo: textOrNull(tutor.position) },
    motivoDecision: row.decision_reason,
    fechaDecision: row.decided_at ? row.decided_at.toISOString() : null,
  };
}

/** First name and the initials of the surnames: enough for a company to confirm it has the right student. */
export function confirmationName(firstName: string, lastName: string): string {
  const initials = lastName
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => `${part[0]!.toUpperCase()}.`)
    .join(' ');
  return `${firstName} ${initials}`.trim();
}
