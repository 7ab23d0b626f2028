import { z } from 'zod';
import { defineCall } from './define-call.ts';
import { INTERNSHIP_STATES } from './internships.ts';
import { pageOf, zId, zPage } from './staff-common.ts';
import { zDecimal, zDniNie, zEmail, zOptional, zOptionalPhone, zOptionalText, zRequiredText } from '../validation/schemas.ts';

/**
 * The company's interns (spec 2 §7.6 damePracticas): the internships held at the caller's company, and nothing of
 * another company's. `/api/empresa/damePracticas` reaches the same route (paths answer in any case).
 */

export const companyInternTutor = z.object({ nombre: z.string(), apellidos: z.string(), email: z.string() });

export const companyIntern = z.object({
  idPractica: z.number(),
  estado: z.enum(INTERNSHIP_STATES),
  alumno: z.object({ nombre: z.string(), apellidos: z.string() }),
  titulacion: z.string().nullable(),
  fechaInicio: z.string().describe('yyyy-mm-dd'),
  fechaFin: z.string().describe('yyyy-mm-dd'),
  horasDia: z.number().nullable(),
  horasSemana: z.number().nullable(),
  puestoTrabajo: z.string().nullable(),
  tutor: companyInternTutor.nullable(),
});
export type CompanyIntern = z.infer<typeof companyIntern>;

export const companyInternsCalls = {
  list: defineCall({
    name: 'damePracticas',
    method: 'GET',
    path: '/api/Empresa/damePracticas',
    roles: ['Empresa'],
    summary: "The internships held at the caller's company: student, degree, dates, hours, tutor and state (newest first)",
    datos: z.array(companyIntern),
  }),
} as const;

/* ---------------------------------------------------------------------------------------------------------------
 * Change requests (solictitarAccionSobrePractica, the spec's spelling): the company asks the service to change one of
 * its interns' internships; the service accepts (the change is applied) or refuses with a reason.
 * ------------------------------------------------------------------------------------------------------------- */

/** What the company asks for: new dates, new hours per day, another company tutor, or an early end. */
export const CHANGE_REQUEST_ACTIONS = ['fechas', 'horas', 'tutor', 'finalizacion'] as const;
export type ChangeRequestAction = (typeof CHANGE_REQUEST_ACTIONS)[number];
/**
 * What a request in the service's queue is: one of the company's changes, or a candidate's renunciation of the
 * internship (sent with addFicheroRenunciaSet; accepting it ends the internship as renounced).
 */
export const CHANGE_REQUEST_ITEM_ACTIONS = [...CHANGE_REQUEST_ACTIONS, 'renuncia'] as const;
export type ChangeRequestItemAction = (typeof CHANGE_REQUEST_ITEM_ACTIONS)[number];
export const CHANGE_REQUEST_STATES = ['pendiente', 'aceptada', 'rechazada'] as const;
export type ChangeRequestStateName = (typeof CHANGE_REQUEST_STATES)[number];

/** Hours a day an internship may take (a working day); the brand's own lower limits are the university's to apply. */
export const CHANGE_REQUEST_MAX_HOURS_PER_DAY = 8;
export const CHANGE_REQUEST_REASON_MAX = 1000;

const zIsoDay = z.iso.date({ error: 'date' });

export const changeRequestTutor = z.object({ nombre: zRequiredText(), apellidos: zRequiredText(), email: zEmail });

export const changeRequestBody = z
  .object({
    idPractica: zId,
    accion: z.enum(CHANGE_REQUEST_ACTIONS, { error: 'required' }),
    fechaInicio: zOptional(zIsoDay),
    fechaFin: zOptional(zIsoDay),
    horasDia: zOptional(zDecimal.pipe(z.number().gt(0, 'range').max(CHANGE_REQUEST_MAX_HOURS_PER_DAY, 'range'))),
    tutor: zOptional(changeRequestTutor),
    motivo: zRequiredText(3, CHANGE_REQUEST_REASON_MAX),
  })
  .superRefine((body, ctx) => {
    const need = (field: 'fechaInicio' | 'fechaFin' | 'horasDia' | 'tutor') => {
      if (body[field] === undefined) ctx.addIssue({ code: 'custom', message: 'required', path: [field], input: undefined });
    };
    if (body.accion === 'fechas') {
      need('fechaInicio');
      need('fechaFin');
      if (body.fechaInicio && body.fechaFin && body.fechaInicio >= body.fechaFin) {
        ctx.addIssue({ code: 'custom', message: 'dateOrder', path: ['fechaFin'], input: body.fechaFin });
      }
    }
    if (body.accion === 'horas') need('horasDia');
    if (body.accion === 'tutor') need('tutor');
    if (body.accion === 'finalizacion') need('fechaFin');
  });
