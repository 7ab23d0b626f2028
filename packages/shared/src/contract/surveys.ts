import { z } from 'zod';
import type { Language } from '../i18n/language.ts';
import { defineCall } from './define-call.ts';
import { pendingSurvey } from './home.ts';
import { zId } from './staff-common.ts';
import { SURVEY_TEXT_MAX } from '../validation/limits.ts';
import { zOptional, zOptionalText, zRequiredText } from '../validation/schemas.ts';
import { LANGUAGES } from '../i18n/language.ts';
import { OFFER_TYPE_NAMES } from './offers.ts';
import { ssoAnswerBody } from './sso.ts';

/**
 * Surveys (spec 1 "/encuestas", "/encuestas/{id}", "/encuestas/{id}/acceso"; spec 2 §7.10). Staff build a survey in
 * the back office: questions of three kinds, options that may jump to a later question, mandatory questions, an
 * anonymous option, a target (candidates, optionally of one degree, or companies), open and close dates, and an
 * optional data-protection clause the person accepts first. A survey is addressed by its access key (`urlAcceso`,
 * the `{id}` of the spec's paths), never by a number one could count through.
 *
 * Answering: `accesoEncuesta` tells the access page what the survey asks for; `logaUsuario` (a signed-in candidate
 * or company contact) or `logaAnonimo` (anyone, when the survey allows it) opens a survey session and answers its
 * one-use token; `guardaContestacionEncuesta` sends every answer of the path at once with that token. An anonymous
 * answer keeps no account: only the hash of the token it was sent with.
 */

export const SURVEY_QUESTION_KINDS = ['unica', 'multiple', 'texto'] as const;
export type SurveyQuestionKind = (typeof SURVEY_QUESTION_KINDS)[number];
export const SURVEY_TARGETS = ['Alumno', 'Empresa'] as const;
export type SurveyTarget = (typeof SURVEY_TARGETS)[number];
/** A company survey's narrower target: the companies that published an offer of that type (issue 19). */
export const SURVEY_OFFER_TYPES = OFFER_TYPE_NAMES;
export type SurveyOfferType = (typeof SURVEY_OFFER_TYPES)[number];

/** Limits of what staff build. */
export const SURVEY_QUESTIONS_MAX = 50;
export const SURVEY_OPTIONS_MAX = 20;

/** The survey's access key as it appears in the paths: letters, digits and hyphens. */
export const zSurveyKey = z
  .string({ error: 'required' })
  .min(1, 'required')
  .max(80, 'maxLength')
  .regex(/^[a-z0-9-]+$/, 'malformed');
const surveyParams = z.object({ id: zSurveyKey });

/** A survey session token (answered by logaUsuario or logaAnonimo). */
const zSessionToken = z.string({ error: 'required' }).min(20, 'malformed').max(100, 'malformed').regex(/^[A-Za-z0-9_-]+$/, 'malformed');

export const surveyOption = z.object({
  idOpcion: z.number(),
  texto: z.string(),
  idPreguntaDestino: z.number().nullable().describe('The question this answer jumps to; null: the next one'),
});
export const surveyQuestion = z.object({
  idPregunta: z.number(),
  orden: z.number(),
  tipo: z.enum(SURVEY_QUESTION_KINDS),
  texto: z.string(),
  obligatoria: z.boolean(),
  opciones: z.array(surveyOption),
});
export type SurveyQuestion = z.infer<typeof surveyQuestion>;

/** What the access page shows before anyone answers. */
export const surveyAccess = z.object({
  idEncuesta: z.number(),
  urlAcceso: z.string(),
  titulo: z.string(),
  descripcion: z.string(),
  anonima: z.boolean().describe('Anyone with the link may answer without signing in; no identity is kept'),
  destinatarios: z.enum(SURVEY_TARGETS),
  obligatoria: z.boolean(),
  abierta: z.boolean(),
  fechaInicio: z.string().describe('ISO 8601'),
  fechaFin: z.string().describe('ISO 8601'),
  textoRGPD: z.string().nullable().describe('The data-protection clause to accept before answering; null: none'),
});
export type SurveyAccess = z.infer<typeof surveyAccess>;

export const surveyDetail = surveyAccess.extend({ preguntas: z.array(surveyQuestion) });
export type SurveyDetail = z.infer<typeof surveyDetail>;

export const surveySession = z.object({ token: z.string().describe('One-use token for guardaContestacionEncuesta'), encuesta: surveyDetail });
export type SurveySession = z.infer<typeof surveySession>;

