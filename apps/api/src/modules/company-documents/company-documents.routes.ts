import type { FastifyInstance } from 'fastify';
import { companyDocumentsCalls as calls } from '@portal/shared';
import { registerCall } from '../../lib/contract-route.ts';
import { registerFileCall } from '../../lib/file-route.ts';
import type { ModuleDeps } from '../../lib/api-module.ts';
import { effectsOf } from '../notifications/index.ts';
import * as service from './company-documents.service.ts';

export function companyDocumentsRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  registerCall(app, calls.agreements, async ({ actor, db }) => service.agreements(await db(), actor));
  registerCall(app, calls.invoices, async ({ actor, db }) => service.invoices(await db(), actor));
  registerCall(app, calls.documents, async ({ actor, db }) => service.documents(await db(), actor));
  registerFileCall(app, calls.agreementFile, ({ db, actor, params }) => service.paperFile(db, actor, 'agreements', params.idConvenio));
  registerFileCall(app, calls.invoiceFile, ({ db, actor, params }) => service.paperFile(db, actor, 'company_invoices', params.idFactura));
  registerFileCall(app, calls.documentFile, ({ db, actor, params }) => service.paperFile(db, actor, 'company_internship_documents', params.idDocumento));
  registerCall(app, calls.annexes, async ({ actor, db }) => service.published(await db(), actor, 'anexo'));
  registerCall(app, calls.notes, async ({ actor, db }) => service.published(await db(), actor, 'nota'));
  registerCall(app, calls.byProgramme, async ({ actor, db }) => service.byProgramme(await db(), actor));
  registerFileCall(app, calls.publishedFile, ({ db, actor, params }) => service.publishedFile(db, actor, params.idDocumento));
  registerCall(app, calls.added, async ({ actor, db }) => service.added(await db(), actor));
  registerCall(app, calls.addDoc, async (ctx) => service.addDocument(await ctx.db(), ctx.actor, effectsOf(ctx, deps), ctx.body, deps.now()));
  registerCall(app, calls.delDoc, async ({ actor, db, body }) => service.deleteDocument(await db(), actor, body.id));
  registerFileCall(app, calls.addedFile, ({ db, actor, params }) => service.addedFile(db, actor, params.idDocumento));
}
