import type { FastifyInstance } from 'fastify';
import {
  Status,
  companyChangeRequestCalls,
  companyInternsCalls,
  educationRequestCalls,
  staffChangeRequestCalls,
  staffEducationRequestCalls,
  staffEducationRequestDetailCall,
  studentEducationRequestCalls,
} from '@portal/shared';
import type { AppConfig } from '../../config.ts';
import { csvFile } from '../../lib/csv.ts';
import { Notice, registerCall } from '../../lib/contract-route.ts';
import { registerFileCall } from '../../lib/file-route.ts';
import { effectsOf } from '../notifications/index.ts';
import { changeRequestColumns, educationRequestColumns, exportActor } from '../staff/index.ts';
import { changeInWords } from './change-requests.presenter.ts';
import { listInterns } from './company-interns.service.ts';
import * as changes from './change-requests.service.ts';
import * as education from './education-requests.service.ts';

/** Paths answer in any case, so `/api/empresa/...` reaches the same routes as `/api/Empresa/...`. */
export function companyInternsRoutes(app: FastifyInstance, deps: { config: AppConfig; now: () => Date }): void {
  registerCall(app, companyInternsCalls.list, async ({ db, actor }) => listInterns(await db(), actor));

  registerCall(app, companyChangeRequestCalls.request, async (ctx) => {
    const datos = await changes.requestChange(await ctx.db(), ctx.actor, effectsOf(ctx, deps), ctx.body);
    return new Notice(Status.PracticeRequestSent, datos);
  });
  registerCall(app, companyChangeRequestCalls.mine, async ({ db, actor }) => changes.companyRequests(await db(), actor));

  registerCall(app, staffChangeRequestCalls.list, async ({ db, actor, query }) => changes.staffRequests(await db(), actor, query.estado, query.pagina));
  registerFileCall(app, staffChangeRequestCalls.export, async ({ db, query, session, institution, language }) => {
    const rows = await changes.allStaffRequests(db, exportActor(session, institution, language), query.estado);
    return csvFile('cambios-practicas', changeRequestColumns(language, (r) => changeInWords(r)[language]), rows, deps.now());
  });
  registerCall(app, staffChangeRequestCalls.accept, async (ctx) => {
    const datos = await changes.acceptRequest(await ctx.db(), ctx.actor, effectsOf(ctx, deps), ctx.body, deps.now());
    return new Notice(Status.RequestAccepted, datos);
  });
  registerFileCall(app, staffChangeRequestCalls.document, ({ db, actor, params }) => changes.staffInternshipDocument(db, actor, (params as { id: number }).id));
  registerCall(app, staffChangeRequestCalls.refuse, async (ctx) => {
    const datos = await changes.refuseRequest(await ctx.db(), ctx.actor, effectsOf(ctx, deps), ctx.body, deps.now());
    return new Notice(Status.RequestRejected, datos);
  });

  registerCall(app, educationRequestCalls.hasMenu, async ({ db, actor }) => education.hasMenu(await db(), actor));
  registerCall(app, educationRequestCalls.list, async ({ db, actor }) => education.listForCompany(await db(), actor));
  registerCall(app, educationRequestCalls.detail, async ({ db, actor, params }) => education.detail(await db(), actor, params.id));
  registerCall(app, educationRequestCalls.accept, async (ctx) => {
    const input = { id: ctx.body.idSolicitudPractica, state: 'accepted' as const, reason: null };
    return new Notice(Status.RequestAccepted, await education.decideRequest(await ctx.db(), ctx.actor, effectsOf(ctx, deps), input, deps.now()));
  });
  registerCall(app, educationRequestCalls.reject, async (ctx) => {
    const input = { id: ctx.body.idSolicitudPractica, state: 'rejected' as const, reason: ctx.body.motivo };
    return new Notice(Status.RequestRejected, await education.decideRequest(await ctx.db(), ctx.actor, effectsOf(ctx, deps), input, deps.now()));
  });
  registerCall(app, educationRequestCalls.checkDni, async ({ db, actor, body }) => education.checkDni(await db(), actor, body.dni));
  registerCall(app, educationRequestCalls.request, async (ctx) => {
    const { edited, datos } = await education.requestInternship(await ctx.db(), ctx.actor, effectsOf(ctx, deps), ctx.body, deps.now());
    return new Notice(edited ? Status.RequestModified : Status.PracticeRequestSent, datos);
  });
  registerCall(app, studentEducationRequestCalls.mine, async ({ db, actor }) => education.listForStudent(await db(), actor));
  registerCall(app, staffEducationRequestCalls.list, async ({ db, actor, query }) => education.staffList(await db(), actor, query.estado, query.pagina));
  registerFileCall(app, staffEducationRequestCalls.export, async ({ db, query, session, institution, language }) => {
    const rows = await education.allStaffRequests(db, exportActor(session, institution, language), query.estado);
    return csvFile('solicitudes-practicas', educationRequestColumns(language), rows, deps.now());
  });
  registerCall(app, staffEducationRequestDetailCall, async ({ db, actor, params }) => education.staffDetail(await db(), actor, params.id));
  registerCall(app, staffEducationRequestCalls.accept, async (ctx) => {
    const input = { id: ctx.body.idSolicitudPractica, state: 'accepted' as const, reason: null };
    return new Notice(Status.RequestAccepted, await education.staffDecide(await ctx.db(), ctx.actor, effectsOf(ctx, deps), input, deps.now()));
  });
  registerCall(app, staffEducationRequestCalls.reject, async (ctx) => {
    const input = { id: ctx.body.idSolicitudPractica, state: 'rejected' as const, reason: ctx.body.motivo };
    return new Notice(Status.RequestRejected, await education.staffDecide(await ctx.db(), ctx.actor, effectsOf(ctx, deps), input, deps.now()));
  });
}
