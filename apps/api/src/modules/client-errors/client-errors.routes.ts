import type { FastifyInstance } from 'fastify';
import { clientErrorsCalls as calls } from '@portal/shared';
import type { ModuleDeps } from '../../lib/api-module.ts';
import { registerCall } from '../../lib/contract-route.ts';
import { everyHour } from '../../lib/hourly.ts';
import { createRateLimiter } from '../../lib/rate-limit.ts';
import { REPORTS_PER_INSTITUTION, REPORTS_PER_IP, listReports, pruneReports, recordReport } from './client-errors.service.ts';

export function clientErrorsRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const limiter = createRateLimiter(deps.db, deps.now);

  registerCall(app, calls.report, async ({ db, visitor, request, body }) => {
    // Counted before anything is written: over a limit, 601 (HTTP 429) and nothing stored.
    await limiter.take([
      { rule: REPORTS_PER_IP, key: request.ip },
      { rule: REPORTS_PER_INSTITUTION, key: visitor.institutionId },
    ]);
    await recordReport(await db(), visitor.institutionId, body, deps.now());
    return {};
  });

  registerCall(app, calls.list, async ({ db, actor, query }) => listReports(await db(), actor.institutionId, query, deps.now()));

  everyHour(app, 'client error reports pruning', async () => {
    const pruned = await pruneReports(deps.db, deps.now());
    if (pruned > 0) app.log.info({ pruned }, 'old client error reports deleted');
  });
}
