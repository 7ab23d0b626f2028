/**
 * `npm run restore -- <file> [--force]`: puts back what `npm run backup` wrote. The embedded database must not be
 * in use (stop the server) and is replaced only with --force, then kept aside. With DATABASE_URL, pg_restore
 * fills that database when it is empty (--force: replaces its tables), or, without pg_restore, the procedure is
 * printed.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.ts';
import { DatabaseInUseError } from '../data-dir-lock.ts';
import { restoreEmbeddedDatabase, BackupRefused } from './embedded-backup.ts';
import { findPostgresTool, POSTGRES_PROCEDURE, restorePostgres } from './postgres-backup.ts';

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({ options: { force: { type: 'boolean', default: false } }, allowPositionals: true });
  const [named] = positionals;
  if (!named || positionals.length > 1) throw new BackupRefused('Name one backup file: npm run restore -- data/backups/portal-<time>.tar.gz [--force]');
  // npm runs the workspace's script in apps/api; a relative name is meant from where the command was typed.
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), named);
  const config = loadConfig();
  if (!config.databaseUrl) {
    const { replacedKeptIn } = await restoreEmbeddedDatabase(config.dataDir, file, { force: values.force });
    console.log(`Restored ${file} into ${config.dataDir}.${replacedKeptIn ? ` The database it replaced is kept in ${replacedKeptIn}.` : ''}`);
    return;
  }
  const pgRestore = findPostgresTool('pg_restore');
  if (!pgRestore) {
    console.log(`pg_restore is not installed on this machine: nothing was restored.\n\n${POSTGRES_PROCEDURE}`);
    process.exitCode = 2;
    return;
  }
  await restorePostgres(config.databaseUrl, file, pgRestore, { force: values.force });
  console.log(`Restored ${file} into the database of DATABASE_URL.`);
}

main().catch((error: unknown) => {
  const known = error instanceof DatabaseInUseError || error instanceof BackupRefused;
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  if (!known && error instanceof Error && error.stack) console.error(error.stack);
  process.exitCode = 1;
});
