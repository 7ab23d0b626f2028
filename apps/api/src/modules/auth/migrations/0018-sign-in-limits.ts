import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not follow later table types */

/**
 * Where an account signed in before (docs/decisions.md, "Sign-in and reset limits"): the per-account limit on
 * failed sign-ins does not refuse a device or an address found here, so a guesser spread over many addresses cannot
 * lock the owner out. One row per account and device (a random id in an HttpOnly cookie) or address, both stored
 * as SHA-256 so the table holds neither a usable cookie nor a readable address; `last_signed_in_at` lets
 * housekeeping forget the ones not seen for long. The rows go with the account.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('known_sign_ins')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('address', 'device')`))
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('last_signed_in_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('known_sign_ins_pk', ['user_id', 'kind', 'fingerprint'])
    .execute();
  await db.schema.createIndex('known_sign_ins_last').on('known_sign_ins').column('last_signed_in_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('known_sign_ins').execute();
}
