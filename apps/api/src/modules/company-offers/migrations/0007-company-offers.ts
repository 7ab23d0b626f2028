import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not follow later table types */

/**
 * What a company writes in its offer form beyond what candidates read (the company's tutor, the preferred
 * candidate, the destination company, the order number, remarks for the service), and how a company closed its
 * offer (whether the person hired was proposed by the service, and the contract).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('offers')
    .addColumn('tutor', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('preferred_candidate', 'text')
    .addColumn('destination_company', 'text')
    .addColumn('order_number', 'text')
    .addColumn('company_remarks', 'text')
    .execute();
  await db.schema.createIndex('offers_of_company').on('offers').columns(['company_id', 'created_at']).execute();

  await db.schema
    .createTable('offer_closures')
    .addColumn('offer_id', 'integer', (c) => c.primaryKey().references('offers.id').onDelete('cascade'))
    .addColumn('proposed_by_service', 'boolean', (c) => c.notNull())
    .addColumn('hired_name', 'text')
    .addColumn('contract_start', 'date')
    .addColumn('contract_type_id', 'integer')
    .addColumn('by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('offer_closures').ifExists().execute();
  await db.schema.dropIndex('offers_of_company').ifExists().execute();
  await db.schema
    .alterTable('offers')
    .dropColumn('tutor')
    .dropColumn('preferred_candidate')
    .dropColumn('destination_company')
    .dropColumn('order_number')
    .dropColumn('company_remarks')
    .execute();
}
