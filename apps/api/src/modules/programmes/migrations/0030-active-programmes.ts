import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not follow later table types */

/**
 * The institution's active internship programmes (/programas-practicas-activos) and the companies' requests to
 * join them. A programme is never deleted (requests and documents keep pointing at it): staff close it instead.
 * One request per company and programme: asking again is refused (64), so the pair is unique.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('active_programmes')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('institution_id', 'text', (c) => c.notNull().references('institutions.id'))
    .addColumn('title_es', 'text', (c) => c.notNull())
    .addColumn('title_ca', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('title_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description_es', 'text', (c) => c.notNull())
    .addColumn('description_ca', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('starts_on', 'date', (c) => c.notNull())
    .addColumn('ends_on', 'date')
    .addColumn('open', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('active_programmes_of_institution').on('active_programmes').columns(['institution_id', 'starts_on']).execute();

  await db.schema
    .createTable('programme_company_adhesions')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('institution_id', 'text', (c) => c.notNull().references('institutions.id'))
    .addColumn('programme_id', 'integer', (c) => c.notNull().references('active_programmes.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('solicitada'))
    .addColumn('reason', 'text')
    .addColumn('requested_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('requested_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('decided_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('decided_at', 'timestamptz')
    .addUniqueConstraint('programme_company_adhesions_once', ['programme_id', 'company_id'])
    .execute();
  await db.schema.createIndex('programme_company_adhesions_by_state').on('programme_company_adhesions').columns(['institution_id', 'state', 'requested_at']).execute();
  await db.schema.createIndex('programme_company_adhesions_of_company').on('programme_company_adhesions').columns(['company_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('programme_company_adhesions').ifExists().execute();
  await db.schema.dropTable('active_programmes').ifExists().execute();
}
