import type { FastifyInstance } from 'fastify';
import { Status, companyCandidatesCalls as calls, type Language } from '@portal/shared';
import { AppError } from '../../lib/app-error.ts';
import { registerCall } from '../../lib/contract-route.ts';
import type { ModuleDeps } from '../../lib/api-module.ts';
import { effectsOf } from '../notifications/index.ts';
import { registerFileCall } from '../../lib/file-route.ts';
import type { Actor } from '../../lib/request-context.ts';
import type { SessionClaims } from '../auth/index.ts';
import { readOwnFile } from '../files/index.ts';
import type { Institution } from '../../lib/institution.ts';
import { cvPdfFileName, renderCvPdf } from './cv-pdf.ts';
import { toCandidacyDetail, toOfferRef, toProcessDatos } from './company-candidates.presenter.ts';
import * as service from './company-candidates.service.ts';

/** A file call has the token's claims, not the request context: the same actor, built from them. */
const actorOfFileCall = (session: SessionClaims, institution: Institution, language: Language): Actor => ({
  institutionId: institution.id,
  brand: institution.brand,
  language,
  userId: session.userId,
  role: session.role,
  ...(session.companyId === undefined ? {} : { companyId: session.companyId }),
});

export function companyCandidatesRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  registerCall(app, calls.process, async ({ db, actor, params, query }) => toProcessDatos(await service.processOfOffer(await db(), actor, params.id, query)));

  registerCall(app, calls.candidate, async ({ db, actor, params, query }) => {
    const view = await service.candidateOfCandidacy(await db(), actor, params.id, deps.now(), query);
    return { candidatura: toCandidacyDetail(view), vecinos: view.neighbours, oferta: toOfferRef(view.row), cv: view.cv };
  });

  registerCall(app, calls.move, async (ctx) => toCandidacyDetail(await service.moveCandidacy(await ctx.db(), ctx.actor, effectsOf(ctx, deps), ctx.body, deps.now())));

  registerCall(app, calls.moveMany, async (ctx) => service.moveCandidacies(await ctx.db(), ctx.actor, effectsOf(ctx, deps), ctx.body, deps.now()));

  registerCall(app, calls.undoMove, async (ctx) => toCandidacyDetail(await service.undoMove(await ctx.db(), ctx.actor, effectsOf(ctx, deps), ctx.body, deps.now())));

  registerFileCall(app, calls.cvPdf, async ({ db, params, session, institution, language }) => {
    const actor = actorOfFileCall(session, institution, language);
    const { candidacy, cv } = await service.cvForPdf(db, actor, params.id);
    const labels = await service.stateLabel(db, actor, candidacy.state_id);
    const bytes = await renderCvPdf(cv, { language, offerTitle: candidacy.title, state: labels, now: deps.now() });
    return { name: cvPdfFileName(cv), mimeType: 'application/pdf', bytes };
  });

  registerFileCall(app, calls.cvFile, async ({ db, params, session, institution, language }) => {
    const actor = actorOfFileCall(session, institution, language);
    const { candidacy, cv } = await service.cvForPdf(db, actor, params.id);
    // Only a file the company's view of the CV shows: never a private document or a hidden section's file.
    if (!service.filesShown(cv).has(params.idFichero)) throw new AppError(Status.NotFound);
    return readOwnFile(db, { institutionId: actor.institutionId, userId: candidacy.candidate_id }, params.idFichero);
  });
}
