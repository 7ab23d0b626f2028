import type { CompanyIntern, Language } from '@portal/shared';
import type { InternRow } from './company-interns.repository.ts';

const STATES = { pending: 'pendiente', active: 'activa', finished: 'finalizada', renounced: 'renunciada', cancelled: 'cancelada' } as const;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const numberOrNull = (value: string | number | null) => (value === null ? null : Number(value));

/** A tutor with no name and no e-mail has not been assigned yet. */
export function toTutor(stored: unknown): CompanyIntern['tutor'] {
  const tutor = (stored ?? {}) as Record<string, unknown>;
  const nombre = text(tutor.first_name);
  const email = text(tutor.email);
  if (nombre === '' && email === '') return null;
  return { nombre, apellidos: text(tutor.last_name), email };
}

export function toCompanyIntern(row: InternRow, language: Language): CompanyIntern {
  const degree = { ca: row.degree_ca, es: row.degree_es, en: row.degree_en }[language];
  return {
    idPractica: row.id,
    estado: STATES[row.state],
    alumno: { nombre: row.first_name, apellidos: row.last_name },
    titulacion: degree ?? row.degree_es ?? null,
    fechaInicio: row.start_date,
    fechaFin: row.end_date,
    horasDia: numberOrNull(row.hours_per_day),
    horasSemana: numberOrNull(row.hours_per_week),
    puestoTrabajo: row.job_position,
    tutor: toTutor(row.company_tutor),
  };
}
