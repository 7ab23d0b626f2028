import type { FastifyInstance } from 'fastify';
import { staffCandidacyCalls as calls, staffExportCalls } from '@portal/shared';
import { csvFile } from '../../lib/csv.ts';
import { registerFileCall } from '../../lib/file-route.ts';
import { exportActor, candidacyColumns } from '../staff/index.ts';
import { registerCall } from '../../lib/contract-route.ts';
import type { ModuleDeps } from '../../lib/api-module.ts';
import { effectsOf } from '../notifications/index.ts';
import * as service from './staff-candidacies.service.ts';

export function staffCandidaciesRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  registerFileCall(app, staffExportCalls.candidacies, async ({ db, params, session, institution, language }) => {
    const { items } = await service.candidaciesOfOffer(db, exportActor(session, institution, language), params.idOferta);
    return csvFile(`candidaturas-oferta-${params.idOferta}`, candidacyColumns(language), items, deps.now());
  });
  registerCall(app, calls.ofOffer, async ({ actor, db, params }) => service.candidaciesOfOffer(await db(), actor, params.idOferta));
  registerCall(app, calls.searchCandidates, async ({ actor, db, query }) => service.searchCandidates(await db(), actor, query));
  registerCall(app, calls.propose, async (ctx) => service.proposeCandidate(await ctx.db(), ctx.actor, effectsOf(ctx, deps), ctx.body));
  registerCall(app, calls.move, async (ctx) => service.moveCandidacy(await ctx.db(), ctx.actor, effectsOf(ctx, deps), ctx.body));
  registerCall(app, calls.reopen, async (ctx) => service.reopenCandidacy(await ctx.db(), ctx.actor, effectsOf(ctx, deps), ctx.body, deps.now()));
}
