import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { backupsDir, fileStamp, BackupRefused } from './embedded-backup.ts';

/**
 * Backups of a PostgreSQL database (DATABASE_URL) are PostgreSQL's own: pg_dump's custom format holds the schema
 * and every row, the uploaded files included (they are rows of `files`), and pg_restore reads it back. The
 * commands run the tools when this machine has them, and otherwise say how to run them.
 */
export const POSTGRES_PROCEDURE = `Backing up and restoring a PostgreSQL database (DATABASE_URL)

One file holds the schema and every row, the uploaded files included (they are stored in the table "files"):
  pg_dump --format=custom --no-owner --no-privileges --file portal-$(date +%Y%m%d-%H%M).dump "$DATABASE_URL"
It can be taken while the API runs (pg_dump reads one consistent snapshot).

To restore, stop every API process, then restore into a new, empty database and point DATABASE_URL at it:
  createdb portal_restored
  pg_restore --no-owner --no-privileges --exit-on-error --dbname "postgres://USER@HOST:5432/portal_restored" portal-YYYYMMDD-HHMM.dump
(or into the same database, replacing what it holds: pg_restore --clean --if-exists ... --dbname "$DATABASE_URL").
Use pg_dump and pg_restore of the server's major version or newer (Debian: package postgresql-client-<version>).`;

/** A PostgreSQL client tool: on the PATH, else the newest of /usr/lib/postgresql/<version>/bin (Debian, Ubuntu). */
export function findPostgresTool(name: 'pg_dump' | 'pg_restore'): string | undefined {
  for (const folder of (process.env.PATH ?? '').split(path.delimiter)) {
    if (folder && fs.existsSync(path.join(folder, name))) return path.join(folder, name);
  }
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(b) - Number(a)) : [];
  return versions.map((v) => path.join(root, v, 'bin', name)).find((tool) => fs.existsSync(tool));
}

function run(tool: string, args: string[]): void {
  const result = spawnSync(tool, args, { encoding: 'utf8' });
  if (result.status !== 0) throw new BackupRefused(`${path.basename(tool)} failed: ${(result.stderr || result.error?.message || '').trim()}`);
}

/** Writes `<dataDir>/backups/portal-<time>.dump` with pg_dump and answers its path. */
export function backupPostgres(databaseUrl: string, dataDir: string, pgDump: string, now: Date = new Date()): string {
  fs.mkdirSync(backupsDir(dataDir), { recursive: true });
  const target = path.join(backupsDir(dataDir), `portal-${fileStamp(now)}.dump`);
  const partial = `${target}.partial`;
  try {
    run(pgDump, ['--format=custom', '--no-owner', '--no-privileges', '--file', partial, '--dbname', databaseUrl]);
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  }
  fs.renameSync(partial, target);
  return target;
}

/** Restores a pg_dump file into DATABASE_URL: only into a database without tables, unless `force` (then --clean). */
export async function restorePostgres(databaseUrl: string, file: string, pgRestore: string, options: { force?: boolean } = {}): Promise<void> {
  if (!fs.existsSync(file)) throw new BackupRefused(`${file} does not exist.`);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let tables: number;
  let sessions: number;
  try {
    const { rows } = await client.query<{ tables: string; sessions: string }>(`select
      (select count(*) from pg_tables where schemaname = 'public') as tables,
      (select count(*) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()) as sessions`);
    tables = Number(rows[0]?.tables ?? 0);
    sessions = Number(rows[0]?.sessions ?? 0);
  } finally {
    await client.end();
  }
  if (!options.force && sessions > 0) throw new BackupRefused(`${sessions} other connections use the database of DATABASE_URL: stop the API processes first (or add --force).`);
  if (!options.force && tables > 0) throw new BackupRefused(`The database of DATABASE_URL already has ${tables} tables. Restore into an empty database, or add --force to replace them.`);
  const replace = tables > 0 ? ['--clean', '--if-exists'] : [];
  run(pgRestore, ['--no-owner', '--no-privileges', '--exit-on-error', ...replace, '--dbname', databaseUrl, file]);
}
