import type { FastifyInstance } from 'fastify';
import { homeCalls, staffSurveysCalls as staff, surveysCalls as calls } from '@portal/shared';
import type { ModuleDeps } from '../../lib/api-module.ts';
import { registerCall } from '../../lib/contract-route.ts';
import type { Actor, DbHandle } from '../../lib/request-context.ts';
import { csvFile } from '../../lib/csv.ts';
import { registerFileCall } from '../../lib/file-route.ts';
import { effectsOf } from '../notifications/index.ts';
import { exportActor } from '../staff/index.ts';
import { signOnRedirectUri, ssoDepsOf, startSignOn, verifyIntegratedLogin } from '../sso/index.ts';
import { scheduleSurveyNotices } from './survey-notices.ts';
import * as staffService from './surveys-staff.service.ts';
import * as service from './surveys.service.ts';
import { surveyResultColumns } from './survey-export.ts';

/** Surveys (spec 2 §7.10): the pending lists, the access page, answering, and the back office's area. */
export function surveysRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const pending = async ({ db, actor }: { db: () => Promise<DbHandle>; actor: Actor }) => service.pendingFor(await db(), actor, deps.now());
  registerCall(app, homeCalls.pendingSurveys, pending);
  registerCall(app, calls.pendingCompany, pending);
  registerCall(app, calls.access, async ({ db, visitor, params }) => service.access(await db(), visitor, params.id, deps.now()));
  registerCall(app, calls.detail, async ({ db, visitor, params }) => service.detail(await db(), visitor, params.id, deps.now()));
  registerCall(app, calls.signIn, async ({ db, actor, params }) => service.openSurveySessionForUser(await db(), actor, params.id, deps.now()));
  // The university's single sign-on for a survey: begun on its access page, answered back to it (through /acceso).
  // Like the candidates' sign-on, the state is checked and used up on the root database, outside the call's unit
  // of work, so it stays used when a later step refuses; the session is then opened in the call's own.
  const sso = ssoDepsOf(deps);
  registerCall(app, calls.ssoStart, async ({ request, visitor, params, body, db }) => {
    const survey = await service.surveyForSignOn(deps.db, visitor, params.id, body.aceptaRGPD === true, deps.now());
    return startSignOn(deps.db, db, sso, { institutionId: visitor.institutionId, redirectUri: signOnRedirectUri(request, deps), survey });
  });
  registerCall(app, calls.ssoAnswer, async ({ visitor, params, body, db }) => {
    const survey = await service.surveyOf(deps.db, visitor, params.id);
    const person = await verifyIntegratedLogin(deps.db, sso, { institutionId: visitor.institutionId, respuesta: body.respuesta, surveyId: survey.id });
    return service.openSurveySessionForSignOn(await db(), visitor, params.id, person, deps.now());
  });
  registerCall(app, calls.anonymous, async ({ db, visitor, params, body }) => service.openAnonymousSession(await db(), visitor, params.id, body.aceptaRGPD === true, deps.now()));
  registerCall(app, calls.answer, async ({ db, visitor, params, body }) => service.saveAnswers(await db(), visitor, params.id, body, deps.now()));
  registerCall(app, calls.acceptClause, async ({ db, actor, query }) => service.acceptClause(await db(), actor, query.id));

  registerCall(app, staff.list, async ({ db, actor }) => staffService.list(await db(), actor, deps.now()));
  registerCall(app, staff.detail, async ({ db, actor, params }) => staffService.detail(await db(), actor, params.id, deps.now()));
  registerCall(app, staff.save, async (ctx) => staffService.save(await ctx.db(), ctx.actor, effectsOf(ctx, deps), ctx.body, deps.now()));
  registerCall(app, staff.remove, async ({ db, actor, body }) => staffService.remove(await db(), actor, body.id));
  registerCall(app, staff.results, async ({ db, actor, params }) => staffService.results(await db(), actor, params.id, deps.now()));
  registerFileCall(app, staff.resultsExport, async ({ db, params, session, institution, language }) => {
    const data = await staffService.exportRows(db, exportActor(session, institution, language), params.id);
    return csvFile(`encuesta-${params.id}`, surveyResultColumns(language, data.questions), data.rows, deps.now());
  });
  scheduleSurveyNotices(app, { db: deps.db, queue: deps.mail.queue, nudge: deps.mail.nudge, config: deps.config });
}
