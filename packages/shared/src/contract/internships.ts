import { z } from 'zod';
import { ID_MAX } from '../validation/limits.ts';
import { defineCall } from './define-call.ts';
import {
  zCif,
  zConditionsAccepted,
  zDecimal,
  zDedication,
  zEmail,
  zMonths,
  zOptional,
  zOptionalEmail,
  zOptionalPhone,
  zOptionalText,
  zRequiredText,
  zUploadedFile,
  zUploadedPdf,
} from '../validation/schemas.ts';

const zId = z.coerce.number({ error: 'number' }).int('integer').positive('range').max(ID_MAX, 'range');
/** Calendar dates travel as YYYY-MM-DD. */
const zIsoDate = z.iso.date({ error: 'date' });

export const INTERNSHIP_STATES = ['pendiente', 'activa', 'finalizada', 'renunciada', 'cancelada'] as const;
/** What each stored document is: a student form, the renunciation set, the CF follow-up document, any other document. */
export const INTERNSHIP_DOCUMENT_KINDS = ['formulario', 'renuncia', 'seguimiento', 'documento'] as const;

export const internshipTutor = z.object({
  nombre: z.string(),
  apellidos: z.string(),
  email: z.string(),
  telefono: z.string().nullable(),
  cargo: z.string().nullable(),
});

export const internshipDocument = z.object({
  id: z.number(),
  tipo: z.enum(INTERNSHIP_DOCUMENT_KINDS),
  idTipoDocumento: z.number().nullable(),
  tipoDocumento: z.string().nullable(),
  nombre: z.string(),
  fecha: z.string().describe('ISO 8601'),
  urlFichero: z.string().describe('The download call of the document (dameDocumentoPractica)'),
  borrable: z.boolean().describe('The candidate uploaded it and the internship still lets them take it away (delDocumentoPractica)'),
});

const namedItem = z.object({ id: z.number(), nombre: z.string() });

/** One internship of the candidate (spec 1 §3 "Internship form fields", plus company, dates, state and documents). */
export const candidateInternship = z.object({
  idPractica: z.number(),
  estado: z.enum(INTERNSHIP_STATES),
  empresa: namedItem.nullable(),
  fechaInicio: z.string(),
  fechaFin: z.string(),
  horasDia: z.number().nullable(),
  horasSemana: z.number().nullable(),
  curso: z.string().nullable(),
  titulacion: namedItem.nullable(),
  programa: namedItem.nullable(),
  puestoTrabajo: z.string().nullable(),
  departamento: z.string().nullable(),
  tareasAdesarrollar: z.string().nullable(),
  esCurricular: z.boolean(),
  esCicloFormativo: z.boolean().describe('Vocational (CF) internship: it has the follow-up document'),
  tutorEmpresa: internshipTutor.nullable(),
  tutorAcademico: internshipTutor.nullable(),
  documentos: z.array(internshipDocument),
  /**
   * The candidate's latest renunciation of it and where it stands with the service (a portal addition): pending
   * until the service reads it, refused with the reason (the internship goes on), accepted (the internship is
   * renounced). Null when they never sent one.
   */
  renuncia: z
    .object({
      estado: z.enum(['pendiente', 'aceptada', 'rechazada']),
      fecha: z.string().describe('ISO 8601 instant it was sent'),
      motivo: z.string().nullable().describe("The service's reason, for a refused one"),
    })
    .nullable(),
});
export type CandidateInternship = z.infer<typeof candidateInternship>;

export const internshipFileBody = z.object({ idPractica: zId, fichero: zUploadedPdf });
export const internshipDocumentBody = z.object({ idPractica: zId, idTipoDocumento: zId, fichero: zUploadedFile });
/** The client drops the file field when no file was chosen: the server then answers 15 for `fichero`. */
export const followUpDocumentBody = z.object({ idPractica: zId, fichero: zUploadedPdf });
const attachedDatos = z.object({ idDocumento: z.number() });

