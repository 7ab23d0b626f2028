import type { FastifyInstance } from 'fastify';
import { Status, staffAccountCalls as calls } from '@portal/shared';
import { Notice, registerCall } from '../../lib/contract-route.ts';
import * as service from './staff-accounts.service.ts';

export function staffAccountsRoutes(app: FastifyInstance): void {
  registerCall(app, calls.list, async ({ actor, db }) => service.listAccounts(await db(), actor));
  registerCall(app, calls.create, async ({ actor, db, body }) => new Notice(Status.UserCreated, await service.createAccount(await db(), actor, body)));
}
