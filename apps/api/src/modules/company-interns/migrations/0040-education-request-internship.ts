import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not follow later table types */

/**
 * An accepted education internship request becomes an internship "agreed, to be formalised" (state pending): the
 * request keeps the internship it became, so it is created once and the student, the company and the service can
 * follow one from the other.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('internship_requests')
    .addColumn('internship_id', 'integer', (c) => c.references('internships.id').onDelete('set null'))
    .execute();
  await sql`create unique index internship_requests_internship on internship_requests (internship_id) where internship_id is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists internship_requests_internship`.execute(db);
  await db.schema.alterTable('internship_requests').dropColumn('internship_id').execute();
}
