import { Migrator, sql, type MigrationProvider } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../db/connect.ts';
import { allMigrations } from '../../../db/migrate.ts';
import { seedReference } from '../../../db/seed/reference.ts';
import { freshDatabaseUrl } from '../../../testing/test-database.ts';

/**
 * Migration 0024 on a database in service: the change log's lines written before it take the role of their actor's
 * account; a line whose account is gone (or that had none) stays without one, and reads as the system's.
 */
let handle: DatabaseHandle;
let drop: () => Promise<void>;
const provider: MigrationProvider = { getMigrations: async () => allMigrations() };

beforeAll(async () => {
  const fresh = await freshDatabaseUrl();
  drop = fresh.drop;
  handle = await openDatabase(fresh.url ? { databaseUrl: fresh.url } : { inMemory: true });
  const before = await new Migrator({ db: handle.db, provider }).migrateTo('0023-search-alerts');
  expect(before.error).toBeUndefined();
  await seedReference(handle.db);
});
afterAll(async () => {
  await handle?.close();
  await drop?.();
});

describe('0024-audit-actor-role', () => {
  it('backfills the role from the actor account, leaves lines without an account empty, and goes down again', async () => {
    const db = handle.db;
    const institution = (await db.selectFrom('institutions').select('id').executeTakeFirstOrThrow()).id;
    const user = (role: string, email: string) =>
      sql<{ id: number }>`insert into users (institution_id, role, email, first_name) values (${institution}, ${role}, ${email}, 'X') returning id`.execute(db);
    const ids: Record<string, number> = {};
    for (const role of ['Alumno', 'Empresa', 'Gestor']) ids[role] = (await user(role, `${role.toLowerCase()}@migration.example`)).rows[0]!.id;
    const line = (actor: number | null, action: string) =>
      sql`insert into audit_log (institution_id, actor_user_id, actor_name, entity, action) values (${institution}, ${actor}, 'someone', 'company', ${action})`.execute(db);
    await line(ids.Gestor!, 'block');
    await line(ids.Empresa!, 'editData');
    await line(ids.Alumno!, 'register');
    await line(null, 'expire');

    const up = await new Migrator({ db, provider }).migrateTo('0024-audit-actor-role');
    expect(up.error).toBeUndefined();
    const rows = await sql<{ action: string; actor_role: string | null }>`select action, actor_role from audit_log order by id`.execute(db);
    expect(rows.rows).toEqual([
      { action: 'block', actor_role: 'Gestor' },
      { action: 'editData', actor_role: 'Empresa' },
      { action: 'register', actor_role: 'Alumno' },
      { action: 'expire', actor_role: null },
    ]);
    await expect(sql`update audit_log set actor_role = 'Admin'`.execute(db)).rejects.toThrow();

    const down = await new Migrator({ db, provider }).migrateTo('0023-search-alerts');
    expect(down.error).toBeUndefined();
    const columns = await sql<{ column_name: string }>`select column_name from information_schema.columns where table_name = 'audit_log'`.execute(db);
    expect(columns.rows.map((c) => c.column_name)).not.toContain('actor_role');
  });
});