export const currentDegree = z.object({
  idEstudio: z.number(),
  idTitulacion: z.number(),
  titulacion: z.string(),
  nivel: z.string(),
  curso: z.number().nullable(),
  creditosSuperados: z.number().nullable(),
  creditosTotales: z.number().nullable(),
});

const zHours = (max: number) => zDecimal.pipe(z.number().gt(0, 'range').max(max, 'range'));

/** The school year of the studies the internship belongs to (first to sixth). */
const zCourse = z.coerce.number({ error: 'number' }).int('integer').min(1, 'range').max(6, 'range');

const academicTutor = z.object({ nombre: zOptionalText(), email: zOptionalEmail }).optional();
const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The university's tutor of the internship, when the candidate already knows who it will be (all blank: none). */
export const proposalAcademicTutor = z.preprocess<unknown, typeof academicTutor, z.input<typeof academicTutor>>(
  (value) => (value !== null && typeof value === 'object' && Object.values(value).every(isBlank) ? undefined : value),
  academicTutor,
);

export const proposalTutor = z.object({
  nombre: zRequiredText(),
  apellidos: zRequiredText(),
  email: zEmail,
  telefono: zOptionalPhone,
  cargo: zOptionalText(),
});

/**
 * The candidate's internship proposal (/propuesta-practicas). `periodoNoLectivo` marks an internship held
 * entirely outside the teaching period, where one university allows longer days. `dedicacion` and
 * `duracionMeses` are asked for by programmes with a dedication rule (code 58). `nombreEmpresa` is needed only
 * when the CIF is not a company of the portal.
 */
export const proposalBody = z
  .object({
    cif: zCif,
    nombreEmpresa: zOptionalText(),
    emailContacto: zEmail,
    idTitulacion: zOptional(zId),
    idPrograma: zOptional(zId),
    fechaInicio: zIsoDate,
    fechaFin: zIsoDate,
    puestoTrabajo: zOptionalText(2, 150),
    departamento: zOptionalText(2, 150),
    curso: zOptional(zCourse),
    horasDia: zOptional(zHours(24)),
    horasSemana: zHours(24 * 7),
    periodoNoLectivo: z.boolean({ error: 'malformed' }).default(false),
    dedicacion: zOptional(zDedication),
    duracionMeses: zOptional(zMonths),
    // Required or hidden by the brand's internship field rules (`fields.practica`): see proposal-field-rules.ts.
    tareas: zOptionalText(3, 5000),
    tutor: proposalTutor,
    tutorAcademico: proposalAcademicTutor,
    aceptaCondiciones: zConditionsAccepted,
  })
  .superRefine((proposal, ctx) => {
    if (typeof proposal.fechaInicio === 'string' && typeof proposal.fechaFin === 'string' && proposal.fechaInicio >= proposal.fechaFin) {
      ctx.addIssue({ code: 'custom', message: 'dateOrder', path: ['fechaFin'], input: proposal.fechaFin });
    }
  });
export type ProposalBody = z.output<typeof proposalBody>;

