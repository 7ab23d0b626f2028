import type { FastifyInstance } from 'fastify';
import { Status, programmesCalls as calls } from '@portal/shared';
import type { ModuleDeps } from '../../lib/api-module.ts';
import { Notice, registerCall } from '../../lib/contract-route.ts';
import { registerFileCall } from '../../lib/file-route.ts';
import { effectsOf } from '../notifications/index.ts';
import * as service from './programmes.service.ts';

/** The active internship programmes (spec 2 §7.8): read by every signed-in role, joined by companies. */
export function programmesRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  registerCall(app, calls.ofCompany, async ({ actor, db }) => service.ofCompany(await db(), actor, deps.now()));
  registerCall(app, calls.active, async ({ actor, db }) => service.active(await db(), actor, deps.now()));
  registerCall(app, calls.detail, async ({ actor, db, params }) => service.detail(await db(), actor, params.id, deps.now()));
  registerCall(app, calls.requestAdhesion, async (ctx) =>
    new Notice(Status.AdhesionRequested, await service.requestAdhesion(await ctx.db(), ctx.actor, effectsOf(ctx, deps), ctx.params.id, deps.now())),
  );
  registerFileCall(app, calls.documentFile, ({ db, actor, params }) => service.documentFile(db, actor, params.idDocumento));
}
