import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not follow later table types */

/**
 * The agreement's life after it is generated: the company's signed copy (a file of its own, the generated PDF is
 * kept) and when it came, and the day the company and the staff were reminded of its expiry (once per agreement).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('agreements')
    .addColumn('signed_file_id', 'uuid', (c) => c.references('files.id').onDelete('set null'))
    .addColumn('signed_at', 'timestamptz')
    .addColumn('expiry_reminded_at', 'timestamptz')
    .execute();
  // The hourly pass reads formalised agreements by their expiry date.
  await db.schema.createIndex('agreements_by_expiry').on('agreements').columns(['state', 'expires_on']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('agreements_by_expiry').ifExists().execute();
  await db.schema.alterTable('agreements').dropColumn('expiry_reminded_at').dropColumn('signed_at').dropColumn('signed_file_id').execute();
}
