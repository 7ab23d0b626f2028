import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not follow later table types */

/**
 * Collaboration agreements (convenios) of companies with the institution, the invoices the service issues to a
 * company, and the internship documents it publishes for a company. Files live in `files` without an owner
 * user: they belong to the company, and a staff account leaving must not take them away.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('agreements')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('institution_id', 'text', (c) => c.notNull().references('institutions.id'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('generado'))
    // datosFirmante: nombre, apellidos, dni, cargo, email, telefono.
    .addColumn('signer', 'jsonb', (c) => c.notNull())
    .addColumn('management_contact_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('billing_contact_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('fiscal_account_id', 'integer', (c) => c.references('fiscal_accounts.id').onDelete('set null'))
    .addColumn('expires_on', 'date')
    .addColumn('no_expiry', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('requires_order', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('annual_order', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('order_number', 'text')
    .addColumn('direct_debit', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('manual_processing', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('file_id', 'uuid', (c) => c.references('files.id').onDelete('set null'))
    .addColumn('remarks', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('agreements_by_state').on('agreements').columns(['institution_id', 'state', 'created_at']).execute();
  await db.schema.createIndex('agreements_of_company').on('agreements').columns(['company_id', 'created_at']).execute();

  await db.schema
    .createTable('company_invoices')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('institution_id', 'text', (c) => c.notNull().references('institutions.id'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('issued_on', 'date', (c) => c.notNull())
    .addColumn('amount', 'numeric(12, 2)', (c) => c.notNull())
    .addColumn('file_id', 'uuid', (c) => c.notNull().references('files.id'))
    .addColumn('uploaded_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('company_invoices_of_company').on('company_invoices').columns(['company_id', 'issued_on']).execute();

  await db.schema
    .createTable('company_internship_documents')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('institution_id', 'text', (c) => c.notNull().references('institutions.id'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('file_id', 'uuid', (c) => c.notNull().references('files.id'))
    .addColumn('uploaded_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('company_internship_documents_of_company').on('company_internship_documents').columns(['company_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('company_internship_documents').ifExists().execute();
  await db.schema.dropTable('company_invoices').ifExists().execute();
  await db.schema.dropTable('agreements').ifExists().execute();
}