export type ChangeRequestInput = z.input<typeof changeRequestBody>;
export type ChangeRequestBody = z.output<typeof changeRequestBody>;

/** What a request asks for, in the wire's words; only the fields of its action are set. */
export const changeRequestAsk = z.object({
  fechaInicio: z.string().nullable(),
  fechaFin: z.string().nullable(),
  horasDia: z.number().nullable(),
  tutor: companyInternTutor.nullable(),
});

export const changeRequestItem = z.object({
  idSolicitud: z.number(),
  idPractica: z.number(),
  accion: z.enum(CHANGE_REQUEST_ITEM_ACTIONS),
  estado: z.enum(CHANGE_REQUEST_STATES),
  alumno: z.string().describe('The student’s full name'),
  empresa: z.string().describe('Trade name'),
  pide: changeRequestAsk,
  /** The internship as it was when asked (pending) or before the change (accepted). */
  antes: changeRequestAsk,
  motivo: z.string(),
  motivoDecision: z.string().nullable(),
  fecha: z.string().describe('ISO 8601 instant'),
  fechaDecision: z.string().nullable(),
  /** A renunciation's documents, for the service to read (dameDocumentoPracticaGestor); empty for other requests. */
  documentos: z.array(z.object({ id: z.number(), nombre: z.string() })),
});
export type ChangeRequestItem = z.infer<typeof changeRequestItem>;

export const changeRequestDecisionBody = z.object({ idSolicitud: zId, motivo: zOptional(zRequiredText(3, CHANGE_REQUEST_REASON_MAX)) });
export const changeRequestRefusalBody = z.object({ idSolicitud: zId, motivo: zRequiredText(3, CHANGE_REQUEST_REASON_MAX) });

export const companyChangeRequestCalls = {
  request: defineCall({
    name: 'solictitarAccionSobrePractica',
    method: 'POST',
    path: '/api/Empresa/solictitarAccionSobrePractica',
    roles: ['Empresa'],
    changeLog: 'logged',
    summary:
      "Asks the service to change one of the company's interns' internships (48 when the brand does not allow it; 608 another company's; 628 one already open; 629 an internship that has ended): notice 528",
    body: changeRequestBody,
    datos: changeRequestItem,
  }),
  mine: defineCall({
    name: 'dameSolicitudesCambioPracticas',
    method: 'GET',
    path: '/api/Empresa/dameSolicitudesCambioPracticas',
    roles: ['Empresa'],
    summary: "The company's change requests, newest first (48 when the brand does not allow them)",
    datos: z.array(changeRequestItem),
  }),
} as const;

export const staffChangeRequestsQuery = z.object({ estado: zOptional(z.enum(CHANGE_REQUEST_STATES, { error: 'malformed' })), pagina: zPage });
export type StaffChangeRequestsQuery = z.input<typeof staffChangeRequestsQuery>;

