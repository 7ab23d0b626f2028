import { z } from 'zod';
import { ID_MAX } from '../validation/limits.ts';
import { defineCall } from './define-call.ts';
import { BRAND_LEVELS } from '../constants/business.ts';
import { PROFILE_PHOTO_EXTENSIONS, POSTAL_ADDRESS_MAX } from '../validation/limits.ts';
import {
  isLinkedinProfileUrl,
  normaliseExtension,
  zBase64File,
  zDecimal,
  zEmail,
  zGrade,
  zIban,
  zOptional,
  zOptionalEmail,
  zOptionalPersonName,
  zOptionalPhone,
  zOptionalText,
  zOptionalUrl,
  zRequiredText,
  zUploadedFile,
  zUrl,
} from '../validation/schemas.ts';
import { isValidDniNie, normaliseDni } from '../validation/dni.ts';
import { isBirthDateInRange } from '../validation/birth-date.ts';

/**
 * The candidate's CV (spec 2 §7.5, spec 1 §3 "CV"). The spec names the calls but not their payloads; the shapes
 * below are the portal's. Rules every call follows:
 * - Every write answers with the whole CV as it now is (`datos`), so the client never patches its copy by hand;
 *   the add* calls also give the new row's id in `datos.idNuevo`.
 * - Forms send whole sections: an edit carries every field of the item, and an optional field left out is
 *   cleared. Files are the exception (the client never sends them back): an experience keeps its attachment
 *   unless `quitarAdjunto` is true or a new one comes.
 * - Ids refer to the reference lists of /api/Dominios; an unknown id is code 15 with the field in `datos.errores`.
 * - editDatosPersonales obeys the brand's `fields.datosPersonales` rules, and the study calls its
 *   `fields.datosAcademicos` rules, on the server: a hidden field is not written; a field that is not editable
 *   keeps the stored value and is taken from the payload only while nothing is stored (the institution gave no
 *   value to protect, so the candidate may complete it once); a required field left empty is code 15.
 */

export const CV_GENDERS = ['mujer', 'hombre', 'no_binario', 'no_indica'] as const;
export const CV_ID_DOCUMENT_KINDS = ['dni', 'nie', 'pasaporte'] as const;
export const CV_DOCUMENT_VISIBILITIES = ['public', 'private', 'process'] as const;

/** The spec gives no bound; it is the longest of its text bounds (the data-protection text). */
export const PRESENTATION_MAX = 5000;
export const EXPERIENCE_DESCRIPTION_MAX = 5000;
/** Longest list of tags, sectors, programmes or competences one CV keeps. */
export const CV_ID_LIST_MAX = 50;
export const STUDY_YEAR_MIN = 1950;
/** A study may be planned a few years ahead (expected end year). */
export const STUDY_YEARS_AHEAD = 10;
/** Years of a degree's course (curso) a candidate may be in. */
export const COURSE_YEAR_MAX = 6;
/** More than any degree has (a 360-credit double degree); refuses typing slips. */
export const CREDITS_MAX = 600;
export const NATIONALITIES_MAX = 5;

const absent = (input: unknown) => input === undefined || input === null;
const requiredOr = (key: string) => (issue: { input?: unknown }) => (absent(issue.input) ? 'required' : key);

/** A positive id (of a reference-list row or of a CV row); forms may send it as a string. */
const zId = zDecimal.pipe(z.number().int({ error: 'malformed' }).positive({ error: 'malformed' }).max(ID_MAX, { error: 'range' }));
const zOptionalId = zOptional(zId);
const zFlag = z.boolean({ error: requiredOr('malformed') });
const zIdList = z
  .array(zId, { error: requiredOr('malformed') })
  .max(CV_ID_LIST_MAX, 'maxLength')
  .transform((ids) => [...new Set(ids)]);
