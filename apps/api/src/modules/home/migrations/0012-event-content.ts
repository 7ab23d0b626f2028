import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not follow later table types */

/**
 * What the employment service writes of an event beyond its card: a description (its translations sit beside the
 * title's in `translations`), a gallery of images and links to videos, both in the order staff gave them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('events')
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('gallery', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('videos', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
}
