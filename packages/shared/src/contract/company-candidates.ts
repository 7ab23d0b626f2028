import { z } from 'zod';
import { defineCall } from './define-call.ts';
import { companyCvDatos } from './cv.ts';
import { zOptional } from '../validation/schemas.ts';
import { DECISION_TEXT_MAX, DECISION_TEXT_MIN, isCandidacyDecision } from '../constants/candidacy-states.ts';
import { dateTimeText, pageOf, zId, zIdFilter, zPage, zSearchText } from './staff-common.ts';

/**
 * The candidates of a company's offer (spec 1 "Company process", "Candidate detail for companies"): the process of
 * one offer with its candidacies (state, unread mark, filters, paged on the server), one candidacy with the CV as
 * the company may see it (opening it marks it read), its CV as a PDF and the files the CV shows, and the moves of
 * the candidacy with the shared state machine (`canMoveCandidacy(from, to, 'company')`; a rejection needs a reason
 * of the offer's profile). Paths answer under /api/Empresa and /api/empresa alike (routes ignore case).
 */

export const COMPANY_CANDIDATES_PAGE_SIZE = 25;

/** Query strings carry 'true'/'false' (or 1/0). */
const zFlag = zOptional(
  z.preprocess(
    (value) => (value === 'true' || value === '1' || value === 1 ? true : value === 'false' || value === '0' || value === 0 ? false : value),
    z.boolean({ error: 'malformed' }),
  ),
);

/**
 * The orders of a process list: newest application first (the default), oldest first, by name, by state (the
 * state machine's order, newest first within a state). The candidate page's previous and next follow the same.
 */
export const COMPANY_PROCESS_ORDERS = ['recientes', 'antiguas', 'nombre', 'estado'] as const;
export type CompanyProcessOrder = (typeof COMPANY_PROCESS_ORDERS)[number];

export const companyProcessQuery = z.object({
  /** Only candidacies in this state. */
  estado: zIdFilter,
  /** Only candidacies the company has not opened yet. */
  noLeidos: zFlag,
  /** Every word in the candidate's name or e-mail, ignoring case and accents. */
  texto: zSearchText,
  orden: zOptional(z.enum(COMPANY_PROCESS_ORDERS, { error: 'malformed' })),
  pagina: zPage,
});
export type CompanyProcessQuery = z.input<typeof companyProcessQuery>;

const stateMove = z.object({ idEstado: z.number(), estado: z.string() });

export const companyCandidacyItem = z.object({
  idCandidatura: z.number(),
  idAlumno: z.number(),
  nombre: z.string(),
  email: z.string(),
  idEstado: z.number(),
  estado: z.string(),
  motivo: z.string().nullable().describe('The rejection reason, in the language of the request'),
  textoMotivo: z.string().nullable().describe("The company's own words to the candidate, when its reason asked for them"),
  leida: z.boolean().describe('The company has opened this candidacy'),
  fecha: dateTimeText.describe('When the candidate applied'),
  fechaActualizacion: dateTimeText,
  externa: z.boolean().describe("Enrolled through the company's own page"),
});
export type CompanyCandidacyItem = z.infer<typeof companyCandidacyItem>;

export const companyProcessOffer = z.object({
  idOferta: z.number(),
  urlOferta: z.string(),
  titulo: z.string(),
  referencia: z.string(),
  idPerfil: z.number().describe('1 job, 2 internship'),
  estado: z.enum(['draft', 'pending', 'published', 'closed', 'rejected']),
  fechaPublicacion: dateTimeText.nullable(),
  fechaCaducidad: z.string().nullable().describe('YYYY-MM-DD, the last day the offer is open'),
});

export const companyProcessDatos = pageOf(companyCandidacyItem).extend({
  oferta: companyProcessOffer,
  /** Candidacies of the offer per state and unread, whatever the filters (the filter chips' counts). */
  contadores: z.object({
    total: z.number(),
    noLeidos: z.number(),
    porEstado: z.array(stateMove.extend({ total: z.number() })),
  }),
});
export type CompanyProcessDatos = z.infer<typeof companyProcessDatos>;

export const companyCandidacyDetail = companyCandidacyItem.extend({
  movimientos: z.array(stateMove).describe('The states the company may move it to'),
  motivosRechazo: z
    .array(
      z.object({
        idMotivo: z.number(),
        descripcion: z.string(),
        paraCandidato: z.string().describe('What the candidate reads for this reason'),
        requiereTexto: z.boolean().describe('The company must explain it in its own words (texto)'),
      }),
    )
    .describe("Reasons for a rejection, of the offer's profile"),
  historial: z.array(
    z.object({
      idEstado: z.number(),
      estado: z.string(),
      motivo: z.string().nullable(),
      textoMotivo: z.string().nullable(),
      fecha: dateTimeText,
      deshecho: z.boolean().describe('A decision the company took back within its undo window'),
    }),
  ),
  deshacerHasta: dateTimeText.nullable().describe('Until when the company may take back the decision it just took (a hire or a rejection); null when it may not'),
});
export type CompanyCandidacyDetail = z.infer<typeof companyCandidacyDetail>;

/** The list a candidate page was opened from (its filters and order), for its previous and next. */
export const companyCandidateQuery = companyProcessQuery.omit({ pagina: true });
export type CompanyCandidateQuery = z.input<typeof companyCandidateQuery>;

