import type { FastifyInstance } from 'fastify';
import { Status, registrationCalls as calls } from '@portal/shared';
import { Notice, registerCall } from '../../lib/contract-route.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import type { Db } from '../../db/database.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { SessionService } from '../session/index.ts';
import { createRegistrationService } from './registration.service.ts';
import { createDeregistrationService } from './deregistration.service.ts';

export function registrationRoutes(app: FastifyInstance, deps: { db: Db; session: SessionService; mailer: Mailer; now: () => Date }): void {
  const registration = createRegistrationService(deps);
  const deregistration = createDeregistrationService({ ...deps, log: app.log });

  registerCall(app, calls.register, async ({ request, body }) => {
    const result = await registration.register(request.institution, body, requestLanguage(request));
    return new Notice(Status.UserRegistered, result.datos, result.mensaje);
  });

  registerCall(app, calls.requestDeletion, async ({ request, session }) => {
    const datos = await deregistration.requestDeletion(session, request.institution, requestLanguage(request));
    return new Notice(Status.DeletionRequestReceived, datos);
  });
}
