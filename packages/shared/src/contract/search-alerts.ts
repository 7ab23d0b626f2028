import { z } from 'zod';
import { ID_MAX } from '../validation/limits.ts';
import { zDecimal } from '../validation/schemas.ts';
import { defineCall } from './define-call.ts';

/**
 * Alerts on saved searches (a portal addition; docs/decisions.md, "Saved-search alerts"): a candidate asks to hear
 * of the new offers that match one of their saved searches. Once a day the portal tells them, in the bell and (by
 * default) in the daily summary mail, how many offers published since the last pass match each search they watch.
 */

/** The hour (Madrid) of the daily pass: before the daily summary mail of 08:00 leaves, so it carries the matches. */
export const SEARCH_ALERT_HOUR = 7;

const zSearchId = zDecimal.pipe(z.number().int('integer').positive('range').max(ID_MAX, 'range'));

export const searchAlertBody = z.object({ id: zSearchId, alerta: z.boolean({ error: 'malformed' }) });

export const searchAlertCalls = {
  alerts: defineCall({
    name: 'dameAlertasBusqueda',
    method: 'GET',
    path: '/api/Alumno/dameAlertasBusqueda',
    roles: ['Alumno'],
    summary: 'The ids of my saved searches I hear of new matching offers for',
    datos: z.object({ ids: z.array(z.number()) }),
  }),
  editAlert: defineCall({
    name: 'editAlertaBusqueda',
    method: 'POST',
    path: '/api/Alumno/editAlertaBusqueda',
    roles: ['Alumno'],
    changeLog: { exempt: 'ownSearches' },
    summary: 'Turns the alert of one of my saved searches on or off (608 when the search is not mine; 48 for the history list)',
    body: searchAlertBody,
    datos: z.object({ id: z.number(), alerta: z.boolean() }),
  }),
} as const;
