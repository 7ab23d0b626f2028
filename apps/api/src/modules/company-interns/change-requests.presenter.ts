import type { ChangeRequestAction, ChangeRequestItem, ChangeRequestItemAction, ChangeRequestStateName, Language } from '@portal/shared';
import type { ChangeRequestKind, ChangeRequestState } from './company-interns.tables.ts';
import type { ChangeRequestRow } from './change-requests.repository.ts';
import { toTutor } from './company-interns.presenter.ts';

export const ACTIONS: Record<ChangeRequestKind, ChangeRequestItemAction> = {
  dates: 'fechas',
  hours: 'horas',
  tutor: 'tutor',
  early_end: 'finalizacion',
  renunciation: 'renuncia',
};
export const KINDS: Record<ChangeRequestAction, ChangeRequestKind> = { fechas: 'dates', horas: 'hours', tutor: 'tutor', finalizacion: 'early_end' };
export const STATES: Record<ChangeRequestState, ChangeRequestStateName> = { pending: 'pendiente', accepted: 'aceptada', rejected: 'rechazada' };

/** What the internship had before (kept with the request), in the wire's words. */
export interface StoredBefore {
  start_date?: string;
  end_date?: string;
  hours_per_day?: number | null;
  tutor?: unknown;
}

const numberOrNull = (value: string | number | null | undefined) => (value === null || value === undefined ? null : Number(value));

/** A request in the wire's words; `documents` are a renunciation's (the documents of its internship). */
export function toChangeRequest(row: ChangeRequestRow, documents: readonly { id: number; name: string }[] = []): ChangeRequestItem {
  const before = (row.previous ?? {}) as StoredBefore;
  return {
    idSolicitud: row.id,
    idPractica: row.internship_id,
    accion: ACTIONS[row.kind],
    estado: STATES[row.state],
    alumno: `${row.first_name} ${row.last_name}`.trim(),
    empresa: row.trade_name,
    pide: {
      fechaInicio: row.new_start_date,
      fechaFin: row.new_end_date,
      horasDia: numberOrNull(row.new_hours_per_day),
      tutor: row.new_tutor === null ? null : toTutor(row.new_tutor),
    },
    antes: {
      fechaInicio: before.start_date ?? null,
      fechaFin: before.end_date ?? null,
      horasDia: numberOrNull(before.hours_per_day),
      tutor: toTutor(before.tutor),
    },
    motivo: row.reason,
    motivoDecision: row.decision_reason,
    fecha: row.created_at.toISOString(),
    fechaDecision: row.decided_at ? row.decided_at.toISOString() : null,
    documentos: documents.map((d) => ({ id: d.id, nombre: d.name })),
  };
}

const day = (iso: string | null) => (iso ? iso.split('-').reverse().join('/') : '');

/** The change in words, for the notifications (each reader reads it in their language). */
export function changeInWords(item: ChangeRequestItem): Record<Language, string> {
  const { pide } = item;
  const tutor = pide.tutor ? `${pide.tutor.nombre} ${pide.tutor.apellidos}` : '';
  switch (item.accion) {
    case 'fechas':
      return {
        es: `nuevas fechas del ${day(pide.fechaInicio)} al ${day(pide.fechaFin)}`,
        ca: `noves dates del ${day(pide.fechaInicio)} al ${day(pide.fechaFin)}`,
        en: `new dates from ${day(pide.fechaInicio)} to ${day(pide.fechaFin)}`,
      };
    case 'horas':
      return { es: `${pide.horasDia} horas al día`, ca: `${pide.horasDia} hores al dia`, en: `${pide.horasDia} hours a day` };
    case 'tutor':
      return { es: `nuevo tutor de empresa: ${tutor}`, ca: `nou tutor d'empresa: ${tutor}`, en: `new company tutor: ${tutor}` };
    case 'finalizacion':
      return {
        es: `finalización anticipada el ${day(pide.fechaFin)}`,
        ca: `finalització anticipada el ${day(pide.fechaFin)}`,
        en: `early end on ${day(pide.fechaFin)}`,
      };
    case 'renuncia':
      return { es: 'renuncia del estudiante a las prácticas', ca: "renúncia de l'estudiant a les pràctiques", en: "the student's renunciation of the internship" };
  }
}
