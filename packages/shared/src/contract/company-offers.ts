import { z } from 'zod';
import { defineCall } from './define-call.ts';
import { offerDetail, OFFER_MODALITIES, zOfferUrl } from './offers.ts';
import { zId } from './staff-common.ts';
import { ORDER_NUMBER_MAX, SALARY_MAX, TEXT_MAX, URL_MAX } from '../validation/limits.ts';
import {
  zDecimal,
  zDedication,
  zEmail,
  zIban,
  zMonths,
  zOptional,
  zOptionalPhone,
  zOptionalText,
  zRequiredText,
  zDniNie,
  zUrl,
} from '../validation/schemas.ts';

/**
 * A company's own offers (spec 1 §2 "Offer form in steps", /mis-ofertas; spec 2 §7.6): the four-step form
 * (`addOferta`, with `idOferta` an edit), the editable copy (`dameOfertaEditable`), the list with candidate counts
 * (`dameProcesosEmpleoYpracticas`), duplicating with the same or the opposite profile, closing, deleting and the
 * offer as a candidate sees it (`dameDatosProcesoComoAlumno`).
 */

/**
 * The states a company sees (spec 1 §4 "Offer"): a draft the company has not sent yet (our addition: only the
 * company sees it; the service's queue and candidates never do), pending validation, sent back with the service's
 * remarks (still pending, editable), published, rejected, closed, and expired (published, its last day passed).
 */
export const COMPANY_OFFER_STATES = ['borrador', 'pendiente', 'devuelta', 'publicada', 'caducada', 'cerrada', 'rechazada'] as const;
export type CompanyOfferState = (typeof COMPANY_OFFER_STATES)[number];

/** Days a new offer (or a copy) stays open to candidates unless the company says otherwise. */
export const OFFER_DEFAULT_OPEN_DAYS = 60;
export const OFFER_PLACES_MAX = 999;
export const OFFER_TEXT_LONG_MAX = 5000;
export const OFFER_TAGS_MAX = 10;
export const OFFER_LIST_MAX = 50;
export const OFFER_HOURS_PER_DAY_MAX = 12;
/** The form's steps (spec 1 §2: "step 4 of 4"); a draft remembers the one it was left on, 0 to 3. */
export const OFFER_FORM_STEPS = 4;

const requiredOr = (key: string) => (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? 'required' : key);
const zDay = zOptional(z.iso.date({ error: requiredOr('date') }));
const zOptionalId = zOptional(zId);
const zIds = zOptional(z.array(zId, { error: 'malformed' }).max(OFFER_LIST_MAX, 'maxLength'));
const zFlag = zOptional(z.boolean({ error: 'malformed' }));
const zMoney = zOptional(zDecimal.pipe(z.number().min(0, 'range').max(SALARY_MAX, 'range')));
const zLongText = (min = 3) => zOptionalText(min, OFFER_TEXT_LONG_MAX);

