import { Status, type EventDetail, type EventEnrolmentBody, type EventEnrolmentState, type StaffEventEnrolment } from '@portal/shared';
import { AppError } from '../../lib/app-error.ts';
import type { DownloadableFile } from '../../lib/file-route.ts';
import type { Actor, DbHandle, Visitor } from '../../lib/request-context.ts';
import type { CallEffects } from '../notifications/index.ts';
import { recordAudit } from '../staff-audit/index.ts';
import { eventCalendar } from './event-calendar.ts';
import { eventTitle, presentEvent } from './events.presenter.ts';
import * as repo from './events.repository.ts';

/** The events pages exist only where the brand has them (hasEventos): elsewhere every call is 48. */
function requireBrandFlag(visitor: Visitor): void {
  if (!visitor.brand.flags.hasEventos) throw new AppError(Status.ActionNotAllowed);
}

/** The institution's event; another institution's, or none, is 74 (nothing of it is told). */
async function eventOf(db: DbHandle, visitor: Visitor, id: number, lock = false): Promise<repo.EventRow> {
  requireBrandFlag(visitor);
  const row = await repo.findEvent(db, visitor.institutionId, id, lock);
  if (!row) throw new AppError(Status.EventNotFound);
  return row;
}

async function present(db: DbHandle, visitor: Visitor, row: repo.EventRow, userId: number | undefined, now: Date): Promise<EventDetail> {
  const mine = userId === undefined ? undefined : await repo.enrolmentOf(db, row.id, userId);
  return presentEvent(row, visitor.language, now, await repo.counts(db, row.id), mine);
}

/** One event with the caller's enrolment (none on the public page, which has no caller). */
export async function detail(db: DbHandle, visitor: Visitor, userId: number | undefined, id: number, now: Date): Promise<EventDetail> {
  return present(db, visitor, await eventOf(db, visitor, id), userId, now);
}

/** A past event takes no enrolment and no withdrawal: 77. */
function requireOpen(row: repo.EventRow, now: Date): void {
  if (row.starts_at.getTime() < now.getTime()) throw new AppError(Status.EventEnrolmentClosed);
}

/**
 * Enrols the candidate: a place while there are places, else the waiting list. The event's row is locked first, so
 * enrolments of the same event queue one behind another and the count of places cannot be passed.
 */
export async function enrol(db: DbHandle, actor: Actor, body: EventEnrolmentBody, now: Date): Promise<{ state: EventEnrolmentState; event: EventDetail }> {
  const row = await eventOf(db, actor, body.idEvento, true);
  requireOpen(row, now);
  if (await repo.enrolmentOf(db, row.id, actor.userId)) throw new AppError(Status.EventAlreadyEnrolled);
  const { enrolled } = await repo.counts(db, row.id);
  const state: EventEnrolmentState = row.capacity === null || enrolled < row.capacity ? 'inscrito' : 'espera';
  if (!(await repo.insertEnrolment(db, { institutionId: actor.institutionId, eventId: row.id, userId: actor.userId, state, at: now }))) {
    throw new AppError(Status.EventAlreadyEnrolled);
  }
  await recordAudit(db, actor, { entity: 'content', entityId: row.id, action: 'enrolEvent', to: state, detail: row.title });
  return { state, event: await present(db, actor, row, actor.userId, now) };
}

/**
 * Gives up the place (or the waiting-list place). A freed place goes to the first who waits, who is told at once.
 * 641 when the candidate was not enrolled.
 */
export async function unenrol(db: DbHandle, actor: Actor, effects: CallEffects, body: EventEnrolmentBody, now: Date): Promise<EventDetail> {
  const row = await eventOf(db, actor, body.idEvento, true);
  requireOpen(row, now);
  const was = await repo.deleteEnrolment(db, row.id, actor.userId);
  if (!was) throw new AppError(Status.EventNotEnrolled);
  await recordAudit(db, actor, { entity: 'content', entityId: row.id, action: 'unenrolEvent', from: was, detail: row.title });
  if (was === 'inscrito') {
    const promoted = await repo.promoteFirstWaiting(db, row.id);
    if (promoted !== undefined) {
      await effects.notify({
        kind: 'event.place',
        to: { users: [promoted] },
        params: { evento: { es: eventTitle(row, 'es'), ca: eventTitle(row, 'ca'), en: eventTitle(row, 'en') } },
        link: `/eventos/${row.id}`,
      });
    }
  }
  return present(db, actor, row, actor.userId, now);
}

/** The event as an iCalendar file: any event of the institution (past ones too, for the record). */
export async function calendar(db: DbHandle, actor: Actor, id: number, now: Date): Promise<DownloadableFile> {
  const row = await eventOf(db, actor, id);
  return { name: `evento-${row.id}.ics`, mimeType: 'text/calendar', bytes: Buffer.from(eventCalendar(row, actor.language, now), 'utf8') };
}

/** Staff: who holds a place and who waits, in order (74 for an event of another institution). */
export async function enrolmentsOfEvent(db: DbHandle, actor: Actor, id: number): Promise<StaffEventEnrolment[]> {
  const row = await repo.findEvent(db, actor.institutionId, id);
  if (!row) throw new AppError(Status.EventNotFound);
  let waiting = 0;
  return (await repo.enrolmentsOfEvent(db, actor.institutionId, id)).map((e) => ({
    idInscripcion: e.id,
    nombre: `${e.first_name} ${e.last_name}`.trim(),
    email: e.email,
    estado: e.state,
    posicionEspera: e.state === 'espera' ? ++waiting : null,
    fecha: e.enrolled_at.toISOString(),
  }));
}
