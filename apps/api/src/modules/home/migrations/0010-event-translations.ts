import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not follow later table types */

/**
 * An event's title, place and lead in the portal's other languages ({"ca": {"title": ...}, "es": {...}}): a page
 * in Catalan shows the Catalan title where the service wrote one, and the original text where it did not.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('events')
    .addColumn('translations', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
}
