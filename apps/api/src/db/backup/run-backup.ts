/**
 * `npm run backup`: one file with the whole of the portal's data. The embedded database is written to
 * `<DATA_DIR>/backups/portal-<time>.tar.gz` (the server must be stopped); with DATABASE_URL, pg_dump writes
 * `<DATA_DIR>/backups/portal-<time>.dump`, or, without pg_dump on this machine, the procedure is printed.
 */
import { loadConfig } from '../../config.ts';
import { DatabaseInUseError } from '../data-dir-lock.ts';
import { backupEmbeddedDatabase, BackupRefused } from './embedded-backup.ts';
import { backupPostgres, findPostgresTool, POSTGRES_PROCEDURE } from './postgres-backup.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.databaseUrl) {
    console.log(`Backup written: ${await backupEmbeddedDatabase(config.dataDir)}`);
    console.log(`Restore it with: npm run restore -- <file> (server stopped).`);
    return;
  }
  const pgDump = findPostgresTool('pg_dump');
  if (!pgDump) {
    console.log(`pg_dump is not installed on this machine: nothing was written.\n\n${POSTGRES_PROCEDURE}`);
    process.exitCode = 2;
    return;
  }
  console.log(`Backup written: ${backupPostgres(config.databaseUrl, config.dataDir, pgDump)}`);
  console.log(`Restore it into an empty database with: DATABASE_URL=... npm run restore -- <file>`);
}

main().catch((error: unknown) => {
  const known = error instanceof DatabaseInUseError || error instanceof BackupRefused;
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  if (!known && error instanceof Error && error.stack) console.error(error.stack);
  process.exitCode = 1;
});
