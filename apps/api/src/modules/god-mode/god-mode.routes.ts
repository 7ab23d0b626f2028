import type { FastifyInstance } from 'fastify';
import { godModeCalls as calls } from '@portal/shared';
import type { ModuleDeps } from '../../lib/api-module.ts';
import { registerCall } from '../../lib/contract-route.ts';
import { checkPass, createPass, withdrawPasses } from './god-mode.service.ts';

export function godModeRoutes(app: FastifyInstance, { godModePasses, now }: Pick<ModuleDeps, 'godModePasses' | 'now'>): void {
  registerCall(app, calls.create, async ({ db, actor }) => createPass(await db(), actor, godModePasses));
  registerCall(app, calls.check, async ({ visitor, request, body }) => checkPass(godModePasses, body.pase, visitor.institutionId, request.institutionSettings));
  registerCall(app, calls.revoke, async ({ db, actor }) => withdrawPasses(await db(), actor, now()));
}
