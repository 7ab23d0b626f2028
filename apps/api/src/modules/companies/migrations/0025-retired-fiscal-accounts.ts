import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not follow later table types */

/**
 * A company retires a fiscal account it no longer uses (borraCuentaFacturacion): the row stays, so the agreements
 * and invoices that named it keep showing it, and only the company's own list and pickers leave it out. Who retired
 * it is in the change log; the column says when.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('fiscal_accounts').addColumn('retired_at', 'timestamptz').execute();
  await sql`create index fiscal_accounts_in_use on fiscal_accounts (company_id) where retired_at is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists fiscal_accounts_in_use`.execute(db);
  await db.schema.alterTable('fiscal_accounts').dropColumn('retired_at').execute();
}
