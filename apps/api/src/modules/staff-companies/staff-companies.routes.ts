import type { FastifyInstance } from 'fastify';
import { Status, staffCompanyCalls as calls, staffExportCalls } from '@portal/shared';
import { csvFile } from '../../lib/csv.ts';
import { registerFileCall } from '../../lib/file-route.ts';
import { companyColumns, exportActor } from '../staff/index.ts';
import { presentCompany } from './staff-companies.presenter.ts';
import { Notice, registerCall } from '../../lib/contract-route.ts';
import type { ModuleDeps } from '../../lib/api-module.ts';
import { effectsOf } from '../notifications/index.ts';
import * as service from './staff-companies.service.ts';

export function staffCompaniesRoutes(app: FastifyInstance, deps: ModuleDeps): void {

  registerCall(app, calls.list, async ({ actor, db, query }) => service.listCompanies(await db(), actor, query));
  registerCall(app, calls.detail, async ({ actor, db, params }) => service.companyDetail(await db(), actor, params.idEmpresa));
  registerCall(app, calls.validate, async (ctx) => service.validateCompany(await ctx.db(), ctx.actor, effectsOf(ctx, deps), ctx.body.idEmpresa));
  registerCall(app, calls.validateMany, async (ctx) =>
    service.validateCompanies(await ctx.db(), ctx.actor, effectsOf(ctx, deps), ctx.body.idsEmpresa),
  );
  registerCall(app, calls.reject, async (ctx) =>
    service.rejectCompany(await ctx.db(), ctx.actor, effectsOf(ctx, deps), ctx.body.idEmpresa, ctx.body.motivo),
  );
  registerCall(app, calls.rejectMany, async (ctx) =>
    service.rejectCompanies(await ctx.db(), ctx.actor, effectsOf(ctx, deps), ctx.body.idsEmpresa, ctx.body.motivo),
  );
  registerCall(app, calls.block, async (ctx) =>
    service.blockCompany(await ctx.db(), ctx.actor, effectsOf(ctx, deps), ctx.body.idEmpresa, ctx.body.motivo),
  );
  registerCall(app, calls.unblock, async (ctx) => service.unblockCompany(await ctx.db(), ctx.actor, effectsOf(ctx, deps), ctx.body.idEmpresa));
  registerCall(app, calls.edit, async ({ actor, db, body }) => new Notice(Status.ChangesSaved, await service.editCompany(await db(), actor, body)));
  registerFileCall(app, staffExportCalls.companies, async ({ db, query, session, institution, language }) => {
    const actor = exportActor(session, institution, language);
    const rows = await service.companiesForExport(db, actor, { state: query.estado ?? 'pendiente', text: query.texto, order: query.orden });
    return csvFile('empresas', companyColumns(language), rows.map(presentCompany), deps.now());
  });
  registerCall(app, calls.editContact, async ({ actor, db, body }) => new Notice(Status.ChangesSaved, await service.editContact(await db(), actor, body)));
}
