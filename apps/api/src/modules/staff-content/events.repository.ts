import type { DbHandle } from '../../lib/request-context.ts';
import { inInstitution } from '../../lib/scoped.ts';
import '../home/home.tables.ts';

const eventColumns = ['id', 'url_access', 'title', 'category', 'starts_at', 'place', 'image_url', 'featured', 'lead', 'description', 'translations', 'gallery', 'videos'] as const;

export async function listEvents(db: DbHandle, institutionId: string) {
  return db.selectFrom('events').select(eventColumns).$call(inInstitution(institutionId)).orderBy('starts_at', 'desc').orderBy('id', 'desc').execute();
}

export type EventRow = Awaited<ReturnType<typeof listEvents>>[number];

export async function findEvent(db: DbHandle, institutionId: string, id: number): Promise<EventRow | undefined> {
  return db.selectFrom('events').select(eventColumns).$call(inInstitution(institutionId)).where('id', '=', id).executeTakeFirst();
}

export interface EventData {
  title: string;
  category: string;
  starts_at: Date;
  place: string;
  image_url: string | null;
  featured: boolean;
  lead: string;
  description: string;
  translations: string;
  videos: string;
}

export async function insertEvent(db: DbHandle, institutionId: string, urlAccess: string, data: EventData): Promise<number> {
  const row = await db
    .insertInto('events')
    .values({ institution_id: institutionId, url_access: urlAccess, ...data })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateEvent(db: DbHandle, institutionId: string, id: number, data: Partial<EventData> & { gallery?: string }): Promise<void> {
  await db.updateTable('events').set(data).$call(inInstitution(institutionId)).where('id', '=', id).execute();
}

export async function urlAccessTaken(db: DbHandle, institutionId: string, urlAccess: string): Promise<boolean> {
  const row = await db.selectFrom('events').select('id').$call(inInstitution(institutionId)).where('url_access', '=', urlAccess).executeTakeFirst();
  return row !== undefined;
}

export async function deleteEvent(db: DbHandle, institutionId: string, id: number): Promise<void> {
  await db.deleteFrom('events').$call(inInstitution(institutionId)).where('id', '=', id).execute();
}

/** Who holds a place or waits for one: the readers a change or a cancellation of the event concerns. */
export async function enrolledUsers(db: DbHandle, eventId: number): Promise<number[]> {
  const rows = await db.selectFrom('event_enrolments').select('user_id').where('event_id', '=', eventId).execute();
  return rows.map((r) => r.user_id);
}