export const companyCandidateDatos = z.object({
  candidatura: companyCandidacyDetail,
  vecinos: z
    .object({
      anterior: z.number().nullable(),
      siguiente: z.number().nullable(),
      posicion: z.number().describe('1-based place of this candidacy in the list; 0 when the filters leave it out'),
      total: z.number(),
    })
    .describe('The candidacies before and after this one in the list of the query (its filters and order)'),
  oferta: companyProcessOffer.pick({ idOferta: true, urlOferta: true, titulo: true, referencia: true, idPerfil: true, estado: true }),
  cv: companyCvDatos,
});
export type CompanyCandidateDatos = z.infer<typeof companyCandidateDatos>;

export const companyMoveCandidacyBody = z.object({
  idCandidatura: zId,
  idEstado: zId,
  /** Required when the move is a rejection (state 17): a reason of state 17 for the offer's profile. */
  idMotivo: zOptional(zId),
  /** Required when the reason asks the company for its own words ("Otros motivos"); the candidate reads it. */
  texto: zOptional(z.string().trim().min(DECISION_TEXT_MIN, 'minLength').max(DECISION_TEXT_MAX, 'maxLength')),
});

export const companyUndoMoveBody = z.object({ idCandidatura: zId });

/**
 * Several candidacies to one state that is not a decision: a hire or a rejection is final for the student, so it is
 * confirmed and undoable one by one (docs/decisions.md, "Final decisions on a candidacy"); 15 on idEstado here.
 */
export const companyMoveCandidaciesBody = z.object({
  idsCandidatura: z.array(zId).min(1, 'required').max(100, 'maxLength'),
  idEstado: zId.refine((id) => !isCandidacyDecision(id), 'malformed'),
});

const idParams = z.object({ id: zId });

export const companyCandidatesCalls = {
  process: defineCall({
    name: 'dameDatosProceso',
    method: 'GET',
    path: '/api/Empresa/dameDatosProceso/:id',
    roles: ['Empresa'],
    summary:
      "One offer's process (id: the offer's id): the offer and its candidacies, newest first, a page of 25, filtered by state, unread and text; 4 when the offer is not the company's",
    params: idParams,
    query: companyProcessQuery,
    datos: companyProcessDatos,
  }),
  candidate: defineCall({
    name: 'dameCandidato',
    method: 'GET',
    path: '/api/Empresa/dameCandidato/:id',
    roles: ['Empresa'],
    summary:
      "One candidacy (id: the candidacy's id) with the candidate's CV as a company may see it; marks it read. 31 when it is not a candidacy of the company's offers",
    params: idParams,
    query: companyCandidateQuery,
    datos: companyCandidateDatos,
  }),
  move: defineCall({
    name: 'cambiaEstadoCandidatura',
    method: 'POST',
    path: '/api/Empresa/cambiaEstadoCandidatura',
    roles: ['Empresa'],
    changeLog: 'logged',
    summary:
      'Moves a candidacy with the state machine: 49 a move it does not allow, 14 the offer is no longer open or the candidacy moved meanwhile, 15 a rejection without a valid reason, 31 not found',
    body: companyMoveCandidacyBody,
    datos: companyCandidacyDetail,
  }),
  moveMany: defineCall({
    name: 'cambiaEstadoCandidaturas',
    method: 'POST',
    path: '/api/Empresa/cambiaEstadoCandidaturas',
    roles: ['Empresa'],
    changeLog: 'logged',
    summary:
      'Moves several candidacies of one offer or more to one state that is not a hire or a rejection (15 on idEstado); all or none: 49, 14 or 31 as the one-by-one move',
    body: companyMoveCandidaciesBody,
    datos: z.object({ movidas: z.number() }),
  }),
  undoMove: defineCall({
    name: 'deshaceCambioEstadoCandidatura',
    method: 'POST',
    path: '/api/Empresa/deshaceCambioEstadoCandidatura',
    roles: ['Empresa'],
    changeLog: 'logged',
    summary:
      'Takes back the hire or rejection the company just made (within CANDIDACY_UNDO_MINUTES): the candidacy returns to its state before. 49 nothing to take back, 610 the window has passed, 31 not found',
    body: companyUndoMoveBody,
    datos: companyCandidacyDetail,
  }),
  cvPdf: defineCall({
    name: 'dameCvCandidatoPdf',
    method: 'GET',
    path: '/api/Empresa/dameCvCandidatoPdf/:id',
    roles: ['Empresa'],
    summary: "The candidate's CV of a candidacy (id: the candidacy's id) as a PDF generated on the server (not an envelope: the file itself; 31 when not found)",
    params: idParams,
    datos: z.unknown().describe('The PDF bytes'),
  }),
  cvFile: defineCall({
    name: 'dameFicheroCandidato',
    method: 'GET',
    path: '/api/Empresa/dameFicheroCandidato/:id/:idFichero',
    roles: ['Empresa'],
    summary: "A file that the candidate's CV shows to the company (an attachment, a public document, the photo); 31 candidacy not found, 608 file not in that CV",
    params: z.object({ id: zId, idFichero: z.string().max(64, 'maxLength') }),
    datos: z.unknown().describe('The file bytes, with its content type'),
  }),
} as const;
