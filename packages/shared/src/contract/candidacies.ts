import { z } from 'zod';
import { ID_MAX } from '../validation/limits.ts';
import { defineCall } from './define-call.ts';
import { offerUrlParams, requiredDocument, zOfferType, zOfferUrl } from './offers.ts';
import { LANGUAGES } from '../i18n/language.ts';
import { zDecimal, zOptional } from '../validation/schemas.ts';

/**
 * A candidate's candidacies (spec 2 §7.3, §4): enrolling and withdrawing, the lists and detail, the
 * pre-enrolment answer (state 16), and the checks the web makes before enrolling.
 *
 * Refusals of inscribirse, in the order the server checks them: 4 not found, 6/7 wrong type (when `tipo` is
 * sent), 111 expired, 10 already a candidate, 32 deletion requested, 55 no CV, 57 no study, 20/21 no job or
 * internship service, 54 active search off, 91 programme adhesion missing, 34 work permit, 17 internship overlap,
 * 18/19 level, 13/47 degree, 52 credits, 11 documentation (`datos.documentacionNecesaria`), 80 other requirements
 * (`mensaje` and `datos.requisitosNoCumplidos`), then for internships 518 the data an internship needs
 * (`datos.faltan`, as faltaDatosNecesariosPorPractica).
 */

export const enrolBody = z.object({
  urlOferta: zOfferUrl,
  /** The candidate enrols on the company's own site (the offer's enrolment link); the portal records it. */
  inscripcionExterna: zOptional(z.boolean({ error: 'malformed' })),
  /** The list the candidate enrols from: 6/7 when the offer is of the other type. */
  tipo: zOptional(zOfferType),
});
export const enrolDatos = z.object({
  urlOferta: z.string(),
  idEstado: z.number(),
  urlExterna: z.string().optional().describe('External enrolments: where to continue'),
});

export const unmetRequirement = z.object({ clave: z.string(), descripcion: z.string() });
/** datos of a code-80 refusal. */
export const unmetRequirementsDatos = z.object({ requisitosNoCumplidos: z.array(unmetRequirement) });
/** datos of a code-11 refusal. */
export const missingDocumentationDatos = z.object({ documentacionNecesaria: z.array(requiredDocument) });

export const offerUrlBody = z.object({ urlOferta: zOfferUrl });
export const rejectPreEnrolmentBody = z.object({
  urlOferta: zOfferUrl,
  idMotivo: zDecimal.pipe(z.number().int('integer').positive('range').max(ID_MAX, 'range')),
});

const dateText = z.string().describe('dd/mm/yyyy');

export const candidacyItem = z.object({
  urlAcceso: z.string(),
  titulo: z.string(),
  empresa: z.string().nullable(),
  idPerfil: z.union([z.literal(1), z.literal(2)]),
  idEstado: z.number(),
  estado: z.string(),
  motivo: z.string().nullable().describe('Why the state changed (the rejection reason), worded for the candidate, in the language of the request'),
  textoMotivo: z.string().nullable().describe("The company's own words, when its reason asked for them"),
  fecha: dateText.describe('When I enrolled'),
  fechaActualizacion: dateText,
  externa: z.boolean(),
  ofertaAbierta: z.boolean().describe('The offer is still published and unexpired'),
  preinscripcion: z.boolean().describe('State 16: waiting for my accept or reject'),
  puedeDesinscribirse: z.boolean().describe('desinscribirse would accept it: the company has not processed it yet'),
});
export type CandidacyItem = z.infer<typeof candidacyItem>;

export const candidacyDetail = candidacyItem.extend({
  historial: z.array(
    z.object({
      idEstadoAnterior: z.number().nullable(),
      idEstado: z.number(),
      estado: z.string(),
      motivo: z.string().nullable(),
      textoMotivo: z.string().nullable(),
      fecha: dateText,
    }),
  ),
});

export const rejectionReason = z.object({
  idMotivo: z.number(),
  idEstado: z.number(),
  idPerfil: z.number().nullable(),
  descripcion: z.string(),
  paraAlumnos: z.boolean().describe("Written for students turning down a pre-enrolment (first person), not a company's or the service's reason"),
});
/** `?perfil=empleo|practicas|1|2` keeps the reasons a student may give for that offer type (state 17, written for students, that profile or none). */
export const rejectionReasonsQuery = z.object({ perfil: zOptional(zOfferType) });

