import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not follow later table types */

/**
 * Issue 19: a survey's target by offer type, its texts in three languages, and who has been told of it.
 * - `surveys.offer_type`: a company survey for the companies that published an offer of that type ('empleo' or
 *   'practicas'); null: every company.
 * - `surveys.language`: the language its plain columns (title, description, question and option texts) are written
 *   in, the one every reader falls back to; `translations` on the survey ({ca: {title, description}, ...}), its
 *   questions and its options ({ca: 'text', ...}) hold the other languages.
 * - `survey_notices`: who was told of the survey (`survey.assigned`), so that editing it or the hourly pass never
 *   tells anyone twice.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('surveys')
    .addColumn('offer_type', 'text')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('es'))
    .addColumn('translations', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('notified_at', 'timestamptz')
    .execute();
  // The surveys already published were never announced: they stay so, rather than telling everyone at once now.
  await db.updateTable('surveys').set({ notified_at: sql`now()` }).execute();
  await db.schema.alterTable('survey_questions').addColumn('translations', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`)).execute();
  await db.schema.alterTable('survey_options').addColumn('translations', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`)).execute();
  await db.schema
    .createTable('survey_notices')
    .addColumn('survey_id', 'integer', (c) => c.notNull().references('surveys.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('survey_notices_pk', ['survey_id', 'user_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('survey_notices').ifExists().execute();
  await db.schema.alterTable('survey_options').dropColumn('translations').execute();
  await db.schema.alterTable('survey_questions').dropColumn('translations').execute();
  await db.schema.alterTable('surveys').dropColumn('notified_at').dropColumn('translations').dropColumn('language').dropColumn('offer_type').execute();
}
