import type { FastifyInstance } from 'fastify';
import { Status, registrationCalls as calls } from '@portal/shared';
import { Notice, registerCall } from '../../lib/contract-route.ts';
import type { AuthService } from '../auth/index.ts';
import { register } from './registration.service.ts';
import { requestDeletion, withdrawDeletion } from './deregistration.service.ts';

export function registrationRoutes(app: FastifyInstance, deps: { auth: AuthService; now: () => Date }): void {
  registerCall(app, calls.register, async ({ db, visitor, body }) => {
    const result = await register(await db(), visitor, body, { auth: deps.auth, now: deps.now() });
    return new Notice(Status.UserRegistered, result.datos, result.mensaje);
  });

  registerCall(app, calls.requestDeletion, async ({ db, actor, mail }) => {
    const datos = await requestDeletion(await db(), actor, { mail, now: deps.now() });
    return new Notice(Status.DeletionRequestReceived, datos);
  });

  registerCall(app, calls.withdrawDeletion, async ({ db, actor, mail }) => {
    const datos = await withdrawDeletion(await db(), actor, { mail });
    return new Notice(Status.DeletionRequestWithdrawn, datos);
  });
}