export const creditsWarningDatos = z.object({
  aviso: z.boolean().describe('My credits are below what the offer needs: the web warns before enrolling'),
  porcentajeMinimo: z.number().nullable(),
  porcentajeActual: z.number().nullable(),
});

/** `?oferta=<urlAcceso>` checks against that internship offer (e.g. the IBAN when it pays a grant). */
export const practiceDataQuery = z.object({ oferta: zOptional(zOfferUrl) });
export const PRACTICE_DATA_FIELDS = ['documento', 'fechaNacimiento', 'numeroSeguridadSocial', 'iban'] as const;
export type PracticeDataField = (typeof PRACTICE_DATA_FIELDS)[number];
/** datos of faltaDatosNecesariosPorPractica, and of a 518 refusal of an internship enrolment or proposal. */
export const practiceDataDatos = z.object({ faltan: z.array(z.enum(PRACTICE_DATA_FIELDS)) });

/**
 * The CV sections a blocker of an enrolment is fixed in; the web's CV page names its sections `cv-<section>`.
 */
export const CV_SECTIONS = [
  'busqueda-activa',
  'datos-personales',
  'estudios',
  'experiencia',
  'idiomas',
  'perfil-profesional',
  'permiso-trabajo',
  'competencias',
  'intereses',
  'documentos',
] as const;
export type CvSection = (typeof CV_SECTIONS)[number];

/** One line of the checklist an offer page shows before enrolling: a requirement or a rule of inscribirse. */
export const enrolmentCheck = z.object({
  clave: z.string().describe('The requirement kind (as requisitosNoCumplidos) or the refusal code of a rule, as text'),
  descripcion: z.string(),
  cumple: z.boolean(),
  seccion: z.enum(CV_SECTIONS).nullable().describe('Where in the CV an unmet line is fixed; null when the CV cannot fix it'),
  codigo: z.number().nullable().describe('The refusal inscribirse would answer for this line (null for a met requirement)'),
});
export type EnrolmentCheck = z.infer<typeof enrolmentCheck>;
export const enrolmentChecklistDatos = z.object({
  puedeInscribirse: z.boolean().describe('inscribirse would accept me now'),
  requisitos: z.array(enrolmentCheck),
});

/** A pre-enrolment waiting for my answer, as the home lists it. */
export const pendingPreEnrolment = z.object({ urlOferta: z.string(), titulo: z.string(), empresa: z.string().nullable(), idPerfil: z.union([z.literal(1), z.literal(2)]) });
/** A deletion request waiting out its grace period, which the candidate may still withdraw (anularBajaServicio). */
export const pendingDeletion = z.object({
  solicitada: z.string().describe('ISO 8601: when I asked'),
  supresion: z.string().describe('ISO 8601: when my personal data will be erased'),
});
export type PendingDeletion = z.infer<typeof pendingDeletion>;
export const pendingActionsDatos = z.object({
  preinscripciones: z.array(pendingPreEnrolment),
  datosPersonalesPendientes: z.array(z.string()).describe('Required personal-data fields of my CV left empty (as faltanDatosPersonalesObligatorios)'),
  documentosOfertas: z
    .array(z.object({ urlOferta: z.string(), titulo: z.string(), documentos: z.array(z.string()).describe('Names of the required document types not given') }))
    .describe('Offers I am in the running for (not pre-enrolments) whose required documents I have not all given'),
  documentosPracticas: z
    .array(z.object({ idPractica: z.number(), empresa: z.string().nullable() }))
    .describe('Pending internships still waiting for my internship form'),
  total: z.number().describe('How many things wait for me: each pre-enrolment, the personal data as one, each offer or internship waiting for documents'),
  baja: pendingDeletion
    .nullable()
    .describe('My pending deletion request, which I may still withdraw (anularBajaServicio); not counted in total: a date, not a task'),
});

const candidacyList = (name: string, label: string) =>
  defineCall({
    name,
    method: 'GET',
    path: `/api/Alumno/${name}`,
    roles: ['Alumno'],
    summary: `My ${label} candidacies, latest change first`,
    datos: z.array(candidacyItem),
  });