/** yyyy-mm-dd. */
const zCalendarDate = z.iso.date({ error: requiredOr('date') });
const zYear = zDecimal.pipe(
  z
    .number()
    .int({ error: 'integer' })
    .min(STUDY_YEAR_MIN, 'range')
    .refine((year) => year <= new Date().getFullYear() + STUDY_YEARS_AHEAD, 'range'),
);
const zCourseYear = zDecimal.pipe(z.number().int({ error: 'integer' }).min(1, 'range').max(COURSE_YEAR_MAX, 'range'));
const zCredits = zDecimal.pipe(z.number().min(0, 'range').max(CREDITS_MAX, 'range'));
const zLevel = z.enum(BRAND_LEVELS, { error: requiredOr('malformed') });

/** Code 27: a study cannot end before it starts. */
function yearsInOrder(study: { anioInicio?: number; anioFin?: number }, ctx: z.RefinementCtx) {
  if (study.anioInicio !== undefined && study.anioFin !== undefined && study.anioInicio > study.anioFin) {
    ctx.addIssue({ code: 'custom', message: 'dateOrder', path: ['anioFin'], input: study.anioFin });
  }
}

function datesInOrder(item: { fechaInicio?: string; fechaFin?: string }, ctx: z.RefinementCtx) {
  if (item.fechaInicio !== undefined && item.fechaFin !== undefined && item.fechaInicio > item.fechaFin) {
    ctx.addIssue({ code: 'custom', message: 'dateOrder', path: ['fechaFin'], input: item.fechaFin });
  }
}

const idBody = z.object({ id: zId });

// ---- Personal data -------------------------------------------------------------------------------------------

/**
 * The personal-data form. A DNI or NIE number is checked with the modulo-23 letter (66); whether it is the kind
 * `tipoDocumento` names is checked by the server (104). A passport number is free text.
 */
export const personalDataBody = z
  .object({
    nombre: zOptionalPersonName,
    apellido1: zOptionalPersonName,
    apellido2: zOptionalPersonName,
    tipoDocumento: zOptional(z.enum(CV_ID_DOCUMENT_KINDS, { error: 'malformed' })),
    documento: zOptional(zRequiredText(3, 20)),
    fechaNacimiento: zOptional(zCalendarDate),
    genero: zOptional(z.enum(CV_GENDERS, { error: 'malformed' })),
    emailPersonal: zOptionalEmail,
    emailEstudiante: zOptionalEmail,
    movil: zOptionalPhone,
    telefonoFijo: zOptionalPhone,
    direccion: zOptionalText(3, POSTAL_ADDRESS_MAX),
    codigoPostal: zOptionalText(3, 10),
    localidad: zOptionalText(),
    idProvincia: zOptionalId,
    idPais: zOptionalId,
    iban: zOptional(zIban),
    numeroSeguridadSocial: zOptionalText(3, 20),
    nacionalidades: zOptional(z.array(zId).max(NATIONALITIES_MAX, 'maxLength')),
    idProvinciaNacimiento: zOptionalId,
    discapacidad: zOptional(zFlag),
    boletin: zOptional(zFlag),
    /** Language the service writes to the candidate in: 1 ca, 2 es, 3 en (one of the brand's languages). */
    idIdioma: zOptionalId,
  })
  .superRefine((data, ctx) => {
    if (data.documento !== undefined && data.tipoDocumento !== 'pasaporte' && !isValidDniNie(data.documento)) {
      ctx.addIssue({ code: 'custom', message: 'dni', path: ['documento'], input: data.documento });
    }
    if (data.fechaNacimiento !== undefined && !isBirthDateInRange(data.fechaNacimiento)) {
      ctx.addIssue({ code: 'custom', message: 'birthDate', path: ['fechaNacimiento'], input: data.fechaNacimiento });
    }
  })
  .transform((data) =>
    data.documento !== undefined && data.tipoDocumento !== 'pasaporte' ? { ...data, documento: normaliseDni(data.documento) } : data,
  );

export const accountEmailBody = z.object({ email: zEmail });