export const staffChangeRequestCalls = {
  list: defineCall({
    name: 'dameSolicitudesCambioPracticasGestor',
    method: 'GET',
    path: '/api/Gestor/dameSolicitudesCambioPracticasGestor',
    roles: ['Gestor'],
    summary: "The institution's internship change requests of a state (default: pending; oldest first), one page, with a count per state",
    query: staffChangeRequestsQuery,
    datos: pageOf(changeRequestItem).extend({ contadores: z.record(z.enum(CHANGE_REQUEST_STATES), z.number()) }),
  }),
  export: defineCall({
    name: 'exportaSolicitudesCambioPracticasGestor',
    method: 'GET',
    path: '/api/Gestor/exportaSolicitudesCambioPracticasGestor',
    roles: ['Gestor'],
    summary: 'The change requests of a state as CSV, every row (the page is ignored)',
    query: staffChangeRequestsQuery,
    datos: z.unknown().describe('text/csv; charset=utf-8 (with BOM, ";" separated)'),
  }),
  accept: defineCall({
    name: 'aceptarSolicitudCambioPractica',
    method: 'POST',
    path: '/api/Gestor/aceptarSolicitudCambioPractica',
    roles: ['Gestor'],
    changeLog: 'logged',
    summary: 'Accepts a change request and applies it to the internship (630 when already decided): notice 529',
    body: changeRequestDecisionBody,
    datos: changeRequestItem,
  }),
  document: defineCall({
    name: 'dameDocumentoPracticaGestor',
    method: 'GET',
    path: '/api/Gestor/dameDocumentoPracticaGestor/:id',
    roles: ['Gestor'],
    summary: "Downloads a document of an internship of the institution, such as a candidate's renunciation (not an envelope: the file itself; 608 when not of the institution)",
    params: z.object({ id: zId }),
    datos: z.unknown().describe('The file bytes, with its content type'),
  }),
  refuse: defineCall({
    name: 'rechazarSolicitudCambioPractica',
    method: 'POST',
    path: '/api/Gestor/rechazarSolicitudCambioPractica',
    roles: ['Gestor'],
    changeLog: 'logged',
    summary: 'Refuses a change request with a reason (630 when already decided): notice 530',
    body: changeRequestRefusalBody,
    datos: changeRequestItem,
  }),
} as const;

/* ---------------------------------------------------------------------------------------------------------------
 * Education internship requests: a candidate's internship request naming the company (its CIF), which the company
 * accepts or rejects, and the requests the company makes itself for a student identified by DNI/NIE, which it may
 * edit while they are not decided (the service decides those).
 * ------------------------------------------------------------------------------------------------------------- */

export const EDUCATION_REQUEST_ORIGINS = ['alumno', 'empresa'] as const;
export const EDUCATION_REQUEST_STATES = ['pendiente', 'aceptada', 'rechazada'] as const;
export type EducationRequestStateName = (typeof EDUCATION_REQUEST_STATES)[number];

export const educationRequestItem = z.object({
  idSolicitudPractica: z.number(),
  origen: z.enum(EDUCATION_REQUEST_ORIGINS).describe('Who asked: the student (the company decides) or the company itself'),
  estado: z.enum(EDUCATION_REQUEST_STATES),
  alumno: z.string().describe("The student's full name"),
  titulacion: z.string().nullable(),
  fechaInicio: z.string().describe('yyyy-mm-dd'),
  fechaFin: z.string().describe('yyyy-mm-dd'),
  horasDia: z.number().nullable(),
  horasSemana: z.number(),
  puestoTrabajo: z.string().nullable(),
  fecha: z.string().describe('ISO 8601 instant'),
  /** The company may still edit it: its own request, not decided. */
  editable: z.boolean(),
  /** The company may accept or reject it: a student's request, not decided. */
  decidible: z.boolean(),
  /** The internship an accepted request became ("agreed, to be formalised" until the service formalises it). */
  idPractica: z.number().nullable(),
});
export type EducationRequestItem = z.infer<typeof educationRequestItem>;

export const educationRequestDetail = educationRequestItem.extend({
  departamento: z.string().nullable(),
  tareas: z.string().nullable(),
  curso: z.number().nullable(),
  tutor: z.object({ nombre: z.string(), apellidos: z.string(), email: z.string(), telefono: z.string().nullable(), cargo: z.string().nullable() }),
  motivoDecision: z.string().nullable(),
  fechaDecision: z.string().nullable(),
});
export type EducationRequestDetail = z.infer<typeof educationRequestDetail>;

const zHoursPerDay = zDecimal.pipe(z.number().gt(0, 'range').max(CHANGE_REQUEST_MAX_HOURS_PER_DAY, 'range'));
const zHoursPerWeek = zDecimal.pipe(z.number().gt(0, 'range').max(CHANGE_REQUEST_MAX_HOURS_PER_DAY * 5, 'range'));

export const companyRequestTutor = z.object({ nombre: zRequiredText(), apellidos: zRequiredText(), email: zEmail, telefono: zOptionalPhone, cargo: zOptionalText() });

/**
 * The company's own request (solicitudPractica): a new one names the student by DNI/NIE; `idSolicitudPractica` edits
 * an undecided one (the student stays the same, so the DNI is not asked again).
 */
