import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as foundation from './migrations/0001-foundation.ts';
import * as candidates from './migrations/0002-candidates.ts';
import * as homeAndRequests from './migrations/0003-home-and-requests.ts';
import * as sessionHardening from './migrations/0004-session-hardening.ts';
import * as settingsVersion from './migrations/0015-settings-version.ts';
import * as mailOutbox from './migrations/0019-mail-outbox.ts';
import { FEATURE_MIGRATIONS } from '../modules/migrations.ts';

/**
 * The migrations every feature shares (accounts, institutions, the reference data and its version), listed here;
 * a feature's own migrations sit in its folder (`modules/<feature>/migrations/`) and come from the generated
 * modules/migrations.ts. Both are imported, not read from disk, so the same code runs from source, bundles and tests.
 * A migration is known to a database by its name: a name is never reused or changed once released.
 */
const SHARED_MIGRATIONS: Record<string, Migration> = {
  '0001-foundation': foundation,
  '0002-candidates': candidates,
  '0003-home-and-requests': homeAndRequests,
  '0004-session-hardening': sessionHardening,
  '0015-settings-version': settingsVersion,
  '0019-mail-outbox': mailOutbox,
};

/** Every migration by name. Kysely applies them in the order of their names, so the number decides. */
export function allMigrations(): Record<string, Migration> {
  const clash = Object.keys(FEATURE_MIGRATIONS).filter((name) => name in SHARED_MIGRATIONS);
  if (clash.length > 0) throw new Error(`Migrations named twice: ${clash.join(', ')}`);
  return Object.fromEntries(Object.entries({ ...SHARED_MIGRATIONS, ...FEATURE_MIGRATIONS }).sort(([a], [b]) => a.localeCompare(b)));
}

const provider: MigrationProvider = { getMigrations: async () => allMigrations() };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