// ---- Studies -------------------------------------------------------------------------------------------------

export const addStudyBody = z
  .object({
    titulo: zRequiredText(),
    centro: zOptionalText(),
    nivel: zLevel,
    anioInicio: zYear,
    anioFin: zOptional(zYear),
    finalizado: zOptional(zFlag),
    notaMedia: zOptional(zGrade),
  })
  .superRefine(yearsInOrder);

export const addUniversityStudyBody = z
  .object({
    idTitulacion: zId,
    centro: zOptionalText(),
    anioInicio: zYear,
    anioFin: zOptional(zYear),
    finalizado: zOptional(zFlag),
    notaMedia: zOptional(zGrade),
    curso: zOptional(zCourseYear),
    creditosSuperados: zOptional(zCredits),
  })
  .superRefine(yearsInOrder);

/**
 * One call for both kinds. A university study keeps its degree and start year; `oculto` hides it from companies
 * (it cannot be deleted, code 48). For other studies titulo, nivel and anioInicio are required as when adding.
 */
export const editStudyBody = z
  .object({
    id: zId,
    titulo: zOptionalText(),
    centro: zOptionalText(),
    nivel: zOptional(zLevel),
    anioInicio: zOptional(zYear),
    anioFin: zOptional(zYear),
    finalizado: zOptional(zFlag),
    notaMedia: zOptional(zGrade),
    curso: zOptional(zCourseYear),
    creditosSuperados: zOptional(zCredits),
    oculto: zOptional(zFlag),
  })
  .superRefine(yearsInOrder);

// ---- Languages -----------------------------------------------------------------------------------------------

/** Language and level are both required (spec 1 §5); one entry per language (8). */
const languageFields = { idIdioma: zId, idNivel: zId, certificado: zOptionalText() };
export const addLanguageBody = z.object(languageFields);
export const editLanguageBody = z.object({ id: zId, ...languageFields });

// ---- Experiences ---------------------------------------------------------------------------------------------

/**
 * Position, company and start date are always required (an experience is not one without them); the brand's
 * `fields.experiencia` rules decide over the other fields. `fechaFin` absent means the job goes on.
 */
const experienceFields = {
  puesto: zRequiredText(),
  empresa: zRequiredText(),
  idSector: zOptionalId,
  idArea: zOptionalId,
  idTipoContrato: zOptionalId,
  subtipoContrato: zOptionalText(),
  fechaInicio: zCalendarDate,
  fechaFin: zOptional(zCalendarDate),
  idProvincia: zOptionalId,
  enlace: zOptionalUrl,
  descripcion: zOptionalText(3, EXPERIENCE_DESCRIPTION_MAX),
  adjunto: zOptional(zUploadedFile),
};
export const addExperienceBody = z.object(experienceFields).superRefine(datesInOrder);
export const editExperienceBody = z
  .object({ id: zId, ...experienceFields, quitarAdjunto: zOptional(zFlag) })
  .superRefine(datesInOrder);

// ---- Documents -----------------------------------------------------------------------------------------------

/**
 * A CV document: a file (46 for a type not allowed, field error fileSize over 2 MB) or a link, not both.
 * `public` documents go with the CV to companies, `private` ones never leave the candidate and the service,
 * `process` ones are sent only for the offer `idOferta` (required then: a published offer of the institution, as
 * enrolling may ask for the document first, or one the candidate applied to).
 * The same type and name twice (for the same offer, for process documents) is code 56.
 */
export const addDocumentBody = z
  .object({
    idTipo: zId,
    nombre: zRequiredText(),
    visibilidad: z.enum(CV_DOCUMENT_VISIBILITIES, { error: requiredOr('malformed') }),
    idOferta: zOptionalId,
    fichero: zOptional(zUploadedFile),
    url: zOptionalUrl,
  })
  .superRefine((doc, ctx) => {
    if ((doc.fichero === undefined) === (doc.url === undefined)) {
      ctx.addIssue({ code: 'custom', message: 'fileOrUrl', path: [doc.fichero === undefined ? 'fichero' : 'url'], input: doc });
    }
    if (doc.visibilidad === 'process' && doc.idOferta === undefined) {
      ctx.addIssue({ code: 'custom', message: 'required', path: ['idOferta'], input: doc });
    }
  });

