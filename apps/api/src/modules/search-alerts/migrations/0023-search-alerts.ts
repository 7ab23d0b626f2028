import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not follow later table types */

/**
 * Alerts on saved searches (docs/decisions.md, "Saved-search alerts"). A row says that its search is watched, and
 * since when: only offers published after it count. The daily pass keeps, per institution, the day it last ran and
 * the instant its window ended, so two processes, or a process restarted, never tell of one offer twice.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('search_alerts')
    .addColumn('saved_search_id', 'integer', (c) => c.primaryKey().references('saved_searches.id').onDelete('cascade'))
    .addColumn('since', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('search_alert_runs')
    .addColumn('institution_id', 'text', (c) => c.primaryKey().references('institutions.id').onDelete('cascade'))
    .addColumn('last_day', 'date', (c) => c.notNull())
    .addColumn('until', 'timestamptz', (c) => c.notNull())
    .execute();
  // The pass reads the offers published in its window, per institution.
  await sql`create index if not exists offers_published_window on offers (institution_id, published_at) where state = 'published'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists offers_published_window`.execute(db);
  await db.schema.dropTable('search_alert_runs').execute();
  await db.schema.dropTable('search_alerts').execute();
}
