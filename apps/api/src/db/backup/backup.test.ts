import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../connect.ts';
import type { Db } from '../database.ts';
import { DatabaseInUseError } from '../data-dir-lock.ts';
import { prepareDatabase } from '../prepare.ts';
import { freshDatabaseUrl } from '../../testing/test-database.ts';
import { backupEmbeddedDatabase, restoreEmbeddedDatabase, BackupRefused } from './embedded-backup.ts';
import { backupPostgres, findPostgresTool, restorePostgres } from './postgres-backup.ts';

/**
 * A backup holds the whole of the portal's data: after a restore, every table has the same rows (count and a
 * checksum of their text) and every stored file the same bytes, the ones added after the demo data included.
 */
const folders: string[] = [];
const folder = () => {
  const made = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-backup-'));
  folders.push(made);
  return made;
};
afterAll(() => folders.forEach((made) => fs.rmSync(made, { recursive: true, force: true })));

interface Contents {
  tables: Record<string, { rows: number; checksum: string }>;
  files: Record<string, string>;
}

async function contents(db: Db): Promise<Contents> {
  const { rows: names } = await sql<{ name: string }>`select tablename as name from pg_tables where schemaname = 'public' order by 1`.execute(db);
  const tables: Contents['tables'] = {};
  for (const { name } of names) {
    const { rows } = await sql<{ rows: number; checksum: string }>`
      select count(*)::int as rows, coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as checksum from ${sql.table(name)} t`.execute(db);
    tables[name] = rows[0] as { rows: number; checksum: string };
  }
  const { rows: files } = await sql<{ id: string; md5: string }>`select id::text as id, md5(content) as md5 from files`.execute(db);
  return { tables, files: Object.fromEntries(files.map((file) => [file.id, file.md5])) };
}

const md5 = (bytes: Buffer) => crypto.createHash('md5').update(bytes).digest('hex');

/** Data added to the demo data: an uploaded file of random bytes and a staff setting. */
async function addData(db: Db): Promise<{ fileId: string; bytes: Buffer }> {
  const bytes = crypto.randomBytes(300_000);
  const owner = await db.selectFrom('users').select('id').where('email', '=', 'alumno@example.org').executeTakeFirstOrThrow();
  const file = await db
    .insertInto('files')
    .values({ institution_id: 'generic', owner_user_id: owner.id, name: 'backup-check', extension: 'pdf', mime_type: 'application/pdf', size_bytes: bytes.length, content: bytes })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('institution_settings').values({ institution_id: 'uib', key: 'flags', value: JSON.stringify({ hasEventos: false }) }).execute();
  return { fileId: String(file.id), bytes };
}

/** Checks what a restored database holds against what was backed up. */
function expectSame(restored: Contents, saved: Contents, added: { fileId: string; bytes: Buffer }): void {
  expect(restored).toEqual(saved);
  // Not an empty database compared with another: the demo data and the added file are there.
  expect(restored.tables.users?.rows).toBeGreaterThan(10);
  expect(restored.tables.offers?.rows).toBeGreaterThan(10);
  expect(restored.files[added.fileId]).toBe(md5(added.bytes));
}

describe('backups of the embedded database', () => {
  it('restores every row and every stored file, refuses while the database is open, and replaces one only with force', async () => {
    const dataDir = folder();
    const config = loadConfig({ NODE_ENV: 'test' }, { dataDir, databaseUrl: undefined, inMemoryDatabase: false });
    const handle = await prepareDatabase(config);
    const added = await addData(handle.db);
    const saved = await contents(handle.db);
    // The server (here, this handle) holds the database: a backup taken now could be torn.
    await expect(backupEmbeddedDatabase(dataDir)).rejects.toThrow(DatabaseInUseError);
    await handle.close();

    const file = await backupEmbeddedDatabase(dataDir, new Date('2025-03-04T10:20:30Z'));
    expect(file).toBe(path.join(dataDir, 'backups', 'portal-2025-03-04T10-20-30-000Z.tar.gz'));

    const elsewhere = folder();
    await restoreEmbeddedDatabase(elsewhere, file);
    const restored = await openDatabase({ dataDir: elsewhere });
    try {
      expectSame(await contents(restored.db), saved, added);
    } finally {
      await restored.close();
    }

    // The original database, changed after the backup: a restore without force leaves it as it is.
    const changed = await openDatabase({ dataDir });
    await changed.db.deleteFrom('files').where('id', '=', added.fileId).execute();
    await changed.close();
    await expect(restoreEmbeddedDatabase(dataDir, file)).rejects.toThrow(BackupRefused);
    const { replacedKeptIn } = await restoreEmbeddedDatabase(dataDir, file, { force: true });
    expect(replacedKeptIn && fs.existsSync(path.join(replacedKeptIn, 'PG_VERSION'))).toBe(true);
    const back = await openDatabase({ dataDir });
    try {
      expectSame(await contents(back.db), saved, added);
    } finally {
      await back.close();
    }
  }, 300_000);

  it('refuses a file that is not a backup, leaving the data folder as it was', async () => {
    const dataDir = folder();
    const notBackup = path.join(dataDir, 'notes.tar.gz');
    fs.writeFileSync(notBackup, 'just text');
    await expect(restoreEmbeddedDatabase(dataDir, notBackup)).rejects.toThrow(BackupRefused);
    expect(fs.readdirSync(dataDir)).toEqual(['notes.tar.gz']);
  });
});

const serverUrl = process.env.DATABASE_URL;
const pgDump = findPostgresTool('pg_dump');
const pgRestore = findPostgresTool('pg_restore');

describe.skipIf(!serverUrl || !pgDump || !pgRestore)('backups of a PostgreSQL database (pg_dump and pg_restore)', () => {
  it('restores every row and every stored file into an empty database, and refuses a database that has tables', async () => {
    const source = await freshDatabaseUrl();
    const target = await freshDatabaseUrl();
    try {
      const dataDir = folder();
      const handle = await prepareDatabase(loadConfig({ NODE_ENV: 'test' }, { dataDir, databaseUrl: source.url, inMemoryDatabase: false }));
      let saved: Contents;
      let added: { fileId: string; bytes: Buffer };
      try {
        added = await addData(handle.db);
        saved = await contents(handle.db);
      } finally {
        await handle.close();
      }
      const file = backupPostgres(source.url as string, dataDir, pgDump as string);
      await restorePostgres(target.url as string, file, pgRestore as string);
      const restored = await openDatabase({ databaseUrl: target.url });
      try {
        expectSame(await contents(restored.db), saved, added);
      } finally {
        await restored.close();
      }
      await expect(restorePostgres(target.url as string, file, pgRestore as string)).rejects.toThrow(BackupRefused);
    } finally {
      await source.drop();
      await target.drop();
    }
  }, 300_000);
});
