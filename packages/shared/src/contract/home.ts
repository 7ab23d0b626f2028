import { z } from 'zod';
import { ID_MAX } from '../validation/limits.ts';
import { defineCall } from './define-call.ts';
import { zOptional } from '../validation/schemas.ts';

/** A communication of the service, in the language of the request (spec 1 §3: fechaDesde, descripcion, enlace). */
export const communicationItem = z.object({
  id: z.number(),
  fechaDesde: z.string().describe('YYYY-MM-DD'),
  fechaHasta: z.string().nullable().describe('YYYY-MM-DD; null while it has no end'),
  descripcion: z.string(),
  enlace: z.string().nullable(),
});
export type Communication = z.infer<typeof communicationItem>;

/** Spec 1 §3 "Event", field names as the spec spells them (`ulrImagenPrincipal` included). */
export const eventCard = z.object({
  idEvento: z.number(),
  titulo: z.string(),
  categoria: z.string().describe('Category slug'),
  fecha: z.string().describe('ISO 8601 date and time'),
  lugar: z.string(),
  ulrImagenPrincipal: z.string().nullable(),
  destacado: z.boolean(),
  urlAcceso: z.string(),
  entradilla: z.string().describe('Lead text'),
  caducado: z.boolean().describe('The event date is before now'),
});
export type EventCard = z.infer<typeof eventCard>;

/** Spec 1 §3 "Orientation guide" (`ulrImagen` as the spec spells it). */
export const guideItem = z.object({
  id: z.number(),
  titulo: z.string(),
  descripcion: z.string(),
  urlFichero: z.string().describe('External address, or the download call of the stored file'),
  ulrImagen: z.string().nullable(),
});
export type Guide = z.infer<typeof guideItem>;

/** A survey the person still has to answer (spec 1 "list item titulo, urlAcceso"); `urlAcceso` is its access key, the `{id}` of /encuestas/{id}. */
export const pendingSurvey = z.object({
  titulo: z.string(),
  urlAcceso: z.string(),
  idEncuesta: z.number(),
  obligatoria: z.boolean().describe('Blocks the portal until answered'),
  fechaFin: z.string().describe('ISO 8601: when it closes'),
});
export type PendingSurvey = z.infer<typeof pendingSurvey>;

const zListSize = zOptional(z.coerce.number({ error: 'number' }).int('integer').min(1, 'range').max(50, 'range'));

/**
 * Query strings of the home calls (GET calls carry no body). `proximos=3` asks for the next three events, future
 * only, soonest first (the home); without it every event comes, newest first (the events page).
 */
export const eventsQuery = z.object({ proximos: zListSize });
/** `limite=4` gives the home its first four guides. */
export const guidesQuery = z.object({ limite: zListSize });

const communicationsCall = (role: 'Alumno' | 'Empresa') =>
  defineCall({
    name: 'dameComunicaciones',
    method: 'GET',
    path: `/api/${role}/dameComunicaciones`,
    roles: [role],
    summary: `Current communications of the service for ${role === 'Alumno' ? 'candidates' : 'companies'}, newest first`,
    datos: z.array(communicationItem),
  });

export const homeCalls = {
  communicationsCandidate: communicationsCall('Alumno'),
  communicationsCompany: communicationsCall('Empresa'),
  events: defineCall({
    name: 'dameEventos',
    method: 'GET',
    path: '/api/Alumno/dameEventos',
    roles: ['Alumno'],
    summary: 'Events (48 when the brand has none). ?proximos=N: the next N future events, soonest first; else all, newest first',
    query: eventsQuery,
    datos: z.array(eventCard),
  }),
  pendingSurveys: defineCall({
    name: 'dameEncuestasUsuario',
    method: 'GET',
    path: '/api/Alumno/dameEncuestasUsuario',
    roles: ['Alumno'],
    summary: 'Surveys the candidate still has to answer',
    datos: z.array(pendingSurvey),
  }),
  guides: defineCall({
    name: 'dameGuiaOrientacion',
    method: 'GET',
    path: '/api/Alumno/dameGuiaOrientacion',
    roles: ['Alumno'],
    summary: 'Orientation guides (48 when the brand has none). ?limite=N: the first N',
    query: guidesQuery,
    datos: z.array(guideItem),
  }),
  guideFile: defineCall({
    name: 'dameFicheroGuiaOrientacion',
    method: 'GET',
    path: '/api/Alumno/dameFicheroGuiaOrientacion/:id',
    roles: ['Alumno'],
    summary: 'Downloads the file of a guide: the answer is the file itself; failures are the usual envelope',
    params: z.object({ id: z.coerce.number({ error: 'number' }).int('integer').positive('range').max(ID_MAX, 'range') }),
    datos: z.unknown().describe('The file bytes, with its content type'),
  }),
} as const;
