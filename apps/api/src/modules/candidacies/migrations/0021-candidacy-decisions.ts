import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not follow later table types */

/**
 * Final decisions on a candidacy (docs/decisions.md, "Final decisions on a candidacy"): the company's own words
 * beside its reason, the window in which the company may take a hire or a rejection back, the mark of a decision
 * taken back, and what kind of line each history entry is (an ordinary move, an undo, a reopening by staff).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('candidacy_events')
    .addColumn('reason_text', 'text')
    .addColumn('undo_until', 'timestamptz')
    .addColumn('undone_at', 'timestamptz')
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('move'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('candidacy_events').dropColumn('reason_text').dropColumn('undo_until').dropColumn('undone_at').dropColumn('kind').execute();
}
