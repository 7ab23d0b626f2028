import type { FastifyInstance } from 'fastify';
import { staffCandidacyCalls as calls } from '@portal/shared';
import { registerCall } from '../../../lib/contract-route.ts';
import type { Mailer } from '../../../mail/mailer.ts';
import * as service from './candidacies.service.ts';

export function staffCandidaciesRoutes(app: FastifyInstance, deps: { mailer: Mailer }): void {
  registerCall(app, calls.ofOffer, async ({ actor, db, params }) => service.candidaciesOfOffer(await db(), actor, params.idOferta));
  registerCall(app, calls.searchCandidates, async ({ actor, db, query }) => service.searchCandidates(await db(), actor, query));
  registerCall(app, calls.propose, async ({ actor, db, body, afterCommit }) => service.proposeCandidate(await db(), actor, { afterCommit, mailer: deps.mailer }, body));
  registerCall(app, calls.move, async ({ actor, db, body }) => service.moveCandidacy(await db(), actor, body));
}
