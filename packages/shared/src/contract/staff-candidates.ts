import { z } from 'zod';
import { defineCall } from './define-call.ts';
import { zOptional } from '../validation/schemas.ts';
import { cvDatos } from './cv.ts';
import { dateTimeText, pageOf, zId, zIdFilter, zPage, zReason, zSearchText } from './staff-common.ts';

/**
 * The back office's candidates: search by name, ID document, e-mail or degree; the whole CV; the
 * validated-by-service flag; block and unblock (a blocked candidate gets 90 at the next call); and the
 * deregistration requests, which staff may erase before the 30-day grace ends (candidacies and counts stay).
 */

/** `todos` every candidate; the others narrow the list to one situation. */
export const STAFF_CANDIDATE_FILTERS = ['todos', 'validados', 'bloqueados', 'bajaSolicitada'] as const;
export type StaffCandidateFilter = (typeof STAFF_CANDIDATE_FILTERS)[number];

export const staffCandidatesQuery = z.object({
  /** Name and surnames, ID document or e-mail; every word must match. */
  texto: zSearchText,
  /** A degree of the institution the candidate has studied (any state). */
  idTitulacion: zIdFilter,
  filtro: zOptional(z.enum(STAFF_CANDIDATE_FILTERS, { error: 'malformed' })),
  pagina: zPage,
});
export type StaffCandidatesQuery = z.input<typeof staffCandidatesQuery>;

export const staffCandidateItem = z.object({
  idAlumno: z.number(),
  nombre: z.string(),
  apellidos: z.string(),
  email: z.string(),
  documento: z.string().nullable(),
  titulaciones: z.array(z.string()).describe("The institution's degrees on the CV"),
  validadoServicio: z.boolean(),
  bloqueado: z.boolean(),
  fechaAlta: dateTimeText,
  /** When the candidate asked to be deregistered; null without a request. */
  bajaSolicitada: dateTimeText.nullable(),
  /** When the erasure job removes the personal data (request + 30 days). */
  fechaSupresion: dateTimeText.nullable(),
});
export type StaffCandidateItem = z.infer<typeof staffCandidateItem>;

export const staffCandidateCv = z.object({
  candidato: staffCandidateItem,
  /** The whole CV as the candidate sees it, private documents included (see docs/decisions.md). */
  cv: cvDatos,
});
export type StaffCandidateCv = z.infer<typeof staffCandidateCv>;

export const candidateIdParams = z.object({ idAlumno: zId });
export const candidateIdBody = z.object({ idAlumno: zId });
export const candidateReasonBody = z.object({ idAlumno: zId, motivo: zReason });
export const candidateValidationBody = z.object({ idAlumno: zId, validado: z.boolean({ error: 'malformed' }) });

export const staffCandidateCalls = {
  list: defineCall({
    name: 'dameCandidatosGestor',
    method: 'GET',
    path: '/api/Gestor/dameCandidatosGestor',
    roles: ['Gestor'],
    summary: "The institution's candidates by name, ID document, e-mail and degree, 25 a page, surname order; pending deregistrations first due first",
    query: staffCandidatesQuery,
    datos: pageOf(staffCandidateItem),
  }),
  cv: defineCall({
    name: 'dameCvCandidatoGestor',
    method: 'GET',
    path: '/api/Gestor/dameCvCandidatoGestor/:idAlumno',
    roles: ['Gestor'],
    summary: "A candidate's whole CV (private documents included) and account state; the reading is written in the audit log",
    params: candidateIdParams,
    datos: staffCandidateCv,
  }),
  file: defineCall({
    name: 'ficheroCandidatoGestor',
    method: 'GET',
    path: '/api/Gestor/ficheroCandidatoGestor/:idAlumno/:id',
    roles: ['Gestor'],
    summary: "Downloads a file of a candidate's CV (not an envelope: the file itself; 608 when not found or not the candidate's)",
    params: z.object({ idAlumno: zId, id: z.string().max(64, 'maxLength') }),
    datos: z.unknown().describe('The file bytes, with its content type'),
  }),
  validate: defineCall({
    name: 'validaCandidatoGestor',
    method: 'POST',
    path: '/api/Gestor/validaCandidatoGestor',
    roles: ['Gestor'],
    changeLog: 'logged',
    summary: 'Sets or clears the validated-by-service flag of a CV (companies see it)',
    body: candidateValidationBody,
    datos: staffCandidateItem,
  }),
  block: defineCall({
    name: 'bloqueaCandidato',
    method: 'POST',
    path: '/api/Gestor/bloqueaCandidato',
    roles: ['Gestor'],
    changeLog: 'logged',
    summary: 'Blocks a candidate with a reason: every later call of theirs answers 90. 14 when already blocked',
    body: candidateReasonBody,
    datos: staffCandidateItem,
  }),
  unblock: defineCall({
    name: 'desbloqueaCandidato',
    method: 'POST',
    path: '/api/Gestor/desbloqueaCandidato',
    roles: ['Gestor'],
    changeLog: 'logged',
    summary: 'Unblocks a blocked candidate. 14 when not blocked',
    body: candidateIdBody,
    datos: staffCandidateItem,
  }),
  eraseNow: defineCall({
    name: 'suprimeCandidatoGestor',
    method: 'POST',
    path: '/api/Gestor/suprimeCandidatoGestor',
    roles: ['Gestor'],
    changeLog: 'logged',
    summary:
      'Erases now the personal data of a candidate who asked to be deregistered (what the erasure job does after the grace period); candidacies stay, anonymous. 14 without a request',
    body: candidateIdBody,
    datos: z.object({ idAlumno: z.number() }),
  }),
  withdrawDeletion: defineCall({
    name: 'anulaBajaCandidatoGestor',
    method: 'POST',
    path: '/api/Gestor/anulaBajaCandidatoGestor',
    roles: ['Gestor'],
    changeLog: 'logged',
    summary:
      "Portal addition: withdraws a candidate's deletion request on their behalf (they say they did not make it, or changed their mind and asked the service); the account stays and the candidate is mailed. 14 without a request",
    body: candidateIdBody,
    datos: staffCandidateItem,
  }),
} as const;
