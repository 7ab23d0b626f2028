import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not follow later table types */

/**
 * The back office: the audit log of staff changes, the service's decisions on company requests and offers (with
 * the reason the other party reads), and the institution settings staff change at run time.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('institution_id', 'text', (c) => c.notNull().references('institutions.id'))
    // Kept when the user is removed: the log outlives the accounts it names (actor_name is the snapshot).
    .addColumn('actor_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'integer')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('from_value', 'text')
    .addColumn('to_value', 'text')
    .addColumn('detail', 'text')
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('audit_log_recent').on('audit_log').columns(['institution_id', 'at']).execute();
  await db.schema.createIndex('audit_log_entity').on('audit_log').columns(['institution_id', 'entity', 'entity_id']).execute();

  // One row per company: the service's last decision that the company state alone does not tell.
  await db.schema
    .createTable('company_reviews')
    .addColumn('company_id', 'integer', (c) => c.primaryKey().references('companies.id').onDelete('cascade'))
    .addColumn('decision', 'text', (c) => c.notNull().check(sql`decision in ('rejected', 'blocked')`))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('offer_reviews')
    .addColumn('offer_id', 'integer', (c) => c.primaryKey().references('offers.id').onDelete('cascade'))
    .addColumn('decision', 'text', (c) => c.notNull().check(sql`decision in ('returned', 'rejected')`))
    .addColumn('remarks', 'text', (c) => c.notNull())
    .addColumn('by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // Staff members who may create other staff accounts of their institution.
  await db.schema
    .createTable('staff_admins')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('institution_id', 'text', (c) => c.notNull().references('institutions.id'))
    .addColumn('granted_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // Settings staff change at run time (maintenance switch, brand flags, field rules): read on each request, so a
  // change takes effect in every process without a restart. The versioned brand config stays the default.
  await db.schema
    .createTable('institution_settings')
    .addColumn('institution_id', 'text', (c) => c.notNull().references('institutions.id'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('value', 'jsonb', (c) => c.notNull())
    .addColumn('updated_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('institution_settings_pk', ['institution_id', 'key'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['institution_settings', 'staff_admins', 'offer_reviews', 'company_reviews', 'audit_log']) {
    await db.schema.dropTable(table).execute();
  }
}