/** The wire fields of the form; the brand's field rules (`fields.oferta`) say which are shown and required. */
export const offerFormFields = z.object({
  idPerfil: z.union([z.literal(1), z.literal(2)], { error: requiredOr('malformed') }),
  titulo: zRequiredText(3, TEXT_MAX),
  plazas: zOptional(zDecimal.pipe(z.number().int('integer').min(1, 'range').max(OFFER_PLACES_MAX, 'range'))),
  descripcion: zRequiredText(3, OFFER_TEXT_LONG_MAX),
  tareas: zLongText(),
  idSector: zOptionalId,
  idAreaFuncional: zOptionalId,
  etiquetas: zOptional(z.array(zRequiredText(2, 40), { error: 'malformed' }).max(OFFER_TAGS_MAX, 'maxLength')),
  tfgTfm: zFlag,
  internacional: zFlag,
  // Conditions
  idContrato: zOptionalId,
  salario: zMoney,
  salarioMaximo: zMoney,
  ayudaMensual: zMoney,
  remuneracionOtra: zOptionalText(3, TEXT_MAX),
  idPrograma: zOptionalId,
  horario: zOptionalText(3, TEXT_MAX),
  horasDia: zOptional(zDecimal.pipe(z.number().min(0, 'range').max(OFFER_HOURS_PER_DAY_MAX, 'range'))),
  dedicacion: zOptional(zDedication),
  duracionMeses: zOptional(zMonths),
  fechaInicio: zDay,
  fechaFin: zDay,
  fechaCaducidad: zDay,
  modalidad: zOptional(z.enum(OFFER_MODALITIES, { error: 'malformed' })),
  // Place
  idPais: zOptionalId,
  idProvincia: zOptionalId,
  idIsla: zOptionalId,
  localidad: zOptionalText(2, TEXT_MAX),
  campus: zOptionalText(2, TEXT_MAX),
  // Requirements
  titulaciones: z
    .array(z.object({ id: zId, requerida: z.boolean({ error: 'malformed' }) }), { error: requiredOr('malformed') })
    .min(1, 'atLeastOne')
    .max(OFFER_LIST_MAX, 'maxLength'),
  idiomas: zOptional(z.array(z.object({ idIdioma: zId, idNivel: zId }), { error: 'malformed' }).max(10, 'maxLength')),
  experienciaMeses: zOptional(zDecimal.pipe(z.number().int('integer').min(0, 'range').max(600, 'range'))),
  experienciaRequerida: zFlag,
  carnetConducir: zOptionalText(1, 10),
  vehiculoPropio: zFlag,
  disponibilidadViajar: zFlag,
  disponibilidadCambioResidencia: zFlag,
  trabajandoActualmente: zFlag,
  creditosMinimos: zOptional(zDecimal.pipe(z.number().min(0, 'range').max(100, 'range'))),
  anioMaximoTitulacion: zOptional(zDecimal.pipe(z.number().int('integer').min(1950, 'range').max(2100, 'range'))),
  programasInformaticos: zIds,
  documentosRequeridos: zIds,
  paisesNacionalidad: zIds,
  paisesResidencia: zIds,
  provinciasResidencia: zIds,
  competencias: zIds,
  intereses: zIds,
  // The company's tutor and publication
  tutorNombre: zOptionalText(1, TEXT_MAX),
  tutorApellidos: zOptionalText(1, TEXT_MAX),
  tutorEmail: zOptional(zEmail),
  tutorTelefono: zOptionalPhone,
  tutorCargo: zOptionalText(2, TEXT_MAX),
  tutorTitulacion: zOptionalText(2, TEXT_MAX),
  tutorDepartamento: zOptionalText(2, TEXT_MAX),
  tutorDni: zOptional(zDniNie),
  candidatoPreferido: zOptionalText(3, TEXT_MAX),
  empresaDestino: zOptionalText(3, TEXT_MAX),
  ocultarDatosEmpresa: zFlag,
  enlaceInscripcion: zOptional(zUrl.pipe(z.string().max(URL_MAX, 'maxLength'))),
  numeroPedido: zOptionalText(1, ORDER_NUMBER_MAX),
  observaciones: zLongText(),
  /** Internship offers need the company's IBAN (72); given here, it is saved in the company's data. */
  iban: zOptional(zIban),
});

function checkOrder(form: { fechaInicio?: string | undefined; fechaFin?: string | undefined; salario?: number | undefined; salarioMaximo?: number | undefined }, ctx: z.RefinementCtx) {
  if (form.fechaInicio !== undefined && form.fechaFin !== undefined && form.fechaInicio > form.fechaFin) {
    ctx.addIssue({ code: 'custom', message: 'dateOrder', path: ['fechaFin'], input: form.fechaFin });
  }
  if (form.salario !== undefined && form.salarioMaximo !== undefined && form.salarioMaximo < form.salario) {
    ctx.addIssue({ code: 'custom', message: 'range', path: ['salarioMaximo'], input: form.salarioMaximo });
  }
}

