import type { FastifyInstance } from 'fastify';
import { companyDocumentsCalls as calls } from '@portal/shared';
import { registerCall } from '../../lib/contract-route.ts';
import { registerFileCall } from '../../lib/file-route.ts';
import * as service from './company-documents.service.ts';

export function companyDocumentsRoutes(app: FastifyInstance): void {
  registerCall(app, calls.agreements, async ({ actor, db }) => service.agreements(await db(), actor));
  registerCall(app, calls.invoices, async ({ actor, db }) => service.invoices(await db(), actor));
  registerCall(app, calls.documents, async ({ actor, db }) => service.documents(await db(), actor));
  registerFileCall(app, calls.agreementFile, ({ db, actor, params }) => service.paperFile(db, actor, 'agreements', params.idConvenio));
  registerFileCall(app, calls.invoiceFile, ({ db, actor, params }) => service.paperFile(db, actor, 'company_invoices', params.idFactura));
  registerFileCall(app, calls.documentFile, ({ db, actor, params }) => service.paperFile(db, actor, 'company_internship_documents', params.idDocumento));
}
