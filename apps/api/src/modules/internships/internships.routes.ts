import type { FastifyInstance } from 'fastify';
import { Status, internshipCalls as calls } from '@portal/shared';
import { Notice, registerCall } from '../../lib/contract-route.ts';
import { registerFileCall } from '../../lib/file-route.ts';
import type { AppConfig } from '../../config.ts';
import { effectsOf } from '../notifications/index.ts';
import {
  addForm,
  addInternshipDocument,
  addRenunciation,
  currentDegrees,
  deleteInternshipDocument,
  internshipDocumentFile,
  listMyInternships,
  replaceFollowUp,
} from './internships.service.ts';
import { checkCif, checkContactEmail, proposalsAvailable, propose } from './proposal.service.ts';

export function internshipsRoutes(app: FastifyInstance, deps: { config: AppConfig; now: () => Date }): void {
  registerCall(app, calls.myInternships, async ({ db, actor }) => listMyInternships(await db(), actor));

  registerCall(app, calls.addForm, async ({ db, actor, body }) => {
    const datos = await addForm(await db(), actor, { internshipId: body.idPractica, upload: body.fichero });
    return new Notice(Status.DocumentsAttached, datos);
  });
  registerCall(app, calls.addRenunciation, async (ctx) => {
    const datos = await addRenunciation(await ctx.db(), ctx.actor, effectsOf(ctx, deps), { internshipId: ctx.body.idPractica, upload: ctx.body.fichero });
    return new Notice(Status.DocumentsAttached, datos);
  });
  registerCall(app, calls.addDocument, async ({ db, actor, body }) => {
    const datos = await addInternshipDocument(await db(), actor, { internshipId: body.idPractica, documentTypeId: body.idTipoDocumento, upload: body.fichero });
    return new Notice(Status.DocumentsAttached, datos);
  });
  registerCall(app, calls.editFollowUp, async ({ db, actor, body }) => {
    const datos = await replaceFollowUp(await db(), actor, { internshipId: body.idPractica, upload: body.fichero });
    return new Notice(Status.DocumentsAttached, datos);
  });

  registerCall(app, calls.deleteDocument, async ({ db, actor, body }) => deleteInternshipDocument(await db(), actor, body.id));

  registerFileCall(app, calls.document, ({ db, actor, params }) => internshipDocumentFile(db, actor, (params as { id: number }).id));

  registerCall(app, calls.currentDegrees, async ({ db, actor }) => currentDegrees(await db(), actor));

  registerCall(app, calls.proposalsAvailable, async ({ db, actor }) => proposalsAvailable(await db(), actor, deps.now()));
  registerCall(app, calls.checkCif, async ({ db, visitor, body }) => checkCif(await db(), visitor, body.cif));
  registerCall(app, calls.checkContactEmail, async ({ db, visitor, body }) => checkContactEmail(await db(), visitor, body.cif, body.email));
  registerCall(app, calls.propose, async (ctx) => {
    const datos = await propose(await ctx.db(), ctx.actor, ctx.body, deps.now(), effectsOf(ctx, deps));
    return new Notice(Status.InternshipProposalRegistered, datos);
  });
}
