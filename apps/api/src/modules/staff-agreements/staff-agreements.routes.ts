import type { FastifyInstance } from 'fastify';
import { staffAgreementCalls as calls } from '@portal/shared';
import { csvFile } from '../../lib/csv.ts';
import { registerCall } from '../../lib/contract-route.ts';
import { registerFileCall } from '../../lib/file-route.ts';
import type { ModuleDeps } from '../../lib/api-module.ts';
import { effectsOf } from '../notifications/index.ts';
import { agreementColumns, exportActor } from '../staff/index.ts';
import { scheduleAgreementExpiry } from './agreement-expiry.ts';
import * as service from './staff-agreements.service.ts';

export function staffAgreementsRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  scheduleAgreementExpiry(app, { db: deps.db, queue: deps.mail.queue, nudge: deps.mail.nudge, config: deps.config });
  registerCall(app, calls.list, async ({ actor, db, query }) => service.listAgreements(await db(), actor, query));
  registerCall(app, calls.detail, async ({ actor, db, params }) => service.agreementDetail(await db(), actor, params.idConvenio));
  registerCall(app, calls.move, async (ctx) => service.moveAgreement(await ctx.db(), ctx.actor, effectsOf(ctx, deps), ctx.body));
  registerFileCall(app, calls.file, ({ db, params, session, institution, language }) =>
    service.agreementFile(db, exportActor(session, institution, language), params.idConvenio),
  );
  registerFileCall(app, calls.export, async ({ db, query, session, institution, language }) => {
    const rows = await service.allAgreements(db, exportActor(session, institution, language), query);
    return csvFile('convenios', agreementColumns(language), rows, deps.now());
  });
  registerCall(app, calls.companyDocuments, async ({ actor, db, params }) => service.companyDocuments(await db(), actor, params.idEmpresa));
  registerCall(app, calls.uploadInvoice, async (ctx) => service.uploadInvoice(await ctx.db(), ctx.actor, effectsOf(ctx, deps), ctx.body));
  registerCall(app, calls.uploadDocument, async (ctx) => service.uploadDocument(await ctx.db(), ctx.actor, effectsOf(ctx, deps), ctx.body));
  registerFileCall(app, calls.invoiceFile, ({ db, params, session, institution, language }) =>
    service.invoiceFile(db, exportActor(session, institution, language), params.idFactura),
  );
  registerFileCall(app, calls.documentFile, ({ db, params, session, institution, language }) =>
    service.documentFile(db, exportActor(session, institution, language), params.idDocumento),
  );
}
