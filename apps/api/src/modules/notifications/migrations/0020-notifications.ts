import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not follow later table types */

/**
 * Notifications and their preferences (docs/decisions.md, "Notifications"). The panel reads a reader's newest
 * page through `notifications_reader` and the bell's count through the partial index of the unread ones, one small
 * index read however many notifications a reader has kept.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('notifications')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('institution_id', 'text', (c) => c.notNull().references('institutions.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) => c.references('companies.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('params', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('link', 'text')
    .addColumn('important', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('read_at', 'timestamptz')
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('digest_pending', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await sql`create index notifications_reader on notifications (user_id, id desc) where deleted_at is null`.execute(db);
  await sql`create index notifications_unread on notifications (user_id, company_id) where read_at is null and deleted_at is null`.execute(db);
  await sql`create index notifications_digest on notifications (user_id) where digest_pending`.execute(db);
  await db.schema
    .createTable('notification_preferences')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('portal', 'mail', 'digest')`))
    .addPrimaryKeyConstraint('notification_preferences_pk', ['user_id', 'kind'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('notification_preferences').execute();
  await db.schema.dropTable('notifications').execute();
}
