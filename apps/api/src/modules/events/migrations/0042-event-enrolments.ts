import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not follow later table types */

/**
 * Candidates' enrolments in the institution's events. An event may have a number of places (`capacity`, null for
 * unlimited); past it an enrolment waits (`state` 'espera') in the order it came (`enrolled_at`, then id). One row per
 * candidate and event. `reminded_at`: the reminder of the day before was recorded (each reminder once).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('events').addColumn('capacity', 'integer').execute();
  await db.schema
    .createTable('event_enrolments')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('institution_id', 'text', (c) => c.notNull().references('institutions.id'))
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('enrolled_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('reminded_at', 'timestamptz')
    .addUniqueConstraint('event_enrolments_once', ['event_id', 'user_id'])
    .execute();
  await db.schema.createIndex('event_enrolments_by_state').on('event_enrolments').columns(['event_id', 'state', 'enrolled_at']).execute();
  await db.schema.createIndex('event_enrolments_of_user').on('event_enrolments').columns(['user_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('event_enrolments').ifExists().execute();
  await db.schema.alterTable('events').dropColumn('capacity').execute();
}
