import { z } from 'zod';
import { defineCall } from './define-call.ts';
import { AGREEMENT_STATES } from '../constants/agreement-states.ts';
import { dateTimeText, zId } from './staff-common.ts';
import { companyInternshipDocument, companyInvoice } from './staff-agreements.ts';
import { zUploadedFile } from '../validation/schemas.ts';

/**
 * A company's documents (spec 2 §7.6): the read side of what the service keeps about the company, its collaboration
 * agreements with their state, its invoices and its internship documents (staff-agreements.ts has the service's side).
 */

const dayText = z.string().describe('yyyy-mm-dd');
const file = z.unknown().describe('The file itself (PDF inline, other types as attachment)');

export const companyAgreement = z.object({
  idConvenio: z.number(),
  estado: z.enum(AGREEMENT_STATES),
  fechaAlta: dateTimeText,
  fechaCaducidad: dayText.nullable(),
  sinCaducidad: z.boolean(),
  tieneFichero: z.boolean(),
  copiaFirmada: z.boolean().describe('The company has uploaded its signed copy (the download then serves it)'),
  observaciones: z.string().nullable().describe("The staff's remark of the last move (why it is erroneous)"),
});
export type CompanyAgreement = z.infer<typeof companyAgreement>;

/**
 * What the service publishes for every company of the institution (spec 2 §7.8): internship annexes
 * (`anexo`), informative notes on curricular and extracurricular internships (`nota`) and the documents of a
 * programme (`programa`). Any of them may belong to a programme; drafts are never listed to companies.
 */
export const PUBLISHED_DOCUMENT_KINDS = ['anexo', 'nota', 'programa'] as const;
export type PublishedDocumentKind = (typeof PUBLISHED_DOCUMENT_KINDS)[number];

export const publishedDocument = z.object({
  idDocumento: z.number(),
  tipo: z.enum(PUBLISHED_DOCUMENT_KINDS),
  titulo: z.string(),
  descripcion: z.string().nullable(),
  nombreFichero: z.string(),
  fecha: dayText.describe('yyyy-mm-dd, when it was published'),
  idPrograma: z.number().nullable(),
  programa: z.string().nullable().describe("The programme's title in the reader's language"),
});
export type PublishedDocument = z.infer<typeof publishedDocument>;

export const programmeDocuments = z.object({
  idPrograma: z.number(),
  programa: z.string(),
  documentos: z.array(publishedDocument),
});
export type ProgrammeDocuments = z.infer<typeof programmeDocuments>;

/** A document the company added itself (documentosAportados). */
export const companyAddedDocument = z.object({
  id: z.number(),
  nombre: z.string(),
  nombreFichero: z.string(),
  fecha: dateTimeText,
});
export type CompanyAddedDocument = z.infer<typeof companyAddedDocument>;

/** adddoc: the uploaded-document payload of spec 2 §3 (`nombre` names it; the file's name when left out). */
export const addDocBody = zUploadedFile;
export type AddDocBody = z.input<typeof addDocBody>;
export const delDocBody = z.object({ id: zId });

