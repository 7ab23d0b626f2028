import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not follow later table types */

/**
 * What the service publishes for every company of the institution (internship annexes, informative notes,
 * programme documents; a draft until published) and the documents companies add themselves. Files live in `files`
 * without an owner user: they belong to the institution's record or to the company, not to whoever uploaded them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('published_documents')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('institution_id', 'text', (c) => c.notNull().references('institutions.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('programme_id', 'integer', (c) => c.references('active_programmes.id').onDelete('set null'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('file_id', 'uuid', (c) => c.notNull().references('files.id'))
    .addColumn('published_at', 'timestamptz')
    .addColumn('uploaded_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('published_documents_by_kind').on('published_documents').columns(['institution_id', 'kind', 'published_at']).execute();

  await db.schema
    .createTable('company_added_documents')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('institution_id', 'text', (c) => c.notNull().references('institutions.id'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('file_id', 'uuid', (c) => c.notNull().references('files.id'))
    .addColumn('added_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('company_added_documents_of_company').on('company_added_documents').columns(['company_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('company_added_documents').ifExists().execute();
  await db.schema.dropTable('published_documents').ifExists().execute();
}
