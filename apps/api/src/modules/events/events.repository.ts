import { sql } from 'kysely';
import type { EventEnrolmentState } from '@portal/shared';
import type { DbHandle } from '../../lib/request-context.ts';
import { inInstitution, ownedBy } from '../../lib/scoped.ts';
import './events.tables.ts';

const eventColumns = ['id', 'url_access', 'title', 'category', 'starts_at', 'place', 'image_url', 'featured', 'lead', 'description', 'translations', 'gallery', 'videos', 'capacity'] as const;

/** One event of the institution; `lock` holds its row until the call's transaction ends (enrolments queue behind it). */
export async function findEvent(db: DbHandle, institutionId: string, id: number, lock = false) {
  let query = db.selectFrom('events').select(eventColumns).$call(inInstitution(institutionId)).where('id', '=', id);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}
export type EventRow = NonNullable<Awaited<ReturnType<typeof findEvent>>>;

export async function counts(db: DbHandle, eventId: number): Promise<{ enrolled: number; waiting: number }> {
  const rows = await db
    .selectFrom('event_enrolments')
    .select(['state', sql<number>`count(*)::int`.as('n')])
    .where('event_id', '=', eventId)
    .groupBy('state')
    .execute();
  return { enrolled: rows.find((r) => r.state === 'inscrito')?.n ?? 0, waiting: rows.find((r) => r.state === 'espera')?.n ?? 0 };
}

/** The user's enrolment and, while waiting, how many came before them (position 1 is the first). */
export async function enrolmentOf(db: DbHandle, eventId: number, userId: number) {
  const row = await db.selectFrom('event_enrolments').select(['id', 'state', 'enrolled_at']).where('event_id', '=', eventId).where(ownedBy(userId, 'user_id')).executeTakeFirst();
  if (!row) return undefined;
  if (row.state !== 'espera') return { state: row.state, position: null };
  const ahead = await db
    .selectFrom('event_enrolments')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('event_id', '=', eventId)
    .where('state', '=', 'espera')
    .where((eb) => eb.or([eb('enrolled_at', '<', row.enrolled_at), eb.and([eb('enrolled_at', '=', row.enrolled_at), eb('id', '<', row.id)])]))
    .executeTakeFirstOrThrow();
  return { state: row.state, position: ahead.n + 1 };
}

/** Adds the enrolment; false when the user already has one (the pair is unique). */
export async function insertEnrolment(db: DbHandle, values: { institutionId: string; eventId: number; userId: number; state: EventEnrolmentState; at: Date }): Promise<boolean> {
  const row = await db
    .insertInto('event_enrolments')
    .values({ institution_id: values.institutionId, event_id: values.eventId, user_id: values.userId, state: values.state, enrolled_at: values.at })
    .onConflict((oc) => oc.columns(['event_id', 'user_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteEnrolment(db: DbHandle, eventId: number, userId: number): Promise<EventEnrolmentState | undefined> {
  const row = await db.deleteFrom('event_enrolments').where('event_id', '=', eventId).where(ownedBy(userId, 'user_id')).returning('state').executeTakeFirst();
  return row?.state;
}

/** The first of the waiting list takes the freed place; its user, or undefined when nobody waits. */
export async function promoteFirstWaiting(db: DbHandle, eventId: number): Promise<number | undefined> {
  const first = await db
    .selectFrom('event_enrolments')
    .select('id')
    .where('event_id', '=', eventId)
    .where('state', '=', 'espera')
    .orderBy('enrolled_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (!first) return undefined;
  const row = await db.updateTable('event_enrolments').set({ state: 'inscrito' }).where('id', '=', first.id).returning('user_id').executeTakeFirstOrThrow();
  return row.user_id;
}

/** Every enrolment of an event, the places first, then the waiting list in its order, with the candidate's name. */
export async function enrolmentsOfEvent(db: DbHandle, institutionId: string, eventId: number) {
  return db
    .selectFrom('event_enrolments as e')
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .select(['e.id', 'e.state', 'e.enrolled_at', 'u.first_name', 'u.last_name', 'u.email'])
    .$call(inInstitution(institutionId, 'e.institution_id'))
    .where('e.event_id', '=', eventId)
    .orderBy(sql`case when e.state = 'inscrito' then 0 else 1 end`)
    .orderBy('e.enrolled_at')
    .orderBy('e.id')
    .execute();
}
