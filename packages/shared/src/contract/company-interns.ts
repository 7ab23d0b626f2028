import { z } from 'zod';
import { defineCall } from './define-call.ts';
import { INTERNSHIP_STATES } from './internships.ts';
import { zId } from './staff-common.ts';
import { zDecimal, zEmail, zOptional, zRequiredText } from '../validation/schemas.ts';

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
  accion: z.enum(CHANGE_REQUEST_ACTIONS),
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

export const staffChangeRequestsQuery = z.object({ estado: zOptional(z.enum(CHANGE_REQUEST_STATES, { error: 'malformed' })) });

export const staffChangeRequestCalls = {
  list: defineCall({
    name: 'dameSolicitudesCambioPracticasGestor',
    method: 'GET',
    path: '/api/Gestor/dameSolicitudesCambioPracticasGestor',
    roles: ['Gestor'],
    summary: "The institution's internship change requests of a state (default: pending; oldest first), with a count per state",
    query: staffChangeRequestsQuery,
    datos: z.object({ items: z.array(changeRequestItem), contadores: z.record(z.enum(CHANGE_REQUEST_STATES), z.number()) }),
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