/** addOferta: a new offer, or with `idOferta` the edit of one still pending validation. */
export const offerFormBody = offerFormFields.extend({ idOferta: zOptionalId }).superRefine(checkOrder);
export type OfferFormInput = z.input<typeof offerFormBody>;
export type OfferForm = z.output<typeof offerFormBody>;

/**
 * guardarBorradorOferta: the form as far as it is filled. Every field keeps its own rule (a draft never holds what
 * the offer could not), but only the profile and the title are needed: the title names the draft in the list.
 * The complete checks (the brand's required fields, a degree, the IBAN) wait until the draft is sent (addOferta).
 */
export const offerDraftBody = offerFormFields
  .partial()
  .extend({
    idPerfil: offerFormFields.shape.idPerfil,
    titulo: offerFormFields.shape.titulo,
    titulaciones: zOptional(z.array(z.object({ id: zId, requerida: z.boolean({ error: 'malformed' }) }), { error: 'malformed' }).max(OFFER_LIST_MAX, 'maxLength')),
    idOferta: zOptionalId,
    paso: zOptional(z.number({ error: 'malformed' }).int('integer').min(0, 'range').max(OFFER_FORM_STEPS - 1, 'range')),
  })
  .superRefine(checkOrder);
export type OfferDraftInput = z.input<typeof offerDraftBody>;
export type OfferDraft = z.output<typeof offerDraftBody>;

/** The form's fields that each brand rule of `fields.oferta` governs. */
export const OFFER_FIELD_RULE_FIELDS = {
  titulo: ['titulo'],
  plazas: ['plazas'],
  descripcion: ['descripcion'],
  tareas: ['tareas'],
  horario: ['horario'],
  contrato: ['idContrato'],
  salario: ['salario', 'salarioMaximo'],
  sector: ['idSector'],
  provincia: ['idProvincia'],
  localidad: ['localidad'],
  campus: ['campus'],
  isla: ['idIsla'],
  programa: ['idPrograma'],
  tutorEmpresa: ['tutorNombre', 'tutorApellidos', 'tutorEmail', 'tutorTelefono'],
  ocultarDatosEmpresa: ['ocultarDatosEmpresa'],
  numeroPedido: ['numeroPedido'],
  candidatoPreferido: ['candidatoPreferido'],
  empresaDestino: ['empresaDestino'],
} as const satisfies Record<string, readonly (keyof z.input<typeof offerFormFields>)[]>;
export type OfferFieldRuleKey = keyof typeof OFFER_FIELD_RULE_FIELDS;

/** Rules that apply to one profile only: a job has no programme nor grant, an internship no contract nor salary. */
export const OFFER_RULES_OF_PROFILE: Record<1 | 2, readonly OfferFieldRuleKey[]> = {
  1: ['titulo', 'plazas', 'descripcion', 'tareas', 'horario', 'contrato', 'salario', 'sector', 'provincia', 'localidad', 'isla', 'tutorEmpresa', 'ocultarDatosEmpresa', 'numeroPedido', 'candidatoPreferido', 'empresaDestino'],
  2: ['titulo', 'plazas', 'descripcion', 'tareas', 'horario', 'sector', 'provincia', 'localidad', 'campus', 'isla', 'programa', 'tutorEmpresa', 'ocultarDatosEmpresa', 'numeroPedido', 'candidatoPreferido', 'empresaDestino'],
};

const offerFormValues = z.object({
  ...Object.fromEntries(Object.keys(offerFormFields.shape).map((key) => [key, z.unknown().optional()])),
}) as unknown as z.ZodType<Partial<Omit<OfferForm, 'idOferta'>>>;

/** The offer a copy was made from, so a copy is never mistaken for its original. */
const copyOf = z.object({ idOferta: z.number(), referencia: z.string() }).nullable().describe('The offer this one was copied from (its original may since be deleted: null)');

