import type { FastifyInstance } from 'fastify';
import { Status, guidesHelpCalls as calls } from '@portal/shared';
import type { ModuleDeps } from '../../lib/api-module.ts';
import { Notice, registerCall } from '../../lib/contract-route.ts';
import * as service from './guides-help.service.ts';

/** The information pages: what candidates read, and what staff write. */
export function guidesHelpRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  registerCall(app, calls.page, async ({ db, visitor, params }) => service.page(await db(), visitor, params.pagina));
  registerCall(app, calls.staffPages, async ({ db, visitor }) => service.staffPages(await db(), visitor));
  registerCall(app, calls.savePage, async ({ db, actor, body }) => new Notice(Status.ChangesSaved, await service.savePage(await db(), actor, body, deps.now())));
}