export const surveyAnswer = z.object({
  idPregunta: z.number({ error: 'number' }).int('integer').positive('range'),
  idsOpcion: z.array(z.number({ error: 'number' }).int('integer').positive('range')).max(SURVEY_OPTIONS_MAX, 'range').optional(),
  texto: zOptional(z.string({ error: 'text' }).trim().max(SURVEY_TEXT_MAX, 'maxLength')),
});
export type SurveyAnswerInput = z.input<typeof surveyAnswer>;

export const surveyAnswersBody = z.object({
  token: zSessionToken,
  lContestaciones: z.array(surveyAnswer).max(SURVEY_QUESTIONS_MAX, 'range'),
});
export type SurveyAnswersBody = z.infer<typeof surveyAnswersBody>;

/**
 * A survey's single sign-on carries the survey's key in its OpenID Connect state (`encuesta.<key>.<random>`): the
 * provider sends everyone back to the one registered address, /acceso, and the state tells that page the answer is
 * a survey's and which. The key read there is only a hint: the server kept the survey with the sign-on and refuses
 * an answer given to another survey (653).
 */
export const SURVEY_SSO_STATE_PREFIX = 'encuesta.';
export function surveyKeyOfSsoState(state: string | null): string | null {
  if (!state?.startsWith(SURVEY_SSO_STATE_PREFIX)) return null;
  const key = state.slice(SURVEY_SSO_STATE_PREFIX.length).split('.')[0] ?? '';
  return zSurveyKey.safeParse(key).success ? key : null;
}

export const surveysCalls = {
  pendingCompany: defineCall({
    name: 'dameEncuestas',
    method: 'GET',
    path: '/api/Empresa/dameEncuestas',
    roles: ['Empresa'],
    summary: 'Open surveys addressed to companies that the contact has not answered yet',
    datos: z.array(pendingSurvey),
  }),
  access: defineCall({
    name: 'accesoEncuesta',
    method: 'POST',
    path: '/api/Encuestas/accesoEncuesta/:id',
    roles: 'public',
    readOnly: true,
    summary: 'What the access page needs: title, whether anonymous answers are allowed, the data-protection clause (35 unknown)',
    params: surveyParams,
    body: z.object({ querystringValue: zOptional(z.string({ error: 'text' }).max(500, 'maxLength')) }).describe('querystringValue: the query string of the link, unused'),
    datos: surveyAccess,
  }),
  detail: defineCall({
    name: 'dameEncuesta',
    method: 'GET',
    path: '/api/Encuestas/:id',
    roles: 'public',
    summary: 'The survey with its questions, options and jumps (35 unknown or another institution\'s; 36 not open)',
    params: surveyParams,
    datos: surveyDetail,
  }),
  signIn: defineCall({
    name: 'logaUsuario',
    method: 'POST',
    path: '/api/Encuestas/logaUsuario/:id',
    roles: ['Alumno', 'Empresa'],
    changeLog: { exempt: 'surveySession' },
    summary: 'Opens a survey session for the signed-in person (35; 36 not open; 37 answered; 38 not addressed to them; 651 clause not accepted)',
    params: surveyParams,
    datos: surveySession,
  }),
  ssoStart: defineCall({
    name: 'iniciaLoginIntegrado',
    method: 'POST',
    path: '/api/Encuestas/iniciaLoginIntegrado/:id',
    roles: 'public',
    changeLog: { exempt: 'surveySession' },
    summary:
      "Begins a single sign-on that comes back to this survey: the provider's authorization address; the survey and the clause's acceptance are kept with it (35; 36 not open; 38 not for candidates; 658 sign-on off)",
    params: surveyParams,
    body: z.object({ aceptaRGPD: z.boolean({ error: 'required' }).optional().describe("Accepts the survey's data-protection clause for the person the sign-on recognises") }),
    datos: z.object({ url: z.string() }),
  }),
  ssoAnswer: defineCall({
    name: 'validaRespuestaLoginIntegrado',
    method: 'POST',
    path: '/api/Encuestas/validaRespuestaLoginIntegrado/:id',
    roles: 'public',
    changeLog: { exempt: 'surveySession' },
    summary:
      "Checks the provider's answer to a sign-on begun for this survey and opens a survey session for the candidate it recognises, as logaUsuario (653 begun for another survey; 659; 662; 35; 36; 37; 38; 651)",
    params: surveyParams,
    body: ssoAnswerBody,
    datos: surveySession,
  }),
  anonymous: defineCall({
    name: 'logaAnonimo',
    method: 'POST',
    path: '/api/Encuestas/logaAnonimo/:id',
    roles: 'public',
    changeLog: { exempt: 'surveySession' },
    summary: 'Opens an anonymous survey session: a one-use token, no identity (35; 36; 39 not anonymous; 651 clause not accepted)',
    params: surveyParams,
    body: z.object({ aceptaRGPD: z.boolean({ error: 'required' }).optional() }),
    datos: surveySession,
  }),
  answer: defineCall({
    name: 'guardaContestacionEncuesta',
    method: 'POST',
    path: '/api/Encuestas/guardaContestacionEncuesta/:id',
    roles: 'public',
    changeLog: { exempt: 'surveyAnswer' },
    summary:
      'Saves the answers of the path the jumps give, once per person or token (35; 36; 37 answered; 39 bad token; 40 mandatory question unanswered; 650 answers off the path; 15 text over 256)',
    params: surveyParams,
    body: surveyAnswersBody,
    datos: z.object({ respondida: z.literal(true) }),
  }),
  acceptClause: defineCall({
    name: 'guardaAceptacionRGPD',
    method: 'GET',
    path: '/api/Encuestas/guardaAceptacionRGPD',
    roles: ['Alumno', 'Empresa'],
    summary: "Records that the signed-in person accepts the survey's data-protection clause (35 unknown)",
    query: z.object({ id: zSurveyKey }),
    datos: z.object({ aceptada: z.literal(true) }),
  }),
} as const;