export const companyInternshipRequestBody = z
  .object({
    idSolicitudPractica: zOptional(zId),
    dni: zOptional(zDniNie),
    fechaInicio: zIsoDay,
    fechaFin: zIsoDay,
    horasDia: zOptional(zHoursPerDay),
    horasSemana: zHoursPerWeek,
    puestoTrabajo: zRequiredText(2, 150),
    departamento: zOptionalText(2, 150),
    tareas: zRequiredText(3, 5000),
    tutor: companyRequestTutor,
  })
  .superRefine((body, ctx) => {
    if (body.idSolicitudPractica === undefined && body.dni === undefined) ctx.addIssue({ code: 'custom', message: 'required', path: ['dni'], input: undefined });
    if (typeof body.fechaInicio === 'string' && typeof body.fechaFin === 'string' && body.fechaInicio >= body.fechaFin) {
      ctx.addIssue({ code: 'custom', message: 'dateOrder', path: ['fechaFin'], input: body.fechaFin });
    }
  });
export type CompanyInternshipRequestInput = z.input<typeof companyInternshipRequestBody>;
export type CompanyInternshipRequestBody = z.output<typeof companyInternshipRequestBody>;

const requestIdBody = z.object({ idSolicitudPractica: zId });

export const educationRequestCalls = {
  hasMenu: defineCall({
    name: 'tieneMenuSolicitudesPracticasEducacion',
    method: 'GET',
    path: '/api/Empresa/tieneMenuSolicitudesPracticasEducacion',
    roles: ['Empresa'],
    summary: 'Whether education internship requests apply to the company (the brand takes internship requests, or it has some)',
    datos: z.object({ tieneMenu: z.boolean() }),
  }),
  list: defineCall({
    name: 'dameSolicitudesPracticasEducacion',
    method: 'GET',
    path: '/api/Empresa/dameSolicitudesPracticasEducacion',
    roles: ['Empresa'],
    summary: "The education internship requests naming the caller's company or made by it, newest first",
    datos: z.array(educationRequestItem),
  }),
  detail: defineCall({
    name: 'dameSolicitudPractica',
    method: 'GET',
    path: '/api/Empresa/dameSolicitudPractica/:id',
    roles: ['Empresa'],
    summary: "One education internship request of the company (608 for another company's)",
    params: z.object({ id: zId }),
    datos: educationRequestDetail,
  }),
  accept: defineCall({
    name: 'aceptarSolicitudPractica',
    method: 'POST',
    path: '/api/Empresa/aceptarSolicitudPractica',
    roles: ['Empresa'],
    changeLog: 'logged',
    summary: "Accepts a student's internship request naming the company (630 when decided; 48 for the company's own): notice 529",
    body: requestIdBody,
    datos: educationRequestDetail,
  }),
  reject: defineCall({
    name: 'rechazarSolicitudPractica',
    method: 'POST',
    path: '/api/Empresa/rechazarSolicitudPractica',
    roles: ['Empresa'],
    changeLog: 'logged',
    summary: "Rejects a student's internship request with a reason the student reads (630 when decided): notice 530",
    body: requestIdBody.extend({ motivo: zRequiredText(3, CHANGE_REQUEST_REASON_MAX) }),
    datos: educationRequestDetail,
  }),
  checkDni: defineCall({
    name: 'compruebaDNIalumno',
    method: 'POST',
    path: '/api/Empresa/compruebaDNIalumno',
    roles: ['Empresa'],
    changeLog: { exempt: 'check' },
    summary: "Whether a candidate of the institution has this DNI/NIE (632 otherwise): only the student's name, to confirm the person",
    body: z.object({ dni: zDniNie }),
    datos: z.object({ existe: z.literal(true), nombre: z.string().describe('First name and the initials of the surnames') }),
  }),
  request: defineCall({
    name: 'solicitudPractica',
    method: 'POST',
    path: '/api/Empresa/solicitudPractica',
    roles: ['Empresa'],
    changeLog: 'logged',
    summary: 'Requests an internship for a student by DNI/NIE, or edits an undecided own request (632 unknown DNI; 631 decided): notice 528 or 532',
    body: companyInternshipRequestBody,
    datos: educationRequestDetail,
  }),
} as const;

/**
 * A request as the service sees it: the company's name, and whether the service decides it (pending, and a company's
 * own or a student's naming a company outside the portal).
 */
export const staffEducationRequestItem = educationRequestItem.extend({
  empresa: z.string(),
  decidibleGestor: z.boolean(),
  motivoDecision: z.string().nullable(),
});
export type StaffEducationRequestItem = z.infer<typeof staffEducationRequestItem>;

