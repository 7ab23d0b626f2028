import type { FastifyInstance } from 'fastify';
import { staffCandidateCalls as calls } from '@portal/shared';
import { registerCall } from '../../../lib/contract-route.ts';
import { registerFileCall } from '../../../lib/file-route.ts';
import type { Actor } from '../../../lib/request-context.ts';
import * as service from './candidates.service.ts';

export function staffCandidatesRoutes(app: FastifyInstance, deps: { now: () => Date }): void {
  registerCall(app, calls.list, async ({ actor, db, query }) => service.listCandidates(await db(), actor, query));
  registerCall(app, calls.cv, async ({ actor, db, params }) => service.candidateCv(await db(), actor, params.idAlumno));
  registerFileCall(app, calls.file, ({ db, params, session, institution }) => {
    const actor: Actor = { institutionId: institution.id, brand: institution.brand, language: 'es', userId: session.userId, role: session.role };
    return service.candidateFile(db, actor, params.idAlumno, params.id);
  });
  registerCall(app, calls.validate, async ({ actor, db, body }) => service.setValidated(await db(), actor, body.idAlumno, body.validado));
  registerCall(app, calls.block, async ({ actor, db, body }) => service.block(await db(), actor, body.idAlumno, body.motivo));
  registerCall(app, calls.unblock, async ({ actor, db, body }) => service.unblock(await db(), actor, body.idAlumno));
  registerCall(app, calls.eraseNow, async ({ actor, db, body }) => service.eraseNow(await db(), actor, body.idAlumno, deps.now()));
}
