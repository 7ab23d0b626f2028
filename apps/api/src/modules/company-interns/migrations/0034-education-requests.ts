import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not follow later table types */

/**
 * Education internship requests are the rows of internship_requests seen from the company: a candidate's request
 * naming the company (origin 'candidate', decided by the company) or a request the company made for a student
 * (origin 'company', editable by the company while undecided). The decision keeps who, when and why.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('internship_requests')
    .addColumn('origin', 'text', (c) => c.notNull().defaultTo('candidate').check(sql`origin in ('candidate', 'company')`))
    .addColumn('requested_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('decided_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('decided_at', 'timestamptz')
    .addColumn('decision_reason', 'text')
    .addColumn('updated_at', 'timestamptz')
    .execute();
  await sql`create index internship_requests_company on internship_requests (company_id, created_at) where company_id is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists internship_requests_company`.execute(db);
  for (const column of ['origin', 'requested_by_user_id', 'decided_by_user_id', 'decided_at', 'decision_reason', 'updated_at']) {
    await db.schema.alterTable('internship_requests').dropColumn(column).execute();
  }
}
