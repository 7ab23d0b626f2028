import type { FastifyInstance } from 'fastify';
import { staffCandidacyCalls as calls, staffExportCalls } from '@portal/shared';
import { csvFile } from '../../lib/csv.ts';
import { registerFileCall } from '../../lib/file-route.ts';
import { exportActor, candidacyColumns } from '../staff/index.ts';
import { registerCall } from '../../lib/contract-route.ts';
import type { Mailer } from '../../mail/mailer.ts';
import * as service from './staff-candidacies.service.ts';

export function staffCandidaciesRoutes(app: FastifyInstance, deps: { mailer: Mailer; now: () => Date }): void {
  registerFileCall(app, staffExportCalls.candidacies, async ({ db, params, session, institution, language }) => {
    const { items } = await service.candidaciesOfOffer(db, exportActor(session, institution, language), params.idOferta);
    return csvFile(`candidaturas-oferta-${params.idOferta}`, candidacyColumns(language), items, deps.now());
  });
  registerCall(app, calls.ofOffer, async ({ actor, db, params }) => service.candidaciesOfOffer(await db(), actor, params.idOferta));
  registerCall(app, calls.searchCandidates, async ({ actor, db, query }) => service.searchCandidates(await db(), actor, query));
  registerCall(app, calls.propose, async ({ actor, db, body, afterCommit }) => service.proposeCandidate(await db(), actor, { afterCommit, mailer: deps.mailer }, body));
  registerCall(app, calls.move, async ({ actor, db, body }) => service.moveCandidacy(await db(), actor, body));
}