export const candidacyCalls = {
  enrol: defineCall({
    name: 'inscribirse',
    method: 'POST',
    path: '/api/Alumno/inscribirse',
    roles: ['Alumno'],
    changeLog: { exempt: 'ownCandidacy' },
    summary: 'Enrols in an offer: notice 502 (the company receives the CV), or status 0 with datos.urlExterna for an external enrolment',
    body: enrolBody,
    datos: enrolDatos,
  }),
  unenrol: defineCall({
    name: 'desinscribirse',
    method: 'POST',
    path: '/api/Alumno/desinscribirse',
    roles: ['Alumno'],
    changeLog: { exempt: 'ownCandidacy' },
    summary: 'Withdraws my candidacy: notice 501; 31 when none, 30 once the company has processed it',
    body: offerUrlBody,
    datos: z.object({ urlOferta: z.string(), idEstado: z.number() }),
  }),
  jobCandidacies: candidacyList('dameCandidaturasEmpleoUsuario', 'job'),
  internshipCandidacies: candidacyList('dameCandidaturasPracticasUsuario', 'internship'),
  detail: defineCall({
    name: 'dameCandidatura',
    method: 'GET',
    path: '/api/Alumno/dameCandidatura/:oferta',
    roles: ['Alumno'],
    summary: 'My candidacy in an offer, with its history (31 when none)',
    params: offerUrlParams,
    datos: candidacyDetail,
  }),
  acceptPreEnrolment: defineCall({
    name: 'aceptarPreinscripcion',
    method: 'POST',
    path: '/api/Alumno/aceptarPreinscripcion',
    roles: ['Alumno'],
    changeLog: { exempt: 'ownCandidacy' },
    summary: "Accepts a pre-enrolment (state 16): it becomes an ordinary candidacy ('inscrita'), notice 521",
    body: offerUrlBody,
    datos: z.object({ urlOferta: z.string(), idEstado: z.number() }),
  }),
  rejectPreEnrolment: defineCall({
    name: 'rechazarPreinscripcion',
    method: 'POST',
    path: '/api/Alumno/rechazarPreinscripcion',
    roles: ['Alumno'],
    changeLog: { exempt: 'ownCandidacy' },
    summary: 'Rejects a pre-enrolment with a reason (state 17), notice 521; 14 when not in state 16, 15/48 for a reason not offered',
    body: rejectPreEnrolmentBody,
    datos: z.object({ urlOferta: z.string(), idEstado: z.number() }),
  }),
  rejectionReasons: defineCall({
    name: 'tipoMotivoCambioEstadoCandidatura',
    method: 'GET',
    path: '/api/Dominios/tipoMotivoCambioEstadoCandidatura/:idioma',
    roles: 'public',
    summary: 'Reasons for changing a candidacy state, with their idEstado and idPerfil',
    params: z.object({ idioma: z.enum(LANGUAGES, { error: 'malformed' }) }),
    query: rejectionReasonsQuery,
    datos: z.array(rejectionReason),
  }),
  enrolmentChecklist: defineCall({
    name: 'dameRequisitosInscripcion',
    method: 'GET',
    path: '/api/Alumno/dameRequisitosInscripcion/:oferta',
    roles: ['Alumno'],
    summary: "The offer's requirements and the rules of inscribirse checked against my CV, every blocker at once (4 when the offer is not open)",
    params: offerUrlParams,
    datos: enrolmentChecklistDatos,
  }),
  pendingActions: defineCall({
    name: 'dameAccionesPendientes',
    method: 'GET',
    path: '/api/Alumno/dameAccionesPendientes',
    roles: ['Alumno'],
    summary: 'What waits for me: pre-enrolments to answer and required CV data left empty',
    datos: pendingActionsDatos,
  }),
  creditsWarning: defineCall({
    name: 'sacaAvisoDeMinimoDeCreditosParaInscribirse',
    method: 'GET',
    path: '/api/Alumno/sacaAvisoDeMinimoDeCreditosParaInscribirse/:oferta',
    roles: ['Alumno'],
    summary: 'Whether to warn that my passed credits are below what the offer needs (4 when the offer is not visible)',
    params: offerUrlParams,
    datos: creditsWarningDatos,
  }),
  practiceDataMissing: defineCall({
    name: 'faltaDatosNecesariosPorPractica',
    method: 'GET',
    path: '/api/Alumno/faltaDatosNecesariosPorPractica',
    roles: ['Alumno'],
    summary: 'CV fields an internship needs that I have not filled in',
    query: practiceDataQuery,
    datos: practiceDataDatos,
  }),
  personalDataMissing: defineCall({
    name: 'faltanDatosPersonalesObligatorios',
    method: 'GET',
    path: '/api/Alumno/faltanDatosPersonalesObligatorios',
    roles: ['Alumno'],
    summary: "Personal-data fields the brand requires that I have not filled in, and whether the IBAN is required",
    datos: z.object({ faltan: z.array(z.string()), requiereIban: z.boolean() }),
  }),
} as const;
