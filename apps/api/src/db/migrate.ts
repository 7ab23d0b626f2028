import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as foundation from './migrations/0001-foundation.ts';
import * as candidates from './migrations/0002-candidates.ts';
import * as homeAndRequests from './migrations/0003-home-and-requests.ts';
import * as sessionHardening from './migrations/0004-session-hardening.ts';
import * as staff from './migrations/0005-staff.ts';
import * as companyAccount from './migrations/0006-company-account.ts';
import * as companyOffers from './migrations/0007-company-offers.ts';
import * as fastReads from './migrations/0009-fast-reads.ts';
import * as eventTranslations from './migrations/0010-event-translations.ts';
import * as agreements from './migrations/0011-agreements.ts';
import * as eventContent from './migrations/0012-event-content.ts';
import * as proposalFields from './migrations/0014-proposal-fields.ts';
import * as settingsVersion from './migrations/0015-settings-version.ts';
import * as offerFitSets from './migrations/0016-offer-fit-sets.ts';
import * as offerListChanges from './migrations/0017-offer-list-changes.ts';
import * as signInLimits from './migrations/0018-sign-in-limits.ts';

/** Migrations are listed here (not read from disk) so the same code runs from source, bundles and tests. */
const migrations: Record<string, Migration> = {
  '0001-foundation': foundation,
  '0002-candidates': candidates,
  '0003-home-and-requests': homeAndRequests,
  '0004-session-hardening': sessionHardening,
  '0005-staff': staff,
  '0006-company-account': companyAccount,
  '0007-company-offers': companyOffers,
  '0009-fast-reads': fastReads,
  '0010-event-translations': eventTranslations,
  '0011-agreements': agreements,
  '0012-event-content': eventContent,
  '0014-proposal-fields': proposalFields,
  '0015-settings-version': settingsVersion,
  '0016-offer-fit-sets': offerFitSets,
  '0017-offer-list-changes': offerListChanges,
  '0018-sign-in-limits': signInLimits,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
