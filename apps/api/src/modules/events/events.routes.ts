import type { FastifyInstance } from 'fastify';
import { Status, eventsCalls as calls } from '@portal/shared';
import type { ModuleDeps } from '../../lib/api-module.ts';
import { Notice, registerCall } from '../../lib/contract-route.ts';
import { csvFile } from '../../lib/csv.ts';
import { registerFileCall } from '../../lib/file-route.ts';
import { eventEnrolmentColumns, exportActor } from '../staff/index.ts';
import { effectsOf } from '../notifications/index.ts';
import { scheduleEventReminders } from './event-reminders.ts';
import * as service from './events.service.ts';

/** The events pages (spec 2 §7.9): an event's record, signed in or not, and the candidate's enrolment. */
export function eventsRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  registerCall(app, calls.detail, async ({ db, actor, params }) => service.detail(await db(), actor, actor.userId, params.id, deps.now()));
  registerCall(app, calls.publicDetail, async ({ db, visitor, params }) => service.detail(await db(), visitor, undefined, params.id, deps.now()));
  registerCall(app, calls.enrol, async ({ db, actor, body }) => {
    const { state, event } = await service.enrol(await db(), actor, body, deps.now());
    return new Notice(state === 'inscrito' ? Status.EnrolmentDone : Status.EventWaitingListPlace, event);
  });
  registerCall(app, calls.unenrol, async (ctx) =>
    new Notice(Status.EventUnenrolled, await service.unenrol(await ctx.db(), ctx.actor, effectsOf(ctx, deps), ctx.body, deps.now())),
  );
  registerFileCall(app, calls.calendar, ({ db, actor, params }) => service.calendar(db, actor, params.id, deps.now()));
  registerCall(app, calls.staffEnrolments, async ({ db, actor, params }) => service.enrolmentsOfEvent(await db(), actor, params.id));
  registerFileCall(app, calls.staffEnrolmentsExport, async ({ db, params, session, institution, language }) => {
    const rows = await service.enrolmentsOfEvent(db, exportActor(session, institution, language), params.id);
    return csvFile(`inscritos-evento-${params.id}`, eventEnrolmentColumns(language), rows, deps.now());
  });
  scheduleEventReminders(app, { db: deps.db, queue: deps.mail.queue, nudge: deps.mail.nudge, config: deps.config });
}