/* ---------------------------------------------------------------- the back office */

const zDateTime = z.iso.datetime({ offset: true, error: 'date' });

/**
 * The texts of a survey in the languages other than its own (`idioma`): each one optional, a reader whose language
 * has none reads the survey's own language. A key for the survey's own language is ignored.
 */
const textTranslations = (max: number) =>
  z.object({ ca: zOptionalText(1, max), es: zOptionalText(1, max), en: zOptionalText(1, max) }, { error: 'malformed' }).partial();
export type TextTranslations = { [L in Language]?: string };

export const staffSurveyOptionBody = z.object({
  clave: zRequiredText(1, 40).describe('A key of this option within the body (its id when saved)'),
  texto: zRequiredText(1, 200).describe("In the survey's own language"),
  traducciones: zOptional(textTranslations(200)),
  destino: zOptional(zRequiredText(1, 40)).describe('The clave of a later question it jumps to; empty: the next'),
});
export const staffSurveyQuestionBody = z.object({
  clave: zRequiredText(1, 40).describe('A key of this question within the body'),
  tipo: z.enum(SURVEY_QUESTION_KINDS, { error: 'malformed' }),
  texto: zRequiredText(1, 500).describe("In the survey's own language"),
  traducciones: zOptional(textTranslations(500)),
  obligatoria: z.boolean({ error: 'required' }),
  opciones: z.array(staffSurveyOptionBody).max(SURVEY_OPTIONS_MAX, 'range'),
});
const surveyTextsIn = z.object({ titulo: zOptionalText(3, 150), descripcion: zOptional(z.string({ error: 'text' }).trim().max(2000, 'maxLength')) }, { error: 'malformed' });
export const surveyTranslations = z.object({ ca: surveyTextsIn, es: surveyTextsIn, en: surveyTextsIn }, { error: 'malformed' }).partial();
export type SurveyTranslations = { [L in Language]?: { titulo?: string; descripcion?: string } };
export const staffSurveyBody = z.object({
  id: zOptional(zId),
  titulo: zRequiredText(3, 150),
  descripcion: zOptional(z.string({ error: 'text' }).trim().max(2000, 'maxLength')),
  anonima: z.boolean({ error: 'required' }),
  obligatoria: z.boolean({ error: 'required' }),
  destinatarios: z.enum(SURVEY_TARGETS, { error: 'malformed' }),
  idioma: zOptional(z.enum(LANGUAGES, { error: 'malformed' })).describe("The language titulo, descripcion and every texto are written in, every reader's fallback; empty: es"),
  traducciones: zOptional(surveyTranslations).describe('The title and description in the other languages'),
  idTitulacion: zOptional(zId).describe('Candidates of this degree only; empty: every candidate'),
  tipoOferta: zOptional(z.enum(SURVEY_OFFER_TYPES, { error: 'malformed' })).describe('Companies that published an offer of this type only; empty: every company'),
  fechaInicio: zDateTime,
  fechaFin: zDateTime,
  textoRGPD: zOptional(z.string({ error: 'text' }).trim().max(4000, 'maxLength')),
  preguntas: z.array(staffSurveyQuestionBody).min(1, 'required').max(SURVEY_QUESTIONS_MAX, 'range'),
});
export type StaffSurveyInput = z.input<typeof staffSurveyBody>;
export type StaffSurveyBody = z.infer<typeof staffSurveyBody>;

