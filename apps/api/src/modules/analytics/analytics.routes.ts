import type { FastifyInstance } from 'fastify';
import { analyticsCalls as calls } from '@portal/shared';
import type { ModuleDeps } from '../../lib/api-module.ts';
import { registerCall } from '../../lib/contract-route.ts';
import { createRateLimiter } from '../../lib/rate-limit.ts';
import { VIEWS_PER_IP, assertAnalyticsOn, recordPageView } from './analytics.service.ts';

export function analyticsRoutes(app: FastifyInstance, deps: Pick<ModuleDeps, 'db' | 'now'>): void {
  const limiter = createRateLimiter(deps.db, deps.now);

  registerCall(app, calls.pageView, async ({ db, visitor, request, body }) => {
    assertAnalyticsOn(visitor.brand);
    await limiter.take([{ rule: VIEWS_PER_IP, key: request.ip }]);
    await recordPageView(await db(), visitor.institutionId, body, deps.now());
    return {};
  });
}
