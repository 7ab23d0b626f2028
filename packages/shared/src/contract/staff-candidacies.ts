import { z } from 'zod';
import { defineCall } from './define-call.ts';
import { zOptional } from '../validation/schemas.ts';
import { DECISION_TEXT_MAX, DECISION_TEXT_MIN } from '../constants/candidacy-states.ts';
import { dateTimeText, zId, zIdFilter, zSearchText } from './staff-common.ts';

/**
 * The back office's candidacies: every process of an offer, the service's proposal of a candidate (the
 * pre-enrolment, state 16, that the candidate accepts or rejects with a reason) and the moves of a process with
 * the same state machine as companies (`canMoveCandidacy(from, to, 'staff')`; a rejection needs a reason).
 */

export const staffCandidacyItem = z.object({
  idCandidatura: z.number(),
  idAlumno: z.number(),
  nombre: z.string(),
  email: z.string(),
  idEstado: z.number(),
  estado: z.string(),
  motivo: z.string().nullable(),
  fecha: dateTimeText,
  fechaActualizacion: dateTimeText,
  propuestaServicio: z.boolean().describe('The service proposed this candidate (pre-enrolment)'),
  externa: z.boolean(),
  movimientos: z.array(z.object({ idEstado: z.number(), estado: z.string() })).describe('The states staff may move it to'),
  reabrible: z.boolean().describe('A hire or a rejection staff may reopen (reabreCandidaturaGestor)'),
});
export type StaffCandidacyItem = z.infer<typeof staffCandidacyItem>;

export const staffOfferCandidacies = z.object({
  oferta: z.object({ idOferta: z.number(), titulo: z.string(), empresa: z.string(), idPerfil: z.number(), estado: z.string() }),
  items: z.array(staffCandidacyItem),
});

export const candidateSearchQuery = z.object({
  texto: zSearchText,
  /** Leaves out candidates already in this offer's process. */
  idOferta: zIdFilter,
});

export const candidateMatch = z.object({
  idAlumno: z.number(),
  nombre: z.string(),
  email: z.string(),
  documento: z.string().nullable(),
  validadoServicio: z.boolean(),
  bloqueado: z.boolean(),
});
export type CandidateMatch = z.infer<typeof candidateMatch>;

export const proposeCandidateBody = z.object({ idOferta: zId, idAlumno: zId });
export const staffMoveCandidacyBody = z.object({
  idCandidatura: zId,
  idEstado: zId,
  /** Required when the move is a rejection (state 17). */
  idMotivo: zOptional(zId),
});

/** Reopening a final decision says why, for the change log and the people told of it. */
export const staffReopenCandidacyBody = z.object({
  idCandidatura: zId,
  motivo: z.string().trim().min(DECISION_TEXT_MIN, 'minLength').max(DECISION_TEXT_MAX, 'maxLength'),
});

export const staffCandidacyCalls = {
  ofOffer: defineCall({
    name: 'dameCandidaturasOfertaGestor',
    method: 'GET',
    path: '/api/Gestor/dameCandidaturasOfertaGestor/:idOferta',
    roles: ['Gestor'],
    summary: "Every candidacy of an offer of the staff member's institution, latest change first, with the moves allowed",
    params: z.object({ idOferta: zId }),
    datos: staffOfferCandidacies,
  }),
  searchCandidates: defineCall({
    name: 'buscaCandidatosGestor',
    method: 'GET',
    path: '/api/Gestor/buscaCandidatosGestor',
    roles: ['Gestor'],
    summary: 'Candidates of the institution by name, surname, ID document or e-mail (at most 20)',
    query: candidateSearchQuery,
    datos: z.array(candidateMatch),
  }),
  propose: defineCall({
    name: 'proponeCandidato',
    method: 'POST',
    path: '/api/Gestor/proponeCandidato',
    roles: ['Gestor'],
    changeLog: 'logged',
    summary: 'Proposes a candidate for a published offer: a pre-enrolment (state 16) the candidate accepts or rejects. 10 already a candidate, 14 offer not published, 90 candidate blocked',
    body: proposeCandidateBody,
    datos: staffCandidacyItem,
  }),
  move: defineCall({
    name: 'cambiaEstadoCandidaturaGestor',
    method: 'POST',
    path: '/api/Gestor/cambiaEstadoCandidaturaGestor',
    roles: ['Gestor'],
    changeLog: 'logged',
    summary: 'Moves a candidacy with the shared state machine (49 when the move is not allowed; a rejection needs idMotivo: 15)',
    body: staffMoveCandidacyBody,
    datos: staffCandidacyItem,
  }),
  reopen: defineCall({
    name: 'reabreCandidaturaGestor',
    method: 'POST',
    path: '/api/Gestor/reabreCandidaturaGestor',
    roles: ['Gestor'],
    changeLog: 'logged',
    summary:
      'Reopens a hire or a rejection: the candidacy returns to the state it had before the decision, with the reason in the change log; the candidate and the company are told. 49 not a hire or a rejection, 14 the offer is no longer published',
    body: staffReopenCandidacyBody,
    datos: staffCandidacyItem,
  }),
} as const;
