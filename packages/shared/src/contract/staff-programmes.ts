import { z } from 'zod';
import { defineCall } from './define-call.ts';
import { zId, zIdFilter, zReason } from './staff-common.ts';
import { ADHESION_STATES, adhesionOfCompany } from './programmes.ts';
import { contentTextFields, requireSpanishOfTranslations } from '../validation/content-languages.ts';
import { zOptional } from '../validation/schemas.ts';

/**
 * The back office's internship programmes: staff create and edit them, open or close them to adhesion requests,
 * attach documents (staff-documents.ts, `tipo: 'programa'`) and accept or refuse the companies' requests.
 */

const dayText = z.string().describe('yyyy-mm-dd');

export const staffActiveProgramme = z.object({
  id: z.number(),
  tituloEs: z.string(),
  tituloCa: z.string(),
  tituloEn: z.string(),
  descripcionEs: z.string(),
  descripcionCa: z.string(),
  descripcionEn: z.string(),
  fechaInicio: dayText,
  fechaFin: dayText.nullable(),
  abierto: z.boolean(),
  solicitudes: z.record(z.enum(ADHESION_STATES), z.number()).describe('Adhesion requests per state'),
});
export type StaffActiveProgramme = z.infer<typeof staffActiveProgramme>;

const zDay = z.iso.date({ error: 'date' });

export const activeProgrammeBody = z
  .object({
    id: zOptional(zId),
    ...contentTextFields('titulo', 3, 150, { required: true }),
    ...contentTextFields('descripcion', 3, 5000, { required: true }),
    fechaInicio: zDay,
    fechaFin: zOptional(zDay),
    abierto: z.boolean({ error: 'required' }),
  })
  .superRefine(requireSpanishOfTranslations(['titulo', 'descripcion']));
export type ActiveProgrammeInput = z.input<typeof activeProgrammeBody>;

export const openProgrammeBody = z.object({ id: zId, abierto: z.boolean({ error: 'required' }) });

export const staffAdhesion = adhesionOfCompany.extend({
  id: z.number(),
  idPrograma: z.number(),
  programa: z.string(),
  idEmpresa: z.number(),
  empresa: z.string(),
});
export type StaffAdhesion = z.infer<typeof staffAdhesion>;

export const staffAdhesionsQuery = z.object({
  estado: zOptional(z.enum(ADHESION_STATES, { error: 'malformed' })),
  idPrograma: zIdFilter,
});

/** Accepting needs nothing more; refusing always says why (the company reads it). */
export const decideAdhesionBody = z
  .object({ id: zId, aceptar: z.boolean({ error: 'required' }), motivo: zOptional(zReason) })
  .superRefine((body, ctx) => {
    if (!body.aceptar && body.motivo === undefined) ctx.addIssue({ code: 'custom', message: 'required', path: ['motivo'], input: body.motivo });
  });
export type DecideAdhesionInput = z.input<typeof decideAdhesionBody>;

export const staffProgrammesCalls = {
  list: defineCall({
    name: 'dameProgramasPracticasGestor',
    method: 'GET',
    path: '/api/Gestor/dameProgramasPracticasGestor',
    roles: ['Gestor'],
    summary: "The institution's internship programmes with their adhesion requests per state, newest start first",
    datos: z.array(staffActiveProgramme),
  }),
  save: defineCall({
    name: 'guardaProgramaPracticasGestor',
    method: 'POST',
    path: '/api/Gestor/guardaProgramaPracticasGestor',
    roles: ['Gestor'],
    changeLog: 'logged',
    summary: 'Creates or edits a programme (27 when it ends before it starts)',
    body: activeProgrammeBody,
    datos: staffActiveProgramme,
  }),
  open: defineCall({
    name: 'abreProgramaPracticasGestor',
    method: 'POST',
    path: '/api/Gestor/abreProgramaPracticasGestor',
    roles: ['Gestor'],
    changeLog: 'logged',
    summary: 'Opens a programme to adhesion requests, or closes it',
    body: openProgrammeBody,
    datos: staffActiveProgramme,
  }),
  adhesions: defineCall({
    name: 'dameAdhesionesProgramaGestor',
    method: 'GET',
    path: '/api/Gestor/dameAdhesionesProgramaGestor',
    roles: ['Gestor'],
    summary: 'The adhesion requests of the companies, the oldest waiting first',
    query: staffAdhesionsQuery,
    datos: z.array(staffAdhesion),
  }),
  decide: defineCall({
    name: 'resuelveAdhesionProgramaGestor',
    method: 'POST',
    path: '/api/Gestor/resuelveAdhesionProgramaGestor',
    roles: ['Gestor'],
    changeLog: 'logged',
    summary: 'Accepts or refuses (with a reason) a request (621 when already decided); the company is notified',
    body: decideAdhesionBody,
    datos: staffAdhesion,
  }),
} as const;
