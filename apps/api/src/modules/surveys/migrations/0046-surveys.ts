import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not follow later table types */

/**
 * Surveys built by staff and their answers. A survey is reached by its access key (`url_access`). Its questions come
 * in `position` order; a single-choice option may jump to a later question (`jump_to_question_id`). Answering opens
 * a session whose token is kept only as a hash; a response keeps that hash (one response per token) and, unless the
 * survey is anonymous, the user. `survey_participants` says who has answered (so nobody answers twice and their
 * pending list empties) without any link to what they answered, and with no time. `survey_clause_acceptances`: the
 * survey's data-protection clause accepted by a signed-in person.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('surveys')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('institution_id', 'text', (c) => c.notNull().references('institutions.id'))
    .addColumn('url_access', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('anonymous', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('mandatory', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('degree_id', 'integer')
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .addColumn('clause', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('surveys_of_institution').on('surveys').columns(['institution_id', 'target', 'ends_at']).execute();
  await db.schema
    .createTable('survey_questions')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('survey_id', 'integer', (c) => c.notNull().references('surveys.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('mandatory', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema.createIndex('survey_questions_of_survey').on('survey_questions').columns(['survey_id', 'position']).execute();
  await db.schema
    .createTable('survey_options')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('question_id', 'integer', (c) => c.notNull().references('survey_questions.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('jump_to_question_id', 'integer', (c) => c.references('survey_questions.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('survey_options_of_question').on('survey_options').columns(['question_id', 'position']).execute();
  await db.schema
    .createTable('survey_sessions')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('survey_id', 'integer', (c) => c.notNull().references('surveys.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('survey_responses')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('institution_id', 'text', (c) => c.notNull().references('institutions.id'))
    .addColumn('survey_id', 'integer', (c) => c.notNull().references('surveys.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('answered_on', 'date', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('survey_responses_of_survey').on('survey_responses').columns(['survey_id']).execute();
  await db.schema
    .createTable('survey_answers')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('response_id', 'integer', (c) => c.notNull().references('survey_responses.id').onDelete('cascade'))
    .addColumn('question_id', 'integer', (c) => c.notNull().references('survey_questions.id').onDelete('cascade'))
    .addColumn('option_id', 'integer', (c) => c.references('survey_options.id').onDelete('cascade'))
    .addColumn('text', 'text')
    .execute();
  await db.schema.createIndex('survey_answers_of_question').on('survey_answers').columns(['question_id', 'option_id']).execute();
  await db.schema
    .createTable('survey_participants')
    .addColumn('survey_id', 'integer', (c) => c.notNull().references('surveys.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('survey_participants_pk', ['survey_id', 'user_id'])
    .execute();
  await db.schema.createIndex('survey_participants_of_user').on('survey_participants').columns(['user_id']).execute();
  await db.schema
    .createTable('survey_clause_acceptances')
    .addColumn('survey_id', 'integer', (c) => c.notNull().references('surveys.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('survey_clause_acceptances_pk', ['survey_id', 'user_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['survey_clause_acceptances', 'survey_participants', 'survey_answers', 'survey_responses', 'survey_sessions', 'survey_options', 'survey_questions', 'surveys']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
