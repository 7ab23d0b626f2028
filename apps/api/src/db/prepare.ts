import type { AppConfig } from '../config.ts';
import { hashPassword } from '../lib/passwords.ts';
import { openDatabase, type DatabaseHandle } from './connect.ts';
import { migrateToLatest } from './migrate.ts';
import { seedReference } from './seed/reference.ts';
import { seedDemo } from './seed/demo.ts';
import { seedDemoCandidates } from './seed/demo-candidates.ts';
import { seedDemoHome } from './seed/demo-home.ts';

export const DEMO_PASSWORD = 'Demo1234';

/**
 * Opens the database, applies migrations, makes sure the reference data exists and, outside production,
 * fills an empty database with the demo accounts and content.
 */
export async function prepareDatabase(config: AppConfig): Promise<DatabaseHandle> {
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, inMemory: config.inMemoryDatabase });
  await migrateToLatest(handle.db);
  await seedReference(handle.db);
  if (config.seedDemo) {
    const anyUser = await handle.db.selectFrom('users').select('id').limit(1).executeTakeFirst();
    if (!anyUser) await seedDemo(handle.db, { now: config.now(), passwordHash: await hashPassword(DEMO_PASSWORD) });
    if (!anyUser) await seedDemoCandidates(handle.db, { now: config.now() });
    if (!anyUser) await seedDemoHome(handle.db, { now: config.now() });
  }
  return handle;
}
