import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not follow later table types */

/**
 * Revocable sessions and atomic rate limits.
 * - `users.token_version`: tokens carry the version they were issued with; a password change or reset and a
 *   logout raise it, so every earlier token is refused (code 2) by the one user-row read each call already makes.
 * - `rate_limit_counters`: one row per (bucket, key) counted with a single upsert, so concurrent requests cannot
 *   both see room under a limit. It replaces the event log, whose read-then-write let parallel guesses through.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0)).execute();

  await db.schema
    .createTable('rate_limit_counters')
    .addColumn('bucket', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('window_started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('rate_limit_counters_pk', ['bucket', 'key'])
    .execute();
  await db.schema.createIndex('rate_limit_counters_window').on('rate_limit_counters').column('window_started_at').execute();

  await db.schema.dropTable('rate_limit_events').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rate_limit_events')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('institution_id', 'text', (c) => c.notNull())
    .addColumn('bucket', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limit_events_lookup').on('rate_limit_events').columns(['bucket', 'key', 'at']).execute();
  await db.schema.dropTable('rate_limit_counters').execute();
  await db.schema.alterTable('users').dropColumn('token_version').execute();
}