export const staffSurveyItem = z.object({
  id: z.number(),
  urlAcceso: z.string(),
  titulo: z.string(),
  destinatarios: z.enum(SURVEY_TARGETS),
  anonima: z.boolean(),
  obligatoria: z.boolean(),
  fechaInicio: z.string(),
  fechaFin: z.string(),
  abierta: z.boolean(),
  respuestas: z.number(),
});
export type StaffSurveyItem = z.infer<typeof staffSurveyItem>;

const zTranslated = z.object({ ca: z.string(), es: z.string(), en: z.string() }).partial();
export const staffSurveyQuestion = surveyQuestion.extend({
  traducciones: zTranslated,
  opciones: z.array(surveyOption.extend({ traducciones: zTranslated })),
});
export type StaffSurveyQuestion = z.infer<typeof staffSurveyQuestion>;

export const staffSurvey = staffSurveyItem.extend({
  descripcion: z.string(),
  idioma: z.enum(LANGUAGES).describe('The language of titulo, descripcion and the texts'),
  traducciones: z.object({ ca: z.object({ titulo: z.string(), descripcion: z.string() }).partial(), es: z.object({ titulo: z.string(), descripcion: z.string() }).partial(), en: z.object({ titulo: z.string(), descripcion: z.string() }).partial() }).partial(),
  idTitulacion: z.number().nullable(),
  tipoOferta: z.enum(SURVEY_OFFER_TYPES).nullable(),
  textoRGPD: z.string().nullable(),
  preguntas: z.array(staffSurveyQuestion),
});
export type StaffSurvey = z.infer<typeof staffSurvey>;

export const surveyResults = z.object({
  encuesta: staffSurveyItem,
  preguntas: z.array(
    z.object({
      idPregunta: z.number(),
      texto: z.string(),
      tipo: z.enum(SURVEY_QUESTION_KINDS),
      respuestas: z.number().describe('How many answered this question'),
      opciones: z.array(z.object({ idOpcion: z.number(), texto: z.string(), votos: z.number() })),
      textos: z.array(z.string()).describe('The free-text answers, newest first, with nobody named'),
    }),
  ),
});
export type SurveyResults = z.infer<typeof surveyResults>;

const staffSurveyParams = z.object({ id: zId });

export const staffSurveysCalls = {
  list: defineCall({
    name: 'dameEncuestasGestor',
    method: 'GET',
    path: '/api/Gestor/dameEncuestasGestor',
    roles: ['Gestor'],
    summary: "The institution's surveys, newest first, with their answer counts",
    datos: z.array(staffSurveyItem),
  }),
  detail: defineCall({
    name: 'dameEncuestaGestor',
    method: 'GET',
    path: '/api/Gestor/dameEncuestaGestor/:id',
    roles: ['Gestor'],
    summary: 'One survey as staff edit it (35 unknown or another institution\'s)',
    params: staffSurveyParams,
    datos: staffSurvey,
  }),
  save: defineCall({
    name: 'guardaEncuestaGestor',
    method: 'POST',
    path: '/api/Gestor/guardaEncuestaGestor',
    roles: ['Gestor'],
    changeLog: 'logged',
    summary: 'Creates or edits a survey with its questions and jumps (35; 652 questions changed after the first answer; 15 a jump backwards or to nowhere)',
    body: staffSurveyBody,
    datos: staffSurvey,
  }),
  remove: defineCall({
    name: 'borraEncuestaGestor',
    method: 'POST',
    path: '/api/Gestor/borraEncuestaGestor',
    roles: ['Gestor'],
    changeLog: 'logged',
    summary: 'Deletes a survey and its answers (35)',
    body: z.object({ id: zId }),
    datos: z.object({ borrada: z.literal(true) }),
  }),
  results: defineCall({
    name: 'dameResultadosEncuestaGestor',
    method: 'GET',
    path: '/api/Gestor/dameResultadosEncuestaGestor/:id',
    roles: ['Gestor'],
    summary: 'Counts per option and the free-text answers; never who answered (35)',
    params: staffSurveyParams,
    datos: surveyResults,
  }),
  resultsExport: defineCall({
    name: 'exportaResultadosEncuestaGestor',
    method: 'GET',
    path: '/api/Gestor/exportaResultadosEncuestaGestor/:id',
    roles: ['Gestor'],
    summary: 'The answers as CSV, one row per response, nobody named (35)',
    params: staffSurveyParams,
    datos: z.unknown().describe('text/csv; charset=utf-8 (with BOM, ";" separated)'),
  }),
} as const;
