import { z } from 'zod';
import { defineCall } from './define-call.ts';
import { AGREEMENT_STATES } from '../constants/agreement-states.ts';
import { dateTimeText, zId } from './staff-common.ts';
import { companyInternshipDocument, companyInvoice } from './staff-agreements.ts';

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
} as const;
