import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not follow later table types */

/**
 * The mail outbox (docs/decisions.md, "Mail that cannot be lost"): a call writes its mails here in its own
 * transaction, and a worker sends them, so a crash or an SMTP outage after the commit loses none. The partial index
 * holds only the mails still to send, so the worker's claim stays one small index read however many were sent.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('institution_id', 'text', (c) => c.references('institutions.id').onDelete('cascade'))
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    .addColumn('dedupe_key', 'text', (c) => c.unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('run_after', 'timestamptz', (c) => c.notNull())
    .addColumn('locked_until', 'timestamptz')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('sent_at', 'timestamptz')
    .addColumn('failed_at', 'timestamptz')
    .execute();
  await sql`create index mail_outbox_due on mail_outbox (run_after, id) where sent_at is null and failed_at is null`.execute(db);
  await db.schema.createIndex('mail_outbox_sent').on('mail_outbox').column('sent_at').where('sent_at', 'is not', null).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('mail_outbox').execute();
}
