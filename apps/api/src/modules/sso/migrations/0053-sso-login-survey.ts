import { type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not follow later table types */

/**
 * A sign-on may be begun for a survey (`POST /api/Encuestas/iniciaLoginIntegrado/{id}`): the row keeps which, so
 * the answer is taken only for that survey (and a portal sign-on's only by the candidates' login), and whether the
 * person accepted the survey's data-protection clause before leaving for the provider.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('sso_logins')
    .addColumn('survey_id', 'integer', (c) => c.references('surveys.id').onDelete('cascade'))
    .execute();
  await db.schema
    .alterTable('sso_logins')
    .addColumn('survey_clause_accepted', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sso_logins').dropColumn('survey_clause_accepted').execute();
  await db.schema.alterTable('sso_logins').dropColumn('survey_id').execute();
}
