import type { FastifyInstance } from 'fastify';
import { searchAlertCalls as calls } from '@portal/shared';
import type { ModuleDeps } from '../../lib/api-module.ts';
import { registerCall } from '../../lib/contract-route.ts';
import { scheduleSearchAlerts } from './alert-pass.ts';
import { setAlert, watchedSearchIds } from './search-alerts.service.ts';

export function searchAlertsRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  scheduleSearchAlerts(app, { db: deps.db, queue: deps.mail.queue, nudge: deps.mail.nudge, config: deps.config });
  registerCall(app, calls.alerts, async ({ db, actor }) => ({ ids: await watchedSearchIds(await db(), actor) }));
  registerCall(app, calls.editAlert, async ({ db, actor, body }) => setAlert(await db(), actor, body.id, body.alerta, deps.now()));
}
