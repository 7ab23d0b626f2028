import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not follow later table types */

/**
 * The internship proposal carries the fields of the brand's internship form rules (`fields.practica`): the
 * position, department, school year and academic tutor. Hours per day and tasks become optional in the table:
 * whether they are asked for is now the brand's rule, checked by the API.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('internship_requests')
    .addColumn('position', 'text')
    .addColumn('department', 'text')
    .addColumn('course', 'integer')
    .addColumn('academic_tutor', 'jsonb')
    .execute();
  await sql`alter table internship_requests alter column hours_per_day drop not null`.execute(db);
  await sql`alter table internship_requests alter column tasks drop not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`update internship_requests set hours_per_day = 0 where hours_per_day is null`.execute(db);
  await sql`update internship_requests set tasks = '' where tasks is null`.execute(db);
  await sql`alter table internship_requests alter column hours_per_day set not null`.execute(db);
  await sql`alter table internship_requests alter column tasks set not null`.execute(db);
  for (const column of ['position', 'department', 'course', 'academic_tutor']) {
    await db.schema.alterTable('internship_requests').dropColumn(column).execute();
  }
}
