import { z } from 'zod';
import { defineCall } from './define-call.ts';
import { AGREEMENT_STATES, INTERNSHIP_DOCUMENT_TYPES, needsRemark } from '../constants/agreement-states.ts';
import { zDecimal, zOptional, zOptionalText, zRequiredText, zUploadedFile } from '../validation/schemas.ts';
import { dateTimeText, pageOf, zId, zPage, zSearchText } from './staff-common.ts';

/**
 * Collaboration agreements (convenios), invoices and internship documents of companies: the service moves an
 * agreement through its states (table in constants/agreement-states.ts) and uploads a company's invoices and
 * internship documents; the company reads its own.
 */

const zDay = zOptional(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'malformed'));
const dayText = z.string().describe('yyyy-mm-dd');

export const staffAgreementsQuery = z.object({
  estado: zOptional(z.enum(AGREEMENT_STATES, { error: 'malformed' })),
  /** Company trade or legal name, or CIF. */
  texto: zSearchText,
  caducaDesde: zDay.describe('expiry date from, yyyy-mm-dd inclusive'),
  caducaHasta: zDay.describe('expiry date until, yyyy-mm-dd inclusive'),
  pagina: zPage,
});
export type StaffAgreementsQuery = z.input<typeof staffAgreementsQuery>;

export const staffAgreementItem = z.object({
  idConvenio: z.number(),
  idEmpresa: z.number(),
  empresa: z.string().describe('Trade name'),
  cif: z.string(),
  estado: z.enum(AGREEMENT_STATES),
  fechaAlta: dateTimeText,
  fechaActualizacion: dateTimeText,
  fechaCaducidad: dayText.nullable(),
  sinCaducidad: z.boolean(),
  firmante: z.string().describe('Signer name and position'),
  tieneFichero: z.boolean(),
});
export type StaffAgreementItem = z.infer<typeof staffAgreementItem>;

/** One state change of an agreement, read from the audit log. */
export const agreementHistoryEntry = z.object({
  fecha: dateTimeText,
  usuario: z.string().describe('The staff member who moved it'),
  desde: z.enum(AGREEMENT_STATES).nullable(),
  hasta: z.enum(AGREEMENT_STATES).nullable(),
  observaciones: z.string().nullable().describe('The remark given with the move'),
});
export type AgreementHistoryEntry = z.infer<typeof agreementHistoryEntry>;

const contactRef = z.object({ idUsuario: z.number(), nombre: z.string(), email: z.string() }).nullable();

export const staffAgreementDetail = staffAgreementItem.extend({
  datosFirmante: z.object({
    nombre: z.string(),
    apellidos: z.string(),
    dni: z.string().nullable(),
    cargo: z.string(),
    email: z.string().nullable(),
    telefono: z.string().nullable(),
  }),
  contactoGestion: contactRef,
  contactoFacturacion: contactRef,
  cuentaFacturacion: z.object({ idCuenta: z.number(), nombreFiscal: z.string(), cif: z.string() }).nullable(),
  tramitacionManual: z.boolean(),
  requierePedido: z.boolean(),
  pedidoAnual: z.boolean(),
  numeroPedido: z.string().nullable(),
  pagoDomiciliado: z.boolean(),
  observaciones: z.string().nullable().describe('The remark of the last move'),
  copiaFirmada: z.boolean().describe('The company has uploaded its signed copy (the file call then serves it)'),
  siguientes: z.array(z.enum(AGREEMENT_STATES)).describe('States the agreement may move to'),
  historial: z.array(agreementHistoryEntry).describe('Its state changes, newest first'),
});
export type StaffAgreementDetail = z.infer<typeof staffAgreementDetail>;

/** A move to "erroneous" says why (needsRemark): the company must know what to redo. */
export const agreementMoveBody = z
  .object({
    idConvenio: zId,
    estado: z.enum(AGREEMENT_STATES, { error: 'malformed' }),
    observaciones: zOptionalText(3, 1000),
  })
  .superRefine((value, ctx) => {
    if (needsRemark(value.estado) && value.observaciones === undefined) {
      ctx.addIssue({ code: 'custom', message: 'required', path: ['observaciones'], input: undefined });
    }
  });
export type AgreementMove = z.input<typeof agreementMoveBody>;

export const companyInvoice = z.object({
  idFactura: z.number(),
  numero: z.string(),
  fecha: dayText,
  importe: z.number().describe('Euros'),
  nombreFichero: z.string(),
});
export type CompanyInvoice = z.infer<typeof companyInvoice>;

export const companyInternshipDocument = z.object({
  idDocumento: z.number(),
  nombre: z.string(),
  tipo: z.enum(INTERNSHIP_DOCUMENT_TYPES),
  fecha: dayText,
  nombreFichero: z.string(),
});
export type InternshipDocument = z.infer<typeof companyInternshipDocument>;