export const editableOffer = z.object({
  idOferta: z.number(),
  urlAcceso: z.string(),
  referencia: z.string(),
  estado: z.enum(COMPANY_OFFER_STATES),
  /** The step a draft was left on (0-3); null once sent. */
  paso: z.number().nullable(),
  copiaDe: copyOf,
  /** False once published, closed, rejected or expired (the answer's status is then 512) or managed. */
  editable: z.boolean(),
  gestionada: z.boolean().describe('A staff member manages it: never editable by the company (25)'),
  observaciones: z.string().nullable().describe("The service's remarks when it sent the offer back or rejected it"),
  ibanEmpresa: z.boolean().describe('The company has an IBAN (internship offers need one, 72)'),
  oferta: offerFormValues.describe('The stored values, with the names and shapes of addOferta'),
});
export type EditableOffer = z.infer<typeof editableOffer>;

export const companyOfferItem = z.object({
  idOferta: z.number(),
  urlAcceso: z.string(),
  referencia: z.string(),
  titulo: z.string(),
  idPerfil: z.union([z.literal(1), z.literal(2)]),
  estado: z.enum(COMPANY_OFFER_STATES),
  observaciones: z.string().nullable(),
  copiaDe: copyOf,
  fechaCreacion: z.string().describe('dd/mm/yyyy: when it was sent to the service (a draft: when last saved)'),
  fechaPublicacion: z.string().nullable().describe('dd/mm/yyyy'),
  fechaCaducidad: z.string().nullable().describe('dd/mm/yyyy'),
  caducaPronto: z.boolean(),
  plazas: z.number(),
  numCandidatos: z.number(),
  numCandidatosNoLeidos: z.number(),
  editable: z.boolean(),
  gestionada: z.boolean(),
  cerrable: z.boolean().describe('cerrarOferta would accept it (published, expired or not)'),
  borrable: z.boolean().describe('deleteOferta would accept it (no candidacies, not managed, the brand allows it)'),
});
export type CompanyOfferItem = z.infer<typeof companyOfferItem>;

const zListFlag = zOptional(
  z.preprocess((value) => (value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value), z.boolean({ error: 'malformed' })),
);

/** The offer filters of spec 1 §2 that apply to a company's own offers. */
export const companyOffersQuery = z.object({
  /** Also closed, rejected and expired offers; without it only the live ones (drafts, pending, sent back, published). */
  historial: zListFlag,
  /** Only offers with candidates the company has not opened yet. */
  soloNoLeidos: zListFlag,
  caducanPronto: zListFlag,
  /** Words of the title or the reference; case and accents ignored. */
  texto: zOptionalText(1, TEXT_MAX),
  perfil: zOptional(z.enum(['1', '2'], { error: 'malformed' }).transform((v) => Number(v) as 1 | 2)),
});
export type CompanyOffersQuery = z.input<typeof companyOffersQuery>;

const offerUrlBody = z.object({ urlOferta: zOfferUrl });

export const closeOfferBody = z
  .object({
    urlOferta: zOfferUrl,
    /** Was the person hired a candidate the service proposed? */
    candidatoPropuestoPorServicio: z.boolean({ error: requiredOr('malformed') }),
    nombreContratado: zOptionalText(3, TEXT_MAX),
    fechaInicioContrato: zDay,
    idTipoContrato: zOptionalId,
  })
  .superRefine((body, ctx) => {
    // The hire's data is asked only when the service's candidate was chosen (spec 1 §4 "Offer").
    if (!body.candidatoPropuestoPorServicio) return;
    for (const field of ['nombreContratado', 'fechaInicioContrato', 'idTipoContrato'] as const) {
      if (body[field] === undefined) ctx.addIssue({ code: 'custom', message: 'required', path: [field], input: undefined });
    }
  });
export type CloseOfferInput = z.input<typeof closeOfferBody>;
export type CloseOffer = z.output<typeof closeOfferBody>;

const offerIdParams = z.object({ id: zId });
/** A copy is always a draft (`borrador`) until the company sends it. */
const copyAnswer = z.object({ urlAcceso: z.string(), idOferta: z.number(), idPerfil: z.union([z.literal(1), z.literal(2)]) });

const EMPRESA = ['Empresa'] as const;

