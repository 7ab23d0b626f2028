import { z } from 'zod';
import { defineCall } from './define-call.ts';
import { dateTimeText, zId, zIdFilter } from './staff-common.ts';
import { companyAddedDocument, PUBLISHED_DOCUMENT_KINDS, publishedDocument } from './company-documents.ts';
import { zOptional, zOptionalText, zRequiredText, zUploadedFile } from '../validation/schemas.ts';

/**
 * The back office's documents (spec 2 §7.8, the service's side): the annexes, informative notes and programme
 * documents it publishes for every company of the institution, and the documents companies added themselves.
 */

export const staffPublishedDocument = publishedDocument.extend({
  publicado: z.boolean().describe('A draft (false) is never shown to companies'),
  fechaAlta: dateTimeText,
});
export type StaffPublishedDocument = z.infer<typeof staffPublishedDocument>;

export const publishedDocumentBody = z.object({
  id: zOptional(zId),
  tipo: z.enum(PUBLISHED_DOCUMENT_KINDS, { error: 'required' }),
  titulo: zRequiredText(3, 150),
  descripcion: zOptionalText(3, 1000),
  idPrograma: zOptional(zId),
  /** Required for a new document; on an existing one, a new file replaces the stored one. */
  fichero: zOptional(zUploadedFile),
});
export type PublishedDocumentInput = z.input<typeof publishedDocumentBody>;

export const publishDocumentBody = z.object({ id: zId, publicado: z.boolean({ error: 'required' }) });
const idBody = z.object({ id: zId });

export const staffCompanyDocument = companyAddedDocument.extend({ idEmpresa: z.number(), empresa: z.string() });
export type StaffCompanyDocument = z.infer<typeof staffCompanyDocument>;
export const staffCompanyDocumentsQuery = z.object({ idEmpresa: zIdFilter });

const file = z.unknown().describe('The file itself (PDF inline, other types as attachment)');

export const staffDocumentsCalls = {
  list: defineCall({
    name: 'dameDocumentosPublicadosGestor',
    method: 'GET',
    path: '/api/Gestor/dameDocumentosPublicadosGestor',
    roles: ['Gestor'],
    summary: 'The annexes, notes and programme documents of the institution, drafts included, newest first',
    datos: z.array(staffPublishedDocument),
  }),
  save: defineCall({
    name: 'guardaDocumentoPublicadoGestor',
    method: 'POST',
    path: '/api/Gestor/guardaDocumentoPublicadoGestor',
    roles: ['Gestor'],
    changeLog: 'logged',
    summary: 'Creates a document as a draft (a file required) or edits one (a new file replaces the stored one)',
    body: publishedDocumentBody,
    datos: staffPublishedDocument,
  }),
  publish: defineCall({
    name: 'publicaDocumentoGestor',
    method: 'POST',
    path: '/api/Gestor/publicaDocumentoGestor',
    roles: ['Gestor'],
    changeLog: 'logged',
    summary: 'Publishes a draft for the companies, or takes a published document back to draft',
    body: publishDocumentBody,
    datos: staffPublishedDocument,
  }),
  remove: defineCall({
    name: 'borraDocumentoPublicadoGestor',
    method: 'POST',
    path: '/api/Gestor/borraDocumentoPublicadoGestor',
    roles: ['Gestor'],
    changeLog: 'logged',
    summary: 'Deletes a document and its file',
    body: idBody,
    datos: z.object({ id: z.number() }),
  }),
  file: defineCall({
    name: 'ficheroDocumentoPublicadoGestor',
    method: 'GET',
    path: '/api/Gestor/ficheroDocumentoPublicadoGestor/:idDocumento',
    roles: ['Gestor'],
    summary: 'The file of an annex, note or programme document, draft or published',
    params: z.object({ idDocumento: zId }),
    datos: file,
  }),
  companyDocuments: defineCall({
    name: 'dameDocumentosAportadosGestor',
    method: 'GET',
    path: '/api/Gestor/dameDocumentosAportadosGestor',
    roles: ['Gestor'],
    summary: 'The documents companies added themselves (one company with ?idEmpresa=), newest first',
    query: staffCompanyDocumentsQuery,
    datos: z.array(staffCompanyDocument),
  }),
  companyDocumentFile: defineCall({
    name: 'ficheroDocumentoAportadoGestor',
    method: 'GET',
    path: '/api/Gestor/ficheroDocumentoAportadoGestor/:idDocumento',
    roles: ['Gestor'],
    summary: 'The file of a document a company added',
    params: z.object({ idDocumento: zId }),
    datos: file,
  }),
} as const;
