import { z } from 'zod';
import { defineCall, ROLES } from './define-call.ts';
import { zOptional } from '../validation/schemas.ts';
import { dateTimeText, pageOf, zPage } from './staff-common.ts';

/**
 * What the web tells the server when it meets a failure the catalogue marks `reported` (spec 2 §8.1: codes 1, 12,
 * 24 and 500, the last one also for a network failure), and the back office's view of those reports
 * (docs/decisions.md, "Client error reports"). A report carries no personal data: the page and the call as paths
 * whose ids the server blanks, the code, the HTTP status and the role, never a name, a token, a message or an
 * address.
 */

/** Days a report is kept; the back office looks back at most this far. */
export const CLIENT_ERROR_KEEP_DAYS = 30;

/** A path as the browser has it (the page) or as the contract names it (the call): no query, no fragment. */
const zReportedPath = z.string().trim().min(1, 'required').max(300, 'maxLength').regex(/^\/[^\s]*$/, 'malformed');

export const clientErrorReport = z.object({
  /** The catalogue's code the web met; only the reported ones are taken. */
  codigo: z.number().int('integer').min(0, 'range').max(999, 'range'),
  /** The page the person was on (`location.pathname`). */
  ruta: zReportedPath,
  /** The API call that failed, when one did (its path). */
  llamada: zOptional(zReportedPath),
  /** The HTTP status of the failed answer; none for a network failure. */
  estadoHttp: zOptional(z.number().int('integer').min(100, 'range').max(599, 'range')),
  /** The role of the session the page had, if any (the report needs no token). */
  rol: zOptional(z.enum(ROLES, { error: 'malformed' })),
});
export type ClientErrorReport = z.input<typeof clientErrorReport>;

export const clientErrorQuery = z.object({
  codigo: zOptional(z.coerce.number().int('integer').min(0, 'range').max(999, 'range')),
  /** How many days back, 1 to CLIENT_ERROR_KEEP_DAYS (7 when absent). */
  dias: zOptional(z.coerce.number().int('integer').min(1, 'range').max(CLIENT_ERROR_KEEP_DAYS, 'range')),
  pagina: zPage,
});
export type ClientErrorQuery = z.input<typeof clientErrorQuery>;

export const clientErrorEntry = z.object({
  codigo: z.number(),
  ruta: z.string().describe('The page, ids blanked as :id'),
  llamada: z.string().nullable().describe('The API call, ids blanked as :id'),
  estadoHttp: z.number().nullable(),
  rol: z.enum(ROLES).nullable(),
  veces: z.number().describe('Reports of this kind on that day'),
  dia: z.string().describe('yyyy-mm-dd'),
  primera: dateTimeText,
  ultima: dateTimeText,
});
export type ClientErrorEntry = z.infer<typeof clientErrorEntry>;

export const clientErrorsCalls = {
  report: defineCall({
    name: 'enviaInfoError',
    method: 'POST',
    path: '/api/Publico/enviaInfoError',
    roles: 'public',
    summary:
      "Portal extension (spec 2 §7.11, 'send error info'): the web reports a failure of a reported code; counted per day and kind, limited per address; 15 for a code the catalogue does not report",
    body: clientErrorReport,
    datos: z.object({}).passthrough(),
    changeLog: { exempt: 'diagnostics' },
  }),
  list: defineCall({
    name: 'dameErroresClienteGestor',
    method: 'GET',
    path: '/api/Gestor/dameErroresClienteGestor',
    roles: ['Gestor'],
    summary: "Portal extension: the institution's client error reports of the last days, the latest first, one row per day and kind",
    query: clientErrorQuery,
    datos: pageOf(clientErrorEntry),
  }),
} as const;
