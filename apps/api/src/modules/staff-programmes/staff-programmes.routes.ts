import type { FastifyInstance } from 'fastify';
import { Status, staffProgrammesCalls as calls } from '@portal/shared';
import type { ModuleDeps } from '../../lib/api-module.ts';
import { Notice, registerCall } from '../../lib/contract-route.ts';
import { effectsOf } from '../notifications/index.ts';
import * as service from './staff-programmes.service.ts';

/** The internship programmes as staff keep them, and the companies' adhesion requests. */
export function staffProgrammesRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  registerCall(app, calls.list, async ({ actor, db }) => service.programmes(await db(), actor));
  registerCall(app, calls.save, async ({ actor, db, body }) => new Notice(Status.ChangesSaved, await service.saveProgramme(await db(), actor, body)));
  registerCall(app, calls.open, async ({ actor, db, body }) => service.setOpen(await db(), actor, body));
  registerCall(app, calls.adhesions, async ({ actor, db, query }) => service.adhesions(await db(), actor, query));
  registerCall(app, calls.decide, async (ctx) => service.decide(await ctx.db(), ctx.actor, effectsOf(ctx, deps), ctx.body, deps.now()));
}