export const invoiceUploadBody = z.object({
  idEmpresa: zId,
  numero: zRequiredText(1, 50),
  fecha: z.iso.date({ error: 'date' }),
  importe: zDecimal.pipe(z.number().min(0, 'range').max(10_000_000, 'range')),
  fichero: zUploadedFile,
});
export type InvoiceUpload = z.input<typeof invoiceUploadBody>;

export const internshipDocumentUploadBody = z.object({
  idEmpresa: zId,
  nombre: zRequiredText(3, 150),
  tipo: z.enum(INTERNSHIP_DOCUMENT_TYPES, { error: 'required' }),
  fichero: zUploadedFile,
});
export type InternshipDocumentUpload = z.input<typeof internshipDocumentUploadBody>;

export const companyDocumentsDatos = z.object({ facturas: z.array(companyInvoice), documentos: z.array(companyInternshipDocument) });

const file = z.unknown().describe('The file itself (PDF inline, other types as attachment)');
const csv = z.unknown().describe('text/csv; charset=utf-8 (with BOM, ";" separated)');
const counts = z.record(z.enum(AGREEMENT_STATES), z.number());

export const staffAgreementCalls = {
  list: defineCall({
    name: 'dameConveniosGestor',
    method: 'GET',
    path: '/api/Gestor/dameConveniosGestor',
    roles: ['Gestor'],
    summary: "The institution's agreements of a state (default: generated), newest first, with a count per state",
    query: staffAgreementsQuery,
    datos: pageOf(staffAgreementItem).extend({ contadores: counts }),
  }),
  detail: defineCall({
    name: 'dameConvenioGestor',
    method: 'GET',
    path: '/api/Gestor/dameConvenioGestor/:idConvenio',
    roles: ['Gestor'],
    summary: 'One agreement with its signer, contacts, billing account, the states it may move to and its state changes',
    params: z.object({ idConvenio: zId }),
    datos: staffAgreementDetail,
  }),
  move: defineCall({
    name: 'cambiaEstadoConvenio',
    method: 'POST',
    path: '/api/Gestor/cambiaEstadoConvenio',
    roles: ['Gestor'],
    changeLog: 'logged',
    summary: "Moves an agreement to another state (14 when the table does not allow it), with a remark (required, 15, for erroneous); audited and mailed to the company's contacts",
    body: agreementMoveBody,
    datos: staffAgreementDetail,
  }),
  file: defineCall({
    name: 'ficheroConvenioGestor',
    method: 'GET',
    path: '/api/Gestor/ficheroConvenioGestor/:idConvenio',
    roles: ['Gestor'],
    summary: 'The PDF of an agreement (608 when it has none or is of another institution)',
    params: z.object({ idConvenio: zId }),
    datos: file,
  }),
  export: defineCall({
    name: 'exportaConveniosGestor',
    method: 'GET',
    path: '/api/Gestor/exportaConveniosGestor',
    roles: ['Gestor'],
    summary: 'The agreements of the filters as CSV, every row',
    query: staffAgreementsQuery,
    datos: csv,
  }),
  companyDocuments: defineCall({
    name: 'dameDocumentacionEmpresaGestor',
    method: 'GET',
    path: '/api/Gestor/dameDocumentacionEmpresaGestor/:idEmpresa',
    roles: ['Gestor'],
    summary: "A company's invoices and internship documents, newest first",
    params: z.object({ idEmpresa: zId }),
    datos: companyDocumentsDatos,
  }),
  uploadInvoice: defineCall({
    name: 'subeFacturaEmpresaGestor',
    method: 'POST',
    path: '/api/Gestor/subeFacturaEmpresaGestor',
    roles: ['Gestor'],
    changeLog: 'logged',
    summary: 'Uploads an invoice for a company (the file is checked by content: 46 when it is not what its extension says); answers the documentation',
    body: invoiceUploadBody,
    datos: companyDocumentsDatos,
  }),
  uploadDocument: defineCall({
    name: 'subeDocumentoPracticasGestor',
    method: 'POST',
    path: '/api/Gestor/subeDocumentoPracticasGestor',
    roles: ['Gestor'],
    changeLog: 'logged',
    summary: 'Uploads an internship document for a company; answers the documentation',
    body: internshipDocumentUploadBody,
    datos: companyDocumentsDatos,
  }),
  invoiceFile: defineCall({
    name: 'ficheroFacturaGestor',
    method: 'GET',
    path: '/api/Gestor/ficheroFacturaGestor/:idFactura',
    roles: ['Gestor'],
    summary: 'The file of an invoice',
    params: z.object({ idFactura: zId }),
    datos: file,
  }),
  documentFile: defineCall({
    name: 'ficheroDocumentoPracticasGestor',
    method: 'GET',
    path: '/api/Gestor/ficheroDocumentoPracticasGestor/:idDocumento',
    roles: ['Gestor'],
    summary: 'The file of an internship document',
    params: z.object({ idDocumento: zId }),
    datos: file,
  }),
} as const;