export const internshipCalls = {
  myInternships: defineCall({
    name: 'damePracticasAlumno',
    method: 'GET',
    path: '/api/Alumno/damePracticasAlumno',
    roles: ['Alumno'],
    summary: "The candidate's internships with company, dates, state, hours, tutors and documents",
    datos: z.array(candidateInternship),
  }),
  addForm: defineCall({
    name: 'addFicheroPractica',
    method: 'POST',
    path: '/api/Alumno/addFicheroPractica',
    roles: ['Alumno'],
    changeLog: { exempt: 'ownInternshipPapers' },
    summary: 'Attaches one filled-in internship form (PDF only, 46 otherwise; 45 when the internship is not yours): notice 516',
    body: internshipFileBody,
    datos: attachedDatos,
  }),
  addRenunciation: defineCall({
    name: 'addFicheroRenunciaSet',
    method: 'POST',
    path: '/api/Alumno/addFicheroRenunciaSet',
    roles: ['Alumno'],
    changeLog: { exempt: 'ownInternshipPapers' },
    summary: 'Attaches one file of the renunciation set of a pending or active internship (PDF only): notice 516',
    body: internshipFileBody,
    datos: attachedDatos,
  }),
  addDocument: defineCall({
    name: 'addDocumentoPractica',
    method: 'POST',
    path: '/api/Alumno/addDocumentoPractica',
    roles: ['Alumno'],
    changeLog: { exempt: 'ownInternshipPapers' },
    summary: 'Attaches a document of a given type to an internship (the general upload types): notice 516',
    body: internshipDocumentBody,
    datos: attachedDatos,
  }),
  editFollowUp: defineCall({
    name: 'editDocumentoSeguimientoCF',
    method: 'POST',
    path: '/api/Alumno/editDocumentoSeguimientoCF',
    roles: ['Alumno'],
    changeLog: { exempt: 'ownInternshipPapers' },
    summary: 'Replaces the follow-up document of a vocational (CF) internship (PDF only; 48 when not CF): notice 516',
    body: followUpDocumentBody,
    datos: attachedDatos,
  }),
  document: defineCall({
    name: 'dameDocumentoPractica',
    method: 'GET',
    path: '/api/Alumno/dameDocumentoPractica/:id',
    roles: ['Alumno'],
    summary: "Downloads a document of one of the candidate's internships (not an envelope: the file itself; 45 when not theirs)",
    params: z.object({ id: zId }),
    datos: z.unknown().describe('The file bytes, with its content type'),
  }),
  deleteDocument: defineCall({
    name: 'delDocumentoPractica',
    method: 'POST',
    path: '/api/Alumno/delDocumentoPractica',
    roles: ['Alumno'],
    changeLog: { exempt: 'ownInternshipPapers' },
    summary:
      'Deletes a document the candidate uploaded to a pending or active internship, with its file (45 when not theirs; 48 when uploaded by someone else or the internship has ended)',
    body: z.object({ id: zId }),
    datos: attachedDatos,
  }),
  proposalsAvailable: defineCall({
    name: 'numeroSolicitudPracticasEducacionDisponibles',
    method: 'GET',
    path: '/api/Alumno/numeroSolicitudPracticasEducacionDisponibles',
    roles: ['Alumno'],
    summary: 'How many internship proposals the candidate may still send this academic year',
    datos: z.object({ disponibles: z.number(), limite: z.number() }),
  }),
  currentDegrees: defineCall({
    name: 'dameTitulacionesActuales',
    method: 'GET',
    path: '/api/Alumno/dameTitulacionesActuales',
    roles: ['Alumno'],
    summary: 'University degrees the candidate is studying now (not finished, not withdrawn)',
    datos: z.array(currentDegree),
  }),
  checkCif: defineCall({
    name: 'compruebaCIF',
    method: 'POST',
    path: '/api/Alumno/compruebaCIF',
    roles: ['Alumno'],
    changeLog: { exempt: 'check' },
    summary: 'Whether a company with this CIF is registered (33 malformed CIF; 48 when proposals are off)',
    body: z.object({ cif: zCif }),
    datos: z.object({ existe: z.boolean(), nombre: z.string().optional() }),
  }),
  checkContactEmail: defineCall({
    name: 'compruebaEmailContactoEmpresa',
    method: 'POST',
    path: '/api/Alumno/compruebaEmailContactoEmpresa',
    roles: ['Alumno'],
    changeLog: { exempt: 'check' },
    summary: "Whether the e-mail is a contact of that company (44 when it is another company's contact)",
    body: z.object({ cif: zCif, email: zEmail }),
    datos: z.object({ existe: z.boolean() }),
  }),
  propose: defineCall({
    name: 'solicitudPractica',
    method: 'POST',
    path: '/api/Alumno/solicitudPractica',
    roles: ['Alumno'],
    changeLog: 'logged',
    summary: 'Registers an internship proposal (27 dates, 44 e-mail, 58 programme rule, 15 hour limits or conditions): notice 511',
    body: proposalBody,
    datos: z.object({ idSolicitud: z.number() }),
  }),
} as const;