// ---- Single-value sections -----------------------------------------------------------------------------------

export const profileImageBody = z.object({
  extension: z
    .string({ error: requiredOr('fileType') })
    .transform(normaliseExtension)
    .refine((extension) => (PROFILE_PHOTO_EXTENSIONS as readonly string[]).includes(extension), 'fileType'),
  ficheroB64: zBase64File,
});

/** The host of a well-formed address (zUrl): what follows the scheme up to the path, query, fragment or port. */
function hostOf(url: string): string {
  let host = url.slice(url.indexOf('://') + 3);
  for (const end of ['/', '?', '#', ':']) host = host.split(end)[0] ?? host;
  return host.toLowerCase();
}
const isOnLinkedin = (url: string) => hostOf(url) === 'linkedin.com' || hostOf(url).endsWith('.linkedin.com');

/** Any well-formed address; one on LinkedIn must be a profile address (linkedin.com/in/...). */
export const portfolioBody = z.object({
  enlace: zOptional(zUrl.refine((url) => !isOnLinkedin(url) || isLinkedinProfileUrl(url), 'url')),
});

export const professionalProfileBody = z.object({
  /** Codes of the driving-licence list (AM, A1, B, ...). */
  carnetsConducir: z.array(z.string({ error: 'malformed' }).trim().min(1, 'malformed').max(3, 'malformed'), { error: requiredOr('malformed') }).max(20, 'maxLength'),
  vehiculoPropio: zFlag,
  disponibilidadViajar: zFlag,
  disponibilidadTraslado: zFlag,
  trabajandoActualmente: zFlag,
});

export const interestsBody = z.object({ idsTags: zIdList });
export const sectorInterestsBody = z.object({ idsSectores: zIdList });
export const competencesBody = z.object({ idsCompetencias: zIdList });
export const softwareBody = z.object({ idsProgramas: zIdList });
export const presentationBody = z.object({ texto: zOptionalText(3, PRESENTATION_MAX) });
export const workPermitBody = z.object({ permiso: zFlag });
export const practicePeriodBody = z.object({ idPeriodoPreferencia: zOptionalId });
export const activeSearchBody = z.object({ activa: zFlag });
export const trainingLevelBody = z.object({ id: zId });

// ---- What the CV answers -------------------------------------------------------------------------------------

const labelled = z.object({ id: z.number(), nombre: z.string() });
const nullableText = z.string().nullable();
const nullableId = z.number().nullable();

export const cvFileRef = z.object({
  idFichero: z.string(),
  nombre: z.string(),
  extension: z.string(),
  tamano: z.number().describe('Bytes'),
  url: z.string().describe('Download address; the candidate fetches it with the session token'),
});

/**
 * Which of the brand's `fields.datosPersonales` rules governs each field of the personal-data form: the server
 * enforces them and the form shows them, from this one table.
 */
export const PERSONAL_DATA_FIELD_RULES = {
  nombre: 'nombre',
  apellido1: 'apellido1',
  apellido2: 'apellido2',
  tipoDocumento: 'documento',
  documento: 'documento',
  fechaNacimiento: 'fechaNacimiento',
  genero: 'genero',
  emailPersonal: 'emailPersonal',
  emailEstudiante: 'emailEstudiante',
  movil: 'movil',
  telefonoFijo: 'telefonoFijo',
  direccion: 'direccion',
  codigoPostal: 'direccion',
  localidad: 'direccion',
  idProvincia: 'direccion',
  idPais: 'direccion',
  iban: 'iban',
  numeroSeguridadSocial: 'numeroSeguridadSocial',
  nacionalidades: 'nacionalidades',
  idProvinciaNacimiento: 'provinciaNacimiento',
  discapacidad: 'discapacidad',
  boletin: 'boletin',
  idIdioma: 'idiomaComunicacion',
} as const satisfies Record<keyof z.input<typeof personalDataBody>, string>;

