import type { FastifyInstance } from 'fastify';
import { Status, staffDocumentsCalls as calls } from '@portal/shared';
import type { ModuleDeps } from '../../lib/api-module.ts';
import { Notice, registerCall } from '../../lib/contract-route.ts';
import { registerFileCall } from '../../lib/file-route.ts';
import * as service from './staff-documents.service.ts';

/** The annexes, notes and programme documents staff publish, and the documents companies added. */
export function staffDocumentsRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  registerCall(app, calls.list, async ({ actor, db }) => service.documents(await db(), actor));
  registerCall(app, calls.save, async ({ actor, db, body }) => new Notice(Status.ChangesSaved, await service.saveDocument(await db(), actor, body)));
  registerCall(app, calls.publish, async ({ actor, db, body }) => service.publishDocument(await db(), actor, body, deps.now()));
  registerCall(app, calls.remove, async ({ actor, db, body }) => service.deleteDocument(await db(), actor, body.id));
  registerFileCall(app, calls.file, ({ db, actor, params }) => service.documentFile(db, actor, params.idDocumento));
  registerCall(app, calls.companyDocuments, async ({ actor, db, query }) => service.companyDocuments(await db(), actor, query.idEmpresa));
  registerFileCall(app, calls.companyDocumentFile, ({ db, actor, params }) => service.companyDocumentFile(db, actor, params.idDocumento));
}
