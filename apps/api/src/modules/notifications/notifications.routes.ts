import type { FastifyInstance } from 'fastify';
import { ROLES, digestUnsubscribeCall, notificationCallsByRole } from '@portal/shared';
import { registerCall } from '../../lib/contract-route.ts';
import type { ModuleDeps } from '../../lib/api-module.ts';
import { scheduleDigests } from './digest.ts';
import { resolveJwtSecret } from '../../lib/jwt-secret.ts';
import { stopDigests } from './digest-unsubscribe.ts';
import * as service from './notifications.service.ts';
import { presentNotifications, presentPreferences } from './notifications.presenter.ts';

/** The same calls for each role: the spec's for Alumno and Empresa, and the staff's bell for their queues. */
export function notificationsRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  scheduleDigests(app, { db: deps.db, queue: deps.mail.queue, nudge: deps.mail.nudge, config: deps.config });
  // Read before the call's transaction opens: on the embedded database that transaction holds the one connection.
  let secret: Promise<string> | undefined;
  registerCall(app, digestUnsubscribeCall, async ({ db, body }) => {
    secret ??= resolveJwtSecret(deps.db, deps.config.jwtSecret).catch((error: unknown) => {
      secret = undefined;
      throw error;
    });
    const key = await secret;
    await stopDigests(await db(), key, body.token);
    return { hecho: true as const };
  });
  for (const role of ROLES) {
    const calls = notificationCallsByRole[role];
    registerCall(app, calls.list, async ({ db, actor, visitor, query }) => presentNotifications(await service.listNotifications(await db(), actor, query.antesDe), visitor.language));
    registerCall(app, calls.markRead, async ({ db, actor, body }) => ({ noLeidas: await service.markRead(await db(), actor, body.id, deps.now()) }));
    registerCall(app, calls.remove, async ({ db, actor, body }) => ({ noLeidas: await service.remove(await db(), actor, body.id, deps.now()) }));
    registerCall(app, calls.markLinklessRead, async ({ db, actor }) => ({ noLeidas: await service.markLinklessRead(await db(), actor, deps.now()) }));
    registerCall(app, calls.removeAll, async ({ db, actor }) => ({ noLeidas: await service.removeAll(await db(), actor, deps.now()) }));
    registerCall(app, calls.preferences, async ({ db, actor }) => presentPreferences(await service.preferences(await db(), actor)));
    registerCall(app, calls.editPreferences, async ({ db, actor, body }) => presentPreferences(await service.editPreferences(await db(), actor, body.preferencias)));
  }
}
