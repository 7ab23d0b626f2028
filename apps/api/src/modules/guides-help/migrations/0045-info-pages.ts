import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not follow later table types */

/**
 * The service's information pages (career guidance, help): one row per institution and page, its title and text in
 * ca/es/en (restricted markup, never HTML), a draft until `published_at` is set.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('info_pages')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('institution_id', 'text', (c) => c.notNull().references('institutions.id'))
    .addColumn('page', 'text', (c) => c.notNull())
    .addColumn('title_es', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('title_ca', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('title_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('body_es', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('body_ca', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('body_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('published_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('info_pages_one_per_institution', ['institution_id', 'page'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('info_pages').ifExists().execute();
}
