import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not follow later table types */

/**
 * A company generates its agreement in the portal (addConvenioEmpresa): the agreement keeps the data-protection
 * text, the direct-debit IBAN and the language its PDF was written in; the company keeps the data-protection text
 * it last gave (its profile, dameDatosEmpresa), the IBAN going to the column it already had.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('agreements')
    .addColumn('data_protection_text', 'text')
    .addColumn('iban', 'text')
    .addColumn('language', 'text')
    .addColumn('created_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('companies').addColumn('data_protection_text', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('companies').dropColumn('data_protection_text').execute();
  await db.schema
    .alterTable('agreements')
    .dropColumn('created_by_user_id')
    .dropColumn('language')
    .dropColumn('iban')
    .dropColumn('data_protection_text')
    .execute();
}
