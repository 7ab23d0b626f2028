import { z } from 'zod';
import { defineCall } from './define-call.ts';
import { dateTimeText, zId } from './staff-common.ts';
import { publishedDocument } from './company-documents.ts';

/**
 * The institution's active internship programmes (spec 1 §2 "/programas-practicas-activos", spec 2 §7.8): any
 * signed-in person reads them (behind the brand flag hasProgramaPracticasActivo, 48 when it is off); a company asks
 * to join one and follows its request. Despite the /Publico prefix of the spec's paths, none of them answers
 * without a session (docs/decisions.md, "Documents and programmes").
 */

const dayText = z.string().describe('yyyy-mm-dd');

/** A company's request to join a programme: asked, then accepted or refused (with a reason) by the service. */
export const ADHESION_STATES = ['solicitada', 'aceptada', 'rechazada'] as const;
export type AdhesionState = (typeof ADHESION_STATES)[number];

export const adhesionOfCompany = z.object({
  estado: z.enum(ADHESION_STATES),
  motivo: z.string().nullable().describe('Why the service refused it'),
  fechaSolicitud: dateTimeText,
  fechaResolucion: dateTimeText.nullable(),
});
export type AdhesionOfCompany = z.infer<typeof adhesionOfCompany>;

export const activeProgramme = z.object({
  id: z.number(),
  titulo: z.string().describe("In the reader's language, the Spanish where it has none"),
  descripcion: z.string(),
  fechaInicio: dayText,
  fechaFin: dayText.nullable(),
  abierto: z.boolean().describe('Whether it takes adhesion requests now'),
  /** The caller's company's request; null for a company that has not asked, and for every other role. */
  adhesion: adhesionOfCompany.nullable(),
});
export type ActiveProgramme = z.infer<typeof activeProgramme>;

export const programmeDetail = activeProgramme.extend({ documentos: z.array(publishedDocument) });
export type ProgrammeDetail = z.infer<typeof programmeDetail>;

export const companyProgramme = adhesionOfCompany.extend({ idPrograma: z.number(), programa: z.string(), abierto: z.boolean() });
export type CompanyProgramme = z.infer<typeof companyProgramme>;

const programmeParams = z.object({ id: zId });

export const programmesCalls = {
  ofCompany: defineCall({
    name: 'programasDeLaEmpresa',
    method: 'GET',
    path: '/api/Empresa/programasDeLaEmpresa',
    roles: ['Empresa'],
    summary: 'The programmes the company joined or asked to join, with the state of each request, newest first',
    datos: z.array(companyProgramme),
  }),
  active: defineCall({
    name: 'programasPracticasActivos',
    method: 'GET',
    path: '/api/Publico/programasPracticasActivos',
    roles: ['Alumno', 'Empresa', 'Gestor'],
    summary: 'The institution\'s programmes whose end date has not passed (48 when the brand has none), starting soonest first',
    datos: z.array(activeProgramme),
  }),
  detail: defineCall({
    name: 'detallePrograma',
    method: 'GET',
    path: '/api/Publico/detallePrograma/:id',
    roles: ['Alumno', 'Empresa', 'Gestor'],
    summary: 'One programme with its published documents (63 when it is not one of the institution\'s)',
    params: programmeParams,
    datos: programmeDetail,
  }),
  requestAdhesion: defineCall({
    name: 'solicitaAdhesionPrograma',
    method: 'POST',
    path: '/api/Publico/solicitaAdhesionPrograma/:id',
    roles: ['Empresa'],
    changeLog: 'logged',
    summary: 'The company asks to join the programme (64 when it already asked, 620 when the programme is closed); staff are notified; answers 525 and the programme',
    params: programmeParams,
    datos: programmeDetail,
  }),
  documentFile: defineCall({
    name: 'ficheroDocumentoPrograma',
    method: 'GET',
    path: '/api/Publico/ficheroDocumentoPrograma/:idDocumento',
    roles: ['Alumno', 'Empresa', 'Gestor'],
    summary: "The file of a published document of one of the institution's programmes (608 otherwise)",
    params: z.object({ idDocumento: zId }),
    datos: z.unknown().describe('The file itself (PDF inline, other types as attachment)'),
  }),
} as const;
