import fs from 'node:fs';
import path from 'node:path';
import { createPGlite, embeddedDatabaseDir } from '../connect.ts';
import { lockDataDir } from '../data-dir-lock.ts';

/**
 * Backups of the embedded database (PGlite in `<dataDir>/pglite`). The uploaded files live in the database (the
 * `files` table), so the database's folder is the whole of the portal's data; the mail outbox beside it holds
 * copies of mails already sent when no SMTP server is set, and is left out. A backup is the folder as PGlite
 * dumps it, one gzipped tar file; taking it or restoring it needs the database to itself (lockDataDir), so the
 * server must be stopped.
 */
/** A backup or a restore that cannot be done for a reason the operator can fix: the message says which. */
export class BackupRefused extends Error {
  override name = 'BackupRefused';
}

export const backupsDir = (dataDir: string) => path.join(dataDir, 'backups');

/** 2025-03-04T10-20-30-123Z: sorts by time and is a valid file name everywhere. */
export const fileStamp = (at: Date) => at.toISOString().replace(/[:.]/g, '-');

const holdsDatabase = (folder: string) => fs.existsSync(folder) && fs.readdirSync(folder).length > 0;

/** Writes `<dataDir>/backups/portal-<time>.tar.gz` and answers its path. */
export async function backupEmbeddedDatabase(dataDir: string, now: Date = new Date()): Promise<string> {
  const lock = lockDataDir(dataDir);
  try {
    const folder = embeddedDatabaseDir(dataDir);
    if (!holdsDatabase(folder)) throw new BackupRefused(`There is no embedded database in ${folder} to back up.`);
    const client = await createPGlite({ dataDir: folder });
    let tarball: Blob;
    try {
      tarball = await client.dumpDataDir('gzip');
    } finally {
      await client.close();
    }
    fs.mkdirSync(backupsDir(dataDir), { recursive: true });
    const target = path.join(backupsDir(dataDir), `portal-${fileStamp(now)}.tar.gz`);
    // Written aside and renamed: a backup interrupted half-way never looks like a complete one.
    const partial = `${target}.partial`;
    fs.writeFileSync(partial, Buffer.from(await tarball.arrayBuffer()), { flag: 'wx' });
    fs.renameSync(partial, target);
    return target;
  } finally {
    lock.release();
  }
}

/**
 * Puts the database of a backup file in `<dataDir>/pglite`. An existing database is replaced only with `force`,
 * and then kept aside as `pglite.replaced-<time>` rather than deleted. The backup is unpacked and opened in a
 * folder of its own first: a file that is not a backup of this portal leaves the current database untouched.
 */
export async function restoreEmbeddedDatabase(dataDir: string, file: string, options: { force?: boolean; now?: Date } = {}): Promise<{ replacedKeptIn?: string }> {
  if (!fs.existsSync(file)) throw new BackupRefused(`${file} does not exist.`);
  const archive = fs.readFileSync(file);
  if (archive[0] !== 0x1f || archive[1] !== 0x8b) throw new BackupRefused(`${file} is not a backup of the embedded database (a .tar.gz written by npm run backup).`);
  const lock = lockDataDir(dataDir);
  try {
    const folder = embeddedDatabaseDir(dataDir);
    const present = holdsDatabase(folder);
    if (present && !options.force) {
      throw new BackupRefused(`${folder} already holds a database. Add --force to replace it (it is then kept aside, not deleted).`);
    }
    const staging = `${folder}.restoring`;
    fs.rmSync(staging, { recursive: true, force: true });
    const client = await createPGlite({ dataDir: staging, loadDataDir: new Blob([archive]) });
    try {
      const migrated = await client.query(`select 1 from pg_tables where schemaname = 'public' and tablename = 'kysely_migration'`);
      if (migrated.rows.length === 0) throw new BackupRefused(`${file} holds a database, but not one of this portal.`);
    } finally {
      await client.close();
    }
    let replacedKeptIn: string | undefined;
    if (present) {
      replacedKeptIn = `${folder}.replaced-${fileStamp(options.now ?? new Date())}`;
      fs.renameSync(folder, replacedKeptIn);
    } else {
      fs.rmSync(folder, { recursive: true, force: true });
    }
    fs.renameSync(staging, folder);
    return { replacedKeptIn };
  } catch (error) {
    fs.rmSync(`${embeddedDatabaseDir(dataDir)}.restoring`, { recursive: true, force: true });
    throw error;
  } finally {
    lock.release();
  }
}
