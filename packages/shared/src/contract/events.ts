import { z } from 'zod';
import { defineCall } from './define-call.ts';
import { eventCard } from './home.ts';
import { zId } from './staff-common.ts';
import { ID_MAX } from '../validation/limits.ts';

/**
 * The events pages (spec 1 §2 "/eventos", "/eventos/{id}", "/evento-publico/{id}"; spec 2 §7.9): an event's record,
 * and a candidate's enrolment in it. An event may have a number of places (`plazas`): past it, an enrolment is a
 * place on the waiting list, and when a place frees the first of that list moves in (and is told).
 */

export const EVENT_ENROLMENT_STATES = ['inscrito', 'espera'] as const;
export type EventEnrolmentState = (typeof EVENT_ENROLMENT_STATES)[number];

export const myEventEnrolment = z.object({
  estado: z.enum(EVENT_ENROLMENT_STATES),
  posicionEspera: z.number().nullable().describe('1 for the first of the waiting list; null when enrolled'),
});
export type MyEventEnrolment = z.infer<typeof myEventEnrolment>;

export const eventDetail = eventCard.extend({
  descripcion: z.string(),
  galeria: z.array(z.string()),
  videos: z.array(z.string()),
  plazas: z.number().nullable().describe('Places; null when unlimited'),
  inscritos: z.number(),
  enEspera: z.number(),
  /** The caller's enrolment; null when not enrolled, and always on the public page. */
  miInscripcion: myEventEnrolment.nullable(),
});
export type EventDetail = z.infer<typeof eventDetail>;

const eventParams = z.object({ id: zId });
const enrolmentBody = z.object({
  idEvento: z.number({ error: 'number' }).int('integer').positive('range').max(ID_MAX, 'range'),
  urlEvento: z.string({ error: 'text' }).max(200, 'length').optional().describe("The event's urlAcceso, as the spec's call carries it; unused"),
});
export type EventEnrolmentBody = z.infer<typeof enrolmentBody>;

/** One enrolment as staff see it in the back office (the event's list and its CSV). */
export const staffEventEnrolment = z.object({
  idInscripcion: z.number(),
  nombre: z.string(),
  email: z.string(),
  estado: z.enum(EVENT_ENROLMENT_STATES),
  posicionEspera: z.number().nullable(),
  fecha: z.string().describe('ISO 8601: when they enrolled'),
});
export type StaffEventEnrolment = z.infer<typeof staffEventEnrolment>;

export const eventsCalls = {
  detail: defineCall({
    name: 'dameFichaEvento',
    method: 'GET',
    path: '/api/Alumno/dameFichaEvento/:id',
    roles: ['Alumno'],
    summary: "One event of the institution with the candidate's enrolment (74 unknown or another institution's; 48 when the brand has no events)",
    params: eventParams,
    datos: eventDetail,
  }),
  publicDetail: defineCall({
    name: 'dameFichaEvento',
    method: 'GET',
    path: '/api/Publico/dameFichaEvento/:id',
    roles: 'public',
    summary: 'One event of the portal\'s institution, without signing in (74 unknown or another institution\'s; 48 when the brand has no events)',
    params: eventParams,
    datos: eventDetail,
  }),
  enrol: defineCall({
    name: 'inscribirseEnEvento',
    method: 'POST',
    path: '/api/Alumno/inscribirseEnEvento',
    roles: ['Alumno'],
    changeLog: 'logged',
    summary: 'Enrols the candidate: a place, or the waiting list when the event is full (74 unknown; 77 past; 76 already enrolled)',
    body: enrolmentBody,
    datos: eventDetail,
  }),
  unenrol: defineCall({
    name: 'desinscribirseDeEvento',
    method: 'POST',
    path: '/api/Alumno/desinscribirseDeEvento',
    roles: ['Alumno'],
    changeLog: 'logged',
    summary: 'Gives up the place (or the waiting-list place); the first waiting moves in and is told (74 unknown; 77 past; 641 not enrolled)',
    body: enrolmentBody,
    datos: eventDetail,
  }),
  calendar: defineCall({
    name: 'dameCalendarioEvento',
    method: 'GET',
    path: '/api/Alumno/dameCalendarioEvento/:id',
    roles: ['Alumno'],
    summary: 'The event as an iCalendar file (.ics) to add to a calendar; failures are the usual envelope (74)',
    params: eventParams,
    datos: z.unknown().describe('The text/calendar bytes'),
  }),
  staffEnrolments: defineCall({
    name: 'dameInscritosEventoGestor',
    method: 'GET',
    path: '/api/Gestor/dameInscritosEventoGestor/:id',
    roles: ['Gestor'],
    summary: "An event's enrolled candidates, then its waiting list in order (74 unknown or another institution's)",
    params: eventParams,
    datos: z.array(staffEventEnrolment),
  }),
  staffEnrolmentsExport: defineCall({
    name: 'exportaInscritosEventoGestor',
    method: 'GET',
    path: '/api/Gestor/exportaInscritosEventoGestor/:id',
    roles: ['Gestor'],
    summary: "An event's enrolments and waiting list as CSV (74 unknown or another institution's)",
    params: eventParams,
    datos: z.unknown().describe('text/csv; charset=utf-8 (with BOM, ";" separated)'),
  }),
} as const;