export const cvPersonalData = z.object({
  nombre: z.string(),
  apellido1: z.string(),
  apellido2: nullableText,
  tipoDocumento: z.enum(CV_ID_DOCUMENT_KINDS).nullable(),
  documento: nullableText,
  fechaNacimiento: nullableText,
  genero: nullableText,
  emailPersonal: nullableText,
  emailEstudiante: nullableText,
  movil: nullableText,
  telefonoFijo: nullableText,
  direccion: nullableText,
  codigoPostal: nullableText,
  localidad: nullableText,
  idProvincia: nullableId,
  provincia: nullableText,
  idPais: nullableId,
  pais: nullableText,
  iban: nullableText,
  numeroSeguridadSocial: nullableText,
  nacionalidades: z.array(labelled),
  idProvinciaNacimiento: nullableId,
  provinciaNacimiento: nullableText,
  discapacidad: z.boolean(),
  boletin: z.boolean(),
  idIdioma: nullableId,
  idioma: nullableText,
});

export const cvStudy = z.object({
  id: z.number(),
  universitario: z.boolean(),
  idTitulacion: nullableId,
  titulo: z.string(),
  centro: nullableText,
  nivel: z.enum(BRAND_LEVELS),
  anioInicio: nullableId,
  anioFin: nullableId,
  finalizado: z.boolean(),
  notaMedia: z.number().nullable(),
  creditosSuperados: z.number().nullable(),
  creditosTotales: z.number().nullable(),
  curso: nullableId,
  oculto: z.boolean(),
  fechaBaja: nullableText.describe('When a university study was withdrawn (bajaEstudioUniversidad), ISO 8601'),
});

export const cvLanguage = z.object({
  id: z.number(),
  idIdioma: z.number(),
  idioma: z.string(),
  idNivel: z.number(),
  nivel: z.string(),
  certificado: nullableText,
});

export const cvExperience = z.object({
  id: z.number(),
  puesto: z.string(),
  empresa: z.string(),
  idSector: nullableId,
  sector: nullableText,
  idArea: nullableId,
  area: nullableText,
  idTipoContrato: nullableId,
  tipoContrato: nullableText,
  subtipoContrato: nullableText,
  fechaInicio: z.string(),
  fechaFin: nullableText,
  idProvincia: nullableId,
  provincia: nullableText,
  enlace: nullableText,
  descripcion: nullableText,
  adjunto: cvFileRef.nullable(),
});

export const cvDocument = z.object({
  id: z.number(),
  idTipo: z.number(),
  tipo: z.string(),
  nombre: z.string(),
  visibilidad: z.enum(CV_DOCUMENT_VISIBILITIES),
  idOferta: nullableId,
  urlOferta: nullableText,
  tituloOferta: nullableText,
  url: nullableText.describe('The link, for a document given as a link'),
  fichero: cvFileRef.nullable(),
  fecha: z.string(),
});

export const cvProfessionalProfile = z.object({
  carnetsConducir: z.array(z.object({ codigo: z.string(), nombre: z.string() })),
  vehiculoPropio: z.boolean(),
  disponibilidadViajar: z.boolean(),
  disponibilidadTraslado: z.boolean(),
  trabajandoActualmente: z.boolean(),
});