const staffEducationRequestsQuery = z.object({ estado: zOptional(z.enum(EDUCATION_REQUEST_STATES, { error: 'malformed' })), pagina: zPage });

export const staffEducationRequestCalls = {
  list: defineCall({
    name: 'dameSolicitudesPracticasGestor',
    method: 'GET',
    path: '/api/Gestor/dameSolicitudesPracticasGestor',
    roles: ['Gestor'],
    summary: "The institution's education internship requests of a state (default: pending), one page, with the company and a count per state",
    query: staffEducationRequestsQuery,
    datos: z.object({
      total: z.number().describe('Requests of the state, all pages'),
      pagina: z.number(),
      porPagina: z.number(),
      items: z.array(staffEducationRequestItem),
      contadores: z.record(z.enum(EDUCATION_REQUEST_STATES), z.number()),
    }),
  }),
  export: defineCall({
    name: 'exportaSolicitudesPracticasGestor',
    method: 'GET',
    path: '/api/Gestor/exportaSolicitudesPracticasGestor',
    roles: ['Gestor'],
    summary: 'The education internship requests of a state as CSV, every row (the page is ignored), with the company and the decision',
    query: staffEducationRequestsQuery,
    datos: z.unknown().describe('text/csv; charset=utf-8 (with BOM, ";" separated)'),
  }),
  accept: defineCall({
    name: 'aceptarSolicitudPracticaGestor',
    method: 'POST',
    path: '/api/Gestor/aceptarSolicitudPracticaGestor',
    roles: ['Gestor'],
    changeLog: 'logged',
    summary:
      "Accepts a company's own internship request for a student and creates the internship to be formalised (630 when decided; 48 for a student's request, which the company decides): notice 529",
    body: requestIdBody,
    datos: staffEducationRequestItem,
  }),
  reject: defineCall({
    name: 'rechazarSolicitudPracticaGestor',
    method: 'POST',
    path: '/api/Gestor/rechazarSolicitudPracticaGestor',
    roles: ['Gestor'],
    changeLog: 'logged',
    summary: "Rejects a company's own internship request with a reason the company and the student read (630 when decided; 48 for a student's request): notice 530",
    body: requestIdBody.extend({ motivo: zRequiredText(3, CHANGE_REQUEST_REASON_MAX) }),
    datos: staffEducationRequestItem,
  }),
} as const;

/** A request as the student sees it: their own proposals and the companies' requests for them, with the decision. */
export const studentEducationRequestItem = educationRequestItem
  .pick({ idSolicitudPractica: true, origen: true, estado: true, fechaInicio: true, fechaFin: true, horasSemana: true, puestoTrabajo: true, fecha: true, idPractica: true })
  .extend({ empresa: z.string(), motivoDecision: z.string().nullable() });
export type StudentEducationRequestItem = z.infer<typeof studentEducationRequestItem>;

export const studentEducationRequestCalls = {
  mine: defineCall({
    name: 'dameSolicitudesPracticasAlumno',
    method: 'GET',
    path: '/api/Alumno/dameSolicitudesPracticasAlumno',
    roles: ['Alumno'],
    summary: "The caller's internship requests: their own proposals and those companies made for them, with state and decision, newest first",
    datos: z.array(studentEducationRequestItem),
  }),
} as const;

/** One proposal in the back office: the detail the company sees, plus the company named and its CIF. */
export const staffEducationRequestDetail = educationRequestDetail.extend({
  empresa: z.string(),
  cif: z.string(),
  /** The company contact the request names (a student's: the address they gave), for the service to write to. */
  emailContacto: z.string(),
  /** Whether the service decides it: a company's own request, or a student's naming a company outside the portal. */
  decidibleGestor: z.boolean(),
});
export type StaffEducationRequestDetail = z.infer<typeof staffEducationRequestDetail>;

export const staffEducationRequestDetailCall = defineCall({
  name: 'dameSolicitudPracticaGestor',
  method: 'GET',
  path: '/api/Gestor/dameSolicitudPracticaGestor/:id',
  roles: ['Gestor'],
  summary: "One internship proposal or company request of the institution, with its tasks, tutor and decision (608 for another institution's)",
  params: z.object({ id: zId }),
  datos: staffEducationRequestDetail,
});
