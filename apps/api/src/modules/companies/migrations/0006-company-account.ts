import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not follow later table types */

/**
 * The company's own data: the kind of company and a province written as text outside Spain; the contact's
 * details per company (a person may be a contact of several companies, with a different post in each); the
 * company's fiscal (billing) accounts.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('companies')
    .addColumn('company_type_id', 'integer')
    .addColumn('province_text', 'text')
    .execute();

  await db.schema
    .alterTable('company_contacts')
    .addColumn('phone2', 'text')
    .addColumn('department', 'text')
    .addColumn('address', 'text')
    .addColumn('locality', 'text')
    .addColumn('postal_code', 'text')
    .addColumn('nif', 'text')
    .addColumn('country_id', 'integer')
    .addColumn('province', 'text')
    .addColumn('contact_types', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'::integer[]`))
    .addColumn('forum_years', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'::integer[]`))
    .execute();

  await db.schema
    .createTable('fiscal_accounts')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('legal_name', 'text', (c) => c.notNull())
    .addColumn('cif', 'text', (c) => c.notNull())
    .addColumn('postal_invoicing', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('country_id', 'integer', (c) => c.notNull())
    .addColumn('province_id', 'integer')
    .addColumn('province_text', 'text')
    .addColumn('locality', 'text', (c) => c.notNull())
    .addColumn('postal_code', 'text', (c) => c.notNull())
    .addColumn('postal_address', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('fiscal_accounts_company').on('fiscal_accounts').column('company_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('fiscal_accounts').execute();
  await db.schema
    .alterTable('company_contacts')
    .dropColumn('phone2')
    .dropColumn('department')
    .dropColumn('address')
    .dropColumn('locality')
    .dropColumn('postal_code')
    .dropColumn('nif')
    .dropColumn('country_id')
    .dropColumn('province')
    .dropColumn('contact_types')
    .dropColumn('forum_years')
    .execute();
  await db.schema.alterTable('companies').dropColumn('company_type_id').dropColumn('province_text').execute();
}
