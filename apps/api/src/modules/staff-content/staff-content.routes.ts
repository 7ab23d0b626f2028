import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../lib/api-module.ts';
import { Status, staffContentCalls as calls } from '@portal/shared';
import { Notice, registerCall } from '../../lib/contract-route.ts';
import * as service from './staff-content.service.ts';
import { staffContentItemRoutes } from './content-items.routes.ts';

export function staffContentRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  registerCall(app, calls.communications, async ({ actor, db }) => service.communications(await db(), actor));
  registerCall(app, calls.saveCommunication, async ({ actor, db, body }) => new Notice(Status.ChangesSaved, await service.saveCommunication(await db(), actor, body)));
  registerCall(app, calls.deleteCommunication, async ({ actor, db, body }) => service.deleteCommunication(await db(), actor, body.id));
  registerCall(app, calls.dataProtection, async ({ actor, db }) => service.dataProtection(await db(), actor));
  staffContentItemRoutes(app, deps);
  registerCall(app, calls.publishDataProtection, async ({ actor, db, body }) => new Notice(Status.ChangesSaved, await service.publishDataProtection(await db(), actor, body)));
}
