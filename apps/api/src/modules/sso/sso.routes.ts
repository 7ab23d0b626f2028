import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Notice, registerCall } from '../../lib/contract-route.ts';
import { Status, ssoCalls as calls } from '@portal/shared';
import type { ModuleDeps } from '../../lib/api-module.ts';
import { publicOrigin } from '../../lib/public-origin.ts';
import { deviceOf, keepDevice } from '../auth/index.ts';
import { demoIssuer } from './demo-provider.ts';
import * as service from './sso.service.ts';

/**
 * The discovered providers of each app, shared by its modules (sign-on and the surveys' sign-on). Kept per app,
 * not per process: two apps of one process (test files sharing a worker) may meet two providers that came to
 * listen on the same address one after the other, each with its own keys.
 */
const discoveredOf = new WeakMap<ModuleDeps['config'], service.SsoDeps['discovered']>();

/** What the sign-on needs of the module's dependencies (the surveys' sign-on too). */
export function ssoDepsOf(deps: ModuleDeps): service.SsoDeps {
  let discovered = discoveredOf.get(deps.config);
  if (!discovered) discoveredOf.set(deps.config, (discovered = new Map()));
  return { now: deps.now, allowInsecure: !deps.config.production, demoIssuer, discovered };
}

/** The web's page the provider sends the person back to: /acceso, the one address registered at the provider. */
export const signOnRedirectUri = (request: FastifyRequest, deps: ModuleDeps) => `${publicOrigin(request, deps.config)}/acceso`;

export function ssoRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const sso = ssoDepsOf(deps);
  const redirectUri = (request: FastifyRequest) => signOnRedirectUri(request, deps);

  registerCall(app, calls.start, async ({ request, db }) =>
    service.startSignOn(deps.db, db, sso, { institutionId: request.institution.id, redirectUri: redirectUri(request) }),
  );

  // Like the password sign-in, the answer keeps to the root database (docs/architecture.md, "What runs outside a
  // call's unit of work"): the state is used up even when a later step refuses.
  registerCall(app, calls.answer, async ({ request, reply, body }) => {
    const person = await service.verifyIntegratedLogin(deps.db, sso, { institutionId: request.institution.id, respuesta: body.respuesta, surveyId: null });
    const device = deviceOf(request);
    const result = await deps.auth.signInVerified({ institution: request.institution, userId: person.userId, ip: request.ip, device });
    keepDevice(reply, device, deps.config.production);
    return result;
  });

  registerCall(app, calls.settings, async ({ request, actor, db }) => service.presentSettings(await service.readSettings(await db(), actor), redirectUri(request)));
  registerCall(app, calls.editSettings, async ({ request, actor, db, body }) => {
    const saved = await service.editSettings(await db(), actor, body);
    return new Notice(Status.ChangesSaved, service.presentSettings(saved, redirectUri(request)));
  });
}
