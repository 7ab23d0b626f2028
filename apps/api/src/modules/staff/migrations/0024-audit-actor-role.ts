import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not follow later table types */

/**
 * The change log keeps the role its actor had when acting (issue 22, point 9: the log is filtered by role). Stored on
 * the line, as the actor's name already is, because the account may be erased later (actor_user_id is then null)
 * and the log must still say a company contact, not "someone", did it. Lines written before this migration take the
 * role of their actor's account where it still exists; the others (accounts already erased) stay without one.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('audit_log')
    .addColumn('actor_role', 'text', (c) => c.check(sql`actor_role in ('Alumno', 'Empresa', 'Gestor')`))
    .execute();
  await sql`update audit_log set actor_role = users.role from users where users.id = audit_log.actor_user_id`.execute(db);
  // The role filter reads one institution's lines of one role, newest first.
  await db.schema.createIndex('audit_log_role').on('audit_log').columns(['institution_id', 'actor_role', 'at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('audit_log_role').execute();
  await db.schema.alterTable('audit_log').dropColumn('actor_role').execute();
}