export const companyOfferCalls = {
  list: defineCall({
    name: 'dameProcesosEmpleoYpracticas',
    method: 'GET',
    path: '/api/Empresa/dameProcesosEmpleoYpracticas',
    roles: EMPRESA,
    summary: "The company's offers of both profiles with their state and candidate counts, newest first",
    query: companyOffersQuery,
    datos: z.object({ procesos: z.array(companyOfferItem), numTotal: z.number() }),
  }),
  editable: defineCall({
    name: 'dameOfertaEditable',
    method: 'GET',
    path: '/api/Empresa/dameOfertaEditable/:id',
    roles: EMPRESA,
    summary: 'One of my offers as the form edits it; 512 (with the data, editable false) once not pending or expired, 25 when managed, 4 not mine',
    params: offerIdParams,
    datos: editableOffer,
  }),
  save: defineCall({
    name: 'addOferta',
    method: 'POST',
    path: '/api/Empresa/addOferta',
    roles: EMPRESA,
    changeLog: 'logged',
    summary:
      'Creates an offer pending validation (506), sends a draft with idOferta (506, the service is told), or edits a pending one (514): 68 not editable, 25 managed, 72 internship without IBAN, 15 field errors',
    body: offerFormBody,
    datos: z.object({ idOferta: z.number(), urlAcceso: z.string(), estado: z.enum(COMPANY_OFFER_STATES) }),
  }),
  saveDraft: defineCall({
    name: 'guardarBorradorOferta',
    method: 'POST',
    path: '/api/Empresa/guardarBorradorOferta',
    roles: EMPRESA,
    changeLog: { exempt: 'offerDraft' },
    summary: 'Keeps the offer form as a draft with the step it is on (new, or with idOferta one of my drafts): nobody is told; 68 for an offer already sent, 15 field errors',
    body: offerDraftBody,
    datos: z.object({ idOferta: z.number(), urlAcceso: z.string(), estado: z.enum(COMPANY_OFFER_STATES), paso: z.number() }),
  }),
  copy: defineCall({
    name: 'copiarOferta',
    method: 'POST',
    path: '/api/Empresa/copiarOferta',
    roles: EMPRESA,
    changeLog: 'logged',
    summary: 'Copies one of my offers as a new draft marked as a copy, same profile (48 when the brand does not allow it); nobody is told until it is sent',
    body: offerUrlBody,
    datos: copyAnswer,
  }),
  copyOpposite: defineCall({
    name: 'copiarOfertaPerfilContrario',
    method: 'POST',
    path: '/api/Empresa/copiarOfertaPerfilContrario',
    roles: EMPRESA,
    changeLog: 'logged',
    summary: 'Copies one of my offers with the other profile (job <-> internship) as a draft marked as a copy; 72 for an internship without IBAN',
    body: offerUrlBody,
    datos: copyAnswer,
  }),
  close: defineCall({
    name: 'cerrarOferta',
    method: 'POST',
    path: '/api/Empresa/cerrarOferta',
    roles: EMPRESA,
    changeLog: 'logged',
    summary: 'Closes a published offer (513): hidden, no new candidacies, open candidacies closed; records who was hired',
    body: closeOfferBody,
    datos: z.object({ urlAcceso: z.string(), estado: z.enum(COMPANY_OFFER_STATES) }),
  }),
  remove: defineCall({
    name: 'deleteOferta',
    method: 'POST',
    path: '/api/Empresa/deleteOferta',
    roles: EMPRESA,
    changeLog: 'logged',
    summary: 'Deletes an offer without candidacies, or discards a draft (519); 48 with candidacies or when the brand does not allow it (drafts aside), 25 when managed',
    body: offerUrlBody,
    datos: z.object({ urlAcceso: z.string() }),
  }),
  asCandidate: defineCall({
    name: 'dameDatosProcesoComoAlumno',
    method: 'GET',
    path: '/api/Empresa/dameDatosProcesoComoAlumno/:id',
    roles: EMPRESA,
    summary: 'One of my offers as a candidate would see it, whatever its state (4 when not mine)',
    params: offerIdParams,
    datos: offerDetail,
  }),
} as const;
