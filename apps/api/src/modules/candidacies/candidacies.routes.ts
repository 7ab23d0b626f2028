import type { FastifyInstance } from 'fastify';
import { OFFER_PROFILE, Status, candidacyCalls as calls } from '@portal/shared';
import { Notice, registerCall } from '../../lib/contract-route.ts';
import type { ModuleDeps } from '../../lib/api-module.ts';
import { effectsOf } from '../notifications/index.ts';
import { acceptPreEnrolment, candidacyDetail, listCandidacies, rejectPreEnrolment } from './candidacies.service.ts';
import { creditsWarning, personalDataMissing, practiceDataMissing } from './candidate-data.service.ts';
import { enrol, unenrol } from './enrolment.service.ts';
import { enrolmentChecklist } from './enrolment-checklist.ts';
import { pendingActions } from './pending-actions.ts';
import { reasonsFor, rejectionReasons, wireReason } from './rejection-reasons.ts';
import { toCandidacyDetail, toCandidacyList } from './candidacies.presenter.ts';

export function candidaciesRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  registerCall(app, calls.enrol, async (ctx) => {
    const result = await enrol(await ctx.db(), ctx.actor, effectsOf(ctx, deps), ctx.body, deps.now());
    // An external enrolment continues on the company's site: the company does not receive the CV from here.
    return result.urlExterna ? result : new Notice(Status.EnrolledCvSent, result);
  });
  registerCall(app, calls.unenrol, async (ctx) =>
    new Notice(Status.Unenrolled, await unenrol(await ctx.db(), ctx.actor, effectsOf(ctx, deps), ctx.body.urlOferta, deps.now())),
  );

  registerCall(app, calls.jobCandidacies, async ({ db, actor }) => toCandidacyList(await listCandidacies(await db(), actor, OFFER_PROFILE.job, deps.now()), actor.language));
  registerCall(app, calls.internshipCandidacies, async ({ db, actor }) =>
    toCandidacyList(await listCandidacies(await db(), actor, OFFER_PROFILE.internship, deps.now()), actor.language),
  );
  registerCall(app, calls.detail, async ({ db, actor, params }) => toCandidacyDetail(await candidacyDetail(await db(), actor, params.oferta, deps.now()), actor.language));
  registerCall(app, calls.acceptPreEnrolment, async (ctx) =>
    new Notice(Status.PreEnrolmentAnswered, await acceptPreEnrolment(await ctx.db(), ctx.actor, effectsOf(ctx, deps), ctx.body.urlOferta, deps.now())),
  );
  registerCall(app, calls.rejectPreEnrolment, async ({ db, actor, body }) =>
    new Notice(Status.PreEnrolmentAnswered, await rejectPreEnrolment(await db(), actor, { url: body.urlOferta, reasonId: body.idMotivo }, deps.now())),
  );

  /** Public like the other reference lists: companies give these reasons too. `?perfil=` keeps a student's choices. */
  registerCall(app, calls.rejectionReasons, async ({ db, params, query, visitor }) => {
    const { perfil } = query;
    const reasons = await rejectionReasons(await db(), visitor, params.idioma);
    return perfil === undefined ? reasons.map(wireReason) : reasonsFor(reasons, perfil);
  });

  registerCall(app, calls.enrolmentChecklist, async ({ db, actor, params }) => {
    const checklist = await enrolmentChecklist(await db(), actor, params.oferta, deps.now());
    return { puedeInscribirse: checklist.canEnrol, requisitos: checklist.checks };
  });
  registerCall(app, calls.pendingActions, async ({ db, actor }) => pendingActions(await db(), actor));
  registerCall(app, calls.creditsWarning, async ({ db, actor, params }) => creditsWarning(await db(), actor, params.oferta));
  registerCall(app, calls.practiceDataMissing, async ({ db, actor, query }) => practiceDataMissing(await db(), actor, query.oferta));
  registerCall(app, calls.personalDataMissing, async ({ db, actor }) => personalDataMissing(await db(), actor));
}
