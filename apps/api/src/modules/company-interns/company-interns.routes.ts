import type { FastifyInstance } from 'fastify';
import { Status, companyChangeRequestCalls, companyInternsCalls, staffChangeRequestCalls } from '@portal/shared';
import type { AppConfig } from '../../config.ts';
import { Notice, registerCall } from '../../lib/contract-route.ts';
import { effectsOf } from '../notifications/index.ts';
import { listInterns } from './company-interns.service.ts';
import * as changes from './change-requests.service.ts';

/** Paths answer in any case, so `/api/empresa/...` reaches the same routes as `/api/Empresa/...`. */
export function companyInternsRoutes(app: FastifyInstance, deps: { config: AppConfig; now: () => Date }): void {
  registerCall(app, companyInternsCalls.list, async ({ db, actor }) => listInterns(await db(), actor));

  registerCall(app, companyChangeRequestCalls.request, async (ctx) => {
    const datos = await changes.requestChange(await ctx.db(), ctx.actor, effectsOf(ctx, deps), ctx.body);
    return new Notice(Status.PracticeRequestSent, datos);
  });
  registerCall(app, companyChangeRequestCalls.mine, async ({ db, actor }) => changes.companyRequests(await db(), actor));

  registerCall(app, staffChangeRequestCalls.list, async ({ db, actor, query }) => changes.staffRequests(await db(), actor, query.estado));
  registerCall(app, staffChangeRequestCalls.accept, async (ctx) => {
    const datos = await changes.acceptRequest(await ctx.db(), ctx.actor, effectsOf(ctx, deps), ctx.body, deps.now());
    return new Notice(Status.RequestAccepted, datos);
  });
  registerCall(app, staffChangeRequestCalls.refuse, async (ctx) => {
    const datos = await changes.refuseRequest(await ctx.db(), ctx.actor, effectsOf(ctx, deps), ctx.body, deps.now());
    return new Notice(Status.RequestRejected, datos);
  });
}