export const cvDatos = z.object({
  /** The account e-mail (login and notices), changed with editDatosEmail. */
  email: z.string(),
  datosPersonales: cvPersonalData,
  estudios: z.array(cvStudy),
  experiencias: z.array(cvExperience),
  idiomas: z.array(cvLanguage),
  intereses: z.array(labelled),
  sectoresInteres: z.array(labelled),
  programasInformaticos: z.array(labelled),
  competencias: z.array(labelled),
  presentacion: nullableText,
  enlacePortfolio: nullableText,
  profesional: cvProfessionalProfile,
  permisoTrabajo: z.boolean(),
  idPeriodoPreferencia: nullableId,
  periodoPreferencia: nullableText,
  busquedaActivaPracticas: z.boolean(),
  busquedaActivaTrabajo: z.boolean(),
  idNivelFormativo: nullableId,
  nivelFormativo: nullableText,
  documentos: z.array(cvDocument),
  urlImagenPerfil: nullableText,
  validadoPorServicio: z.boolean(),
  /** Communication language (the same as datosPersonales.idIdioma). */
  idIdioma: nullableId,
  fechaCreacion: nullableText.describe('When the CV was started; null until the first write'),
  fechaActualizacion: nullableText,
});
export type CvDatos = z.infer<typeof cvDatos>;

/**
 * The CV as a company sees it (for a candidate of one of its offers): what the job needs and nothing else. No ID
 * document, birth date, gender, nationality, address beyond the town, bank or social-security data, disability,
 * hidden or withdrawn studies, and never a private document; a process document only for the company's offers.
 * Files carry their id: the company-side download call builds their address.
 */
const companyCvFileRef = cvFileRef.omit({ url: true });
export const companyCvDatos = z.object({
  idCandidato: z.number(),
  nombre: z.string(),
  apellido1: z.string(),
  apellido2: nullableText,
  email: z.string().describe('The personal e-mail when given, else the account e-mail'),
  movil: nullableText,
  localidad: nullableText,
  provincia: nullableText,
  estudios: z.array(cvStudy.omit({ oculto: true, fechaBaja: true })),
  experiencias: z.array(cvExperience.extend({ adjunto: companyCvFileRef.nullable() })),
  idiomas: z.array(cvLanguage),
  competencias: z.array(labelled),
  programasInformaticos: z.array(labelled),
  intereses: z.array(labelled),
  sectoresInteres: z.array(labelled),
  presentacion: nullableText,
  enlacePortfolio: nullableText,
  profesional: cvProfessionalProfile,
  permisoTrabajo: z.boolean(),
  nivelFormativo: nullableText,
  documentos: z.array(cvDocument.omit({ fichero: true }).extend({ fichero: companyCvFileRef.nullable() })),
  idFicheroImagen: nullableText,
  validadoPorServicio: z.boolean(),
});
export type CompanyCvDatos = z.infer<typeof companyCvDatos>;

export const cvWriteDatos = cvDatos.extend({ idNuevo: z.number().optional().describe('Id of the row an add* call created') });

export const requestedDocumentation = z.array(
  z.object({
    idOferta: z.number(),
    urlOferta: z.string(),
    titulo: z.string(),
    /** Every required type is covered by a public document or one sent for this offer. */
    completa: z.boolean(),
    documentos: z.array(z.object({ idTipo: z.number(), tipo: z.string(), aportado: z.boolean() })),
  }),
);

// ---- Calls ---------------------------------------------------------------------------------------------------

const write = <TBody extends z.ZodType>(name: string, summary: string, body: TBody) =>
  defineCall({ name, method: 'POST', path: `/api/Alumno/${name}`, roles: ['Alumno'], changeLog: { exempt: 'ownCv' }, summary, body, datos: cvWriteDatos });

