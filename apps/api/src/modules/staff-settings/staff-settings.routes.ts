import type { FastifyInstance } from 'fastify';
import { Status, staffSettingsCalls as calls } from '@portal/shared';
import { Notice, registerCall } from '../../lib/contract-route.ts';
import * as service from './staff-settings.service.ts';

export function staffSettingsRoutes(app: FastifyInstance, deps: service.SettingsDeps): void {
  registerCall(app, calls.get, async ({ actor, db }) => service.readSettings(await db(), actor, deps));
  registerCall(app, calls.maintenance, async ({ actor, db, body }) => new Notice(Status.ChangesSaved, await service.setMaintenance(await db(), actor, deps, body.activo)));
  registerCall(app, calls.flags, async ({ actor, db, body }) => new Notice(Status.ChangesSaved, await service.setFlags(await db(), actor, deps, body.flags)));
  registerCall(app, calls.fields, async ({ actor, db, body }) => new Notice(Status.ChangesSaved, await service.setFields(await db(), actor, deps, body)));
}