/** The company's read side (spec 2 §7.6): its own agreements, invoices and internship documents only. */
export const companyDocumentsCalls = {
  agreements: defineCall({
    name: 'dameConveniosEmpresa',
    method: 'GET',
    path: '/api/Empresa/dameConveniosEmpresa',
    roles: ['Empresa'],
    summary: "The company's agreements with their state, newest first",
    datos: z.array(companyAgreement),
  }),
  invoices: defineCall({
    name: 'dameFacturasALTAI',
    method: 'GET',
    path: '/api/Empresa/dameFacturasALTAI',
    roles: ['Empresa'],
    summary: "The company's invoices, newest first",
    datos: z.array(companyInvoice),
  }),
  documents: defineCall({
    name: 'dameDocumentosPracticas',
    method: 'GET',
    path: '/api/Empresa/dameDocumentosPracticas',
    roles: ['Empresa'],
    summary: 'The internship documents the service published for the company, newest first',
    datos: z.array(companyInternshipDocument),
  }),
  agreementFile: defineCall({
    name: 'ficheroConvenioEmpresa',
    method: 'GET',
    path: '/api/Empresa/ficheroConvenioEmpresa/:idConvenio',
    roles: ['Empresa'],
    summary: "The PDF of one of the company's agreements (608 for another company's)",
    params: z.object({ idConvenio: zId }),
    datos: file,
  }),
  invoiceFile: defineCall({
    name: 'ficheroFacturaEmpresa',
    method: 'GET',
    path: '/api/Empresa/ficheroFacturaEmpresa/:idFactura',
    roles: ['Empresa'],
    summary: "The file of one of the company's invoices (608 for another company's)",
    params: z.object({ idFactura: zId }),
    datos: file,
  }),
  documentFile: defineCall({
    name: 'ficheroDocumentoPracticasEmpresa',
    method: 'GET',
    path: '/api/Empresa/ficheroDocumentoPracticasEmpresa/:idDocumento',
    roles: ['Empresa'],
    summary: "The file of one of the company's internship documents (608 for another company's)",
    params: z.object({ idDocumento: zId }),
    datos: file,
  }),
  annexes: defineCall({
    name: 'dameAnexosPracticas',
    method: 'GET',
    path: '/api/Empresa/dameAnexosPracticas',
    roles: ['Empresa'],
    summary: 'The internship annexes the service published, newest first',
    datos: z.array(publishedDocument),
  }),
  notes: defineCall({
    name: 'dameNotasInformativasPracticasCurricularExtraordinaria',
    method: 'GET',
    path: '/api/Empresa/dameNotasInformativasPracticasCurricularExtraordinaria',
    roles: ['Empresa'],
    summary: 'The informative notes on curricular and extracurricular internships the service published, newest first',
    datos: z.array(publishedDocument),
  }),
  byProgramme: defineCall({
    name: 'dameDocumentosPracticasPorPrograma',
    method: 'GET',
    path: '/api/empresa/dameDocumentosPracticasPorPrograma',
    roles: ['Empresa'],
    summary: 'The published documents that belong to a programme, grouped by programme',
    datos: z.array(programmeDocuments),
  }),
  publishedFile: defineCall({
    name: 'ficheroDocumentoPublicadoEmpresa',
    method: 'GET',
    path: '/api/Empresa/ficheroDocumentoPublicadoEmpresa/:idDocumento',
    roles: ['Empresa'],
    summary: 'The file of a published annex, note or programme document (608 for a draft or another institution\'s)',
    params: z.object({ idDocumento: zId }),
    datos: file,
  }),
  added: defineCall({
    name: 'documentosAportados',
    method: 'GET',
    path: '/api/empresa/documentosAportados',
    roles: ['Empresa'],
    summary: 'The documents the company added itself, newest first',
    datos: z.array(companyAddedDocument),
  }),
  addDoc: defineCall({
    name: 'adddoc',
    method: 'POST',
    path: '/api/empresa/adddoc',
    roles: ['Empresa'],
    changeLog: 'logged',
    summary: 'Adds a document of the company (type and size checked on the bytes: 46, 15); staff are notified; answers the list',
    body: addDocBody,
    datos: z.array(companyAddedDocument),
  }),
  delDoc: defineCall({
    name: 'deldoc',
    method: 'POST',
    path: '/api/empresa/deldoc',
    roles: ['Empresa'],
    changeLog: 'logged',
    summary: "Deletes one of the company's own documents (608 for another company's); answers the list",
    body: delDocBody,
    datos: z.array(companyAddedDocument),
  }),
  addedFile: defineCall({
    name: 'ficheroDocumentoAportadoEmpresa',
    method: 'GET',
    path: '/api/Empresa/ficheroDocumentoAportadoEmpresa/:idDocumento',
    roles: ['Empresa'],
    summary: "The file of one of the company's own documents (608 for another company's)",
    params: z.object({ idDocumento: zId }),
    datos: file,
  }),
} as const;