export const cvCalls = {
  cv: defineCall({
    name: 'dameCvUsuario',
    method: 'GET',
    path: '/api/Alumno/dameCvUsuario',
    roles: ['Alumno'],
    summary: 'The whole CV, labels in the language of the request',
    datos: cvDatos,
  }),
  requestedDocumentation: defineCall({
    name: 'documentacionDeProcesosSolicitada',
    method: 'GET',
    path: '/api/Alumno/documentacionDeProcesosSolicitada',
    roles: ['Alumno'],
    summary: 'For each offer applied to that requires documents: which required types the candidate has given',
    datos: requestedDocumentation,
  }),
  file: defineCall({
    name: 'fichero',
    method: 'GET',
    path: '/api/Alumno/fichero/:id',
    roles: ['Alumno'],
    summary: "Downloads one of the candidate's own files (not an envelope: the file itself; 608 when not found or not theirs)",
    params: z.object({ id: z.string() }),
    datos: z.unknown().describe('The file bytes, with its content type'),
  }),

  addStudy: write('addEstudio', 'Adds a study from outside the university (27 when the start year is after the end year)', addStudyBody),
  addUniversityStudy: write('addEstudioUniversidad', "Adds a degree of the institution (8 when already in the CV)", addUniversityStudyBody),
  editStudy: write('editEstudio', 'Edits a study; university studies only their academic fields and the hidden flag (41 not found)', editStudyBody),
  deleteStudy: write('delEstudio', 'Deletes a study (41 not found, 48 a university study, 62 the last one)', idBody),
  withdrawUniversityStudy: write('bajaEstudioUniversidad', 'Withdraws a university study (41 not found or not a university study)', idBody),

  personalData: write('editDatosPersonales', 'Saves the personal data under the brand field rules (66, 69, 70, 73, 104, 105, 16, 94, 15)', personalDataBody),
  accountEmail: write('editDatosEmail', 'Changes the account e-mail (69 malformed, 16 another user has it)', accountEmailBody),

  addLanguage: write('addIdioma', 'Adds a language with its level (8 when the language is already there)', addLanguageBody),
  editLanguage: write('editIdioma', 'Edits a language entry (8 when it would repeat a language, 608 not found)', editLanguageBody),
  deleteLanguage: write('delIdioma', 'Deletes a language entry (608 not found)', idBody),

  interests: write('editInteres', 'Replaces the interest tags', interestsBody),
  sectorInterests: write('editSectoresInteres', 'Replaces the sectors of interest', sectorInterestsBody),
  professional: write('editProfesionales', 'Saves the professional profile: driving licences, own car, travel, relocation, working now', professionalProfileBody),

  addExperience: write('addExperiencia', 'Adds a professional experience, optionally with an attachment (27 dates out of order)', addExperienceBody),
  editExperience: write('editExperiencia', 'Edits an experience (608 not found)', editExperienceBody),
  deleteExperience: write('delExperiencia', 'Deletes an experience and its attachment (608 not found)', idBody),

  addDocument: write('addDoc', 'Adds a document, a file or a link (46, 56; 15 for an unknown type or offer)', addDocumentBody),
  deleteDocument: write('delDoc', 'Deletes a document and its file (608 not found)', idBody),

  workPermit: write('editPermisoTrabajo', 'Whether the candidate holds a work permit', workPermitBody),
  profileImage: write('editImagenPerfil', 'Replaces the profile photo (png, jpg, jpeg; scaled to at most 1000 px a side)', profileImageBody),
  portfolio: write('editEnlacePortfolio', 'Sets or clears the portfolio or LinkedIn link', portfolioBody),
  practicePeriod: write('editDatosPreferenciaPracticas', 'Sets or clears the preferred internship period', practicePeriodBody),
  activeSearchInternships: write('editDatosBusquedaActivaPracticas', 'Turns the active search for internships on or off', activeSearchBody),
  activeSearchJobs: write('editDatosBusquedaActivaTrabajo', 'Turns the active job search on or off', activeSearchBody),
  competences: write('editCompetencias', 'Replaces the competences', competencesBody),
  software: write('editConocimientosInformaticos', 'Replaces the computer programmes', softwareBody),
  presentation: write('editPresentacion', 'Sets or clears the presentation text (3 to 5000 characters)', presentationBody),
  trainingLevel: write('editarNivelFormativoSNE', 'Sets the training level (employment-service scale)', trainingLevelBody),
} as const;
