import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not follow later table types */

/**
 * A company's request to change one of its interns' internships (new dates, hours per day, tutor, or an early end),
 * decided by the service. One open request per internship at a time (a partial unique index, so two requests sent
 * at once cannot both stay open). `previous` keeps what the internship had before an accepted change.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('internship_change_requests')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('institution_id', 'text', (c) => c.notNull())
    .addColumn('internship_id', 'integer', (c) => c.notNull().references('internships.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('requested_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('dates', 'hours', 'tutor', 'early_end')`))
    .addColumn('new_start_date', 'date')
    .addColumn('new_end_date', 'date')
    .addColumn('new_hours_per_day', 'numeric')
    .addColumn('new_tutor', 'jsonb')
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('pending').check(sql`state in ('pending', 'accepted', 'rejected')`))
    .addColumn('decided_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('decided_at', 'timestamptz')
    .addColumn('decision_reason', 'text')
    .addColumn('previous', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index internship_change_requests_one_open on internship_change_requests (internship_id) where state = 'pending'`.execute(db);
  await sql`create index internship_change_requests_queue on internship_change_requests (institution_id, state, created_at)`.execute(db);
  await sql`create index internship_change_requests_company on internship_change_requests (company_id, created_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('internship_change_requests').execute();
}
