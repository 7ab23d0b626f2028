import type { FastifyInstance } from 'fastify';
import { staffCandidateCalls as calls, staffExportCalls } from '@portal/shared';
import { csvFile } from '../../lib/csv.ts';
import { candidateColumns, exportActor } from '../staff/index.ts';
import { registerCall } from '../../lib/contract-route.ts';
import { registerFileCall } from '../../lib/file-route.ts';
import * as service from './staff-candidates.service.ts';

export function staffCandidatesRoutes(app: FastifyInstance, deps: { now: () => Date }): void {
  registerCall(app, calls.list, async ({ actor, db, query }) => service.listCandidates(await db(), actor, query));
  registerCall(app, calls.cv, async ({ actor, db, params }) => service.candidateCv(await db(), actor, params.idAlumno));
  registerFileCall(app, calls.file, ({ db, params, session, institution, language }) =>
    service.candidateFile(db, exportActor(session, institution, language), params.idAlumno, params.id),
  );
  registerFileCall(app, staffExportCalls.candidates, async ({ db, query, session, institution, language }) => {
    const rows = await service.allCandidates(db, exportActor(session, institution, language), query);
    return csvFile('candidatos', candidateColumns(language), rows, deps.now());
  });
  registerCall(app, calls.validate, async ({ actor, db, body }) => service.setValidated(await db(), actor, body.idAlumno, body.validado));
  registerCall(app, calls.block, async ({ actor, db, body, mail }) => service.block(await db(), actor, body.idAlumno, body.motivo, (m) => mail(m)));
  registerCall(app, calls.unblock, async ({ actor, db, body, mail }) => service.unblock(await db(), actor, body.idAlumno, (m) => mail(m)));
  registerCall(app, calls.withdrawDeletion, async ({ actor, db, body, mail }) => service.withdrawDeletion(await db(), actor, body.idAlumno, (m) => mail(m)));
  registerCall(app, calls.eraseNow, async ({ actor, db, body }) => service.eraseNow(await db(), actor, body.idAlumno, deps.now()));
}
