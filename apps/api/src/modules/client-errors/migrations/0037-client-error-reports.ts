import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not follow later table types */

/**
 * The failures the web reports (enviaInfoError), counted per institution, day and kind: a flood of one failure is
 * one row with a large count, so the table grows with the kinds of failure, not with the visits. No personal data:
 * paths with their ids blanked, codes, an HTTP status and a role.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('client_error_reports')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('institution_id', 'text', (c) => c.notNull())
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('code', 'integer', (c) => c.notNull())
    .addColumn('route', 'text', (c) => c.notNull())
    // '' and 0 rather than null for "none", so the kind is one unique key (null never equals null).
    .addColumn('call', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('http_status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('role', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('first_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('client_error_reports_kind', ['institution_id', 'day', 'code', 'route', 'call', 'http_status', 'role'])
    .execute();
  await db.schema.createIndex('client_error_reports_recent').on('client_error_reports').columns(['institution_id', 'last_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('client_error_reports').execute();
}
