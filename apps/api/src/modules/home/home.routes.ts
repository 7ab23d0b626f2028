import type { FastifyInstance } from 'fastify';
import { homeCalls as calls } from '@portal/shared';
import { registerCall } from '../../lib/contract-route.ts';
import { registerFileCall } from '../../lib/file-route.ts';
import { communications, events, guideFile, guides } from './home.service.ts';

export function homeRoutes(app: FastifyInstance, deps: { now: () => Date }): void {
  registerCall(app, calls.communicationsCandidate, async ({ db, visitor }) => communications(await db(), visitor, 'Alumno', deps.now()));
  registerCall(app, calls.communicationsCompany, async ({ db, visitor }) => communications(await db(), visitor, 'Empresa', deps.now()));
  registerCall(app, calls.events, async ({ db, visitor, query }) => events(await db(), visitor, query.proximos, deps.now()));
  registerCall(app, calls.guides, async ({ db, visitor, query }) => guides(await db(), visitor, query.limite));

  registerFileCall(app, calls.guideFile, ({ db, actor, params }) => guideFile(db, actor, (params as { id: number }).id));
}
