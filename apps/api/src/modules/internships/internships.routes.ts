import type { FastifyInstance } from 'fastify';
import { Status, internshipCalls as calls } from '@portal/shared';
import { Notice, registerCall } from '../../lib/contract-route.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import type { Db } from '../../db/database.ts';
import { createInternshipsService } from './internships.service.ts';
import { createProposalService } from './proposal.service.ts';
import { registerFileCall } from '../../lib/file-route.ts';

export function internshipsRoutes(app: FastifyInstance, deps: { db: Db; now: () => Date }): void {
  const internships = createInternshipsService(deps.db);
  const proposals = createProposalService(deps);

  registerCall(app, calls.myInternships, ({ request, session }) => internships.listMine(session, request.institution, requestLanguage(request)));

  registerCall(app, calls.addForm, async ({ request, session, body }) => {
    const datos = await internships.addForm({ session, institution: request.institution, internshipId: body.idPractica, upload: body.fichero });
    return new Notice(Status.DocumentsAttached, datos);
  });
  registerCall(app, calls.addRenunciation, async ({ request, session, body }) => {
    const datos = await internships.addRenunciation({ session, institution: request.institution, internshipId: body.idPractica, upload: body.fichero });
    return new Notice(Status.DocumentsAttached, datos);
  });
  registerCall(app, calls.addDocument, async ({ request, session, body }) => {
    const datos = await internships.addDocument({
      session,
      institution: request.institution,
      internshipId: body.idPractica,
      documentTypeId: body.idTipoDocumento,
      upload: body.fichero,
    });
    return new Notice(Status.DocumentsAttached, datos);
  });
  registerCall(app, calls.editFollowUp, async ({ request, session, body }) => {
    const datos = await internships.replaceFollowUp({ session, institution: request.institution, internshipId: body.idPractica, upload: body.fichero });
    return new Notice(Status.DocumentsAttached, datos);
  });

  registerFileCall(app, calls.document, ({ params, session }) => internships.documentFile(session, (params as { id: number }).id));

  registerCall(app, calls.currentDegrees, ({ request, session }) => internships.currentDegrees(session, requestLanguage(request)));

  registerCall(app, calls.proposalsAvailable, ({ request, session }) => proposals.available(session, request.institution));
  registerCall(app, calls.checkCif, ({ request, body }) => proposals.checkCif(request.institution, body.cif));
  registerCall(app, calls.checkContactEmail, ({ request, body }) => proposals.checkContactEmail(request.institution, body.cif, body.email));
  registerCall(app, calls.propose, async ({ request, session, body }) => {
    const datos = await proposals.propose(session, request.institution, body, requestLanguage(request));
    return new Notice(Status.InternshipProposalRegistered, datos);
  });
}
