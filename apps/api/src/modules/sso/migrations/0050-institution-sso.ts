import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not follow later table types */

/**
 * Each institution's single sign-on (OpenID Connect): off until staff turn it on. The issuer, the portal's client id
 * and secret at the provider, the claim that identifies the person and the candidate field it is matched against.
 * A change moves the reference-data version forward (as institution_settings does, migration 0015), so every API
 * process sees at its next request whether sign-on is on.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('institution_sso')
    .addColumn('institution_id', 'text', (c) => c.primaryKey())
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('issuer', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('client_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('client_secret', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('claim', 'text', (c) => c.notNull().defaultTo('email'))
    .addColumn('candidate_field', 'text', (c) => c.notNull().defaultTo('email'))
    .addColumn('updated_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('institution_sso_field', sql`candidate_field in ('email', 'documento')`)
    .execute();
  await sql`create trigger institution_sso_changed after insert or update or delete or truncate on institution_sso
    for each statement execute function bump_reference_data_version()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('institution_sso').execute();
}
