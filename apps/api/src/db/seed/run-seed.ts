/**
 * `npm run seed -w @portal/api`: migrates the database of the configuration (DATA_DIR or DATABASE_URL), makes
 * sure the reference data exists and, outside production, fills an empty database with the demo accounts
 * and content (password 'Demo1234'). Safe to run again: reference rows are only added, demo data only goes
 * into a database without users.
 */
import { isBrandId } from '@portal/shared/brands/brand-config';
import { loadConfig } from '../../config.ts';
import { openDatabase, type DatabaseHandle } from '../connect.ts';
import { migrateToLatest } from '../migrate.ts';
import { DEMO_PASSWORD, seedDemoContent } from '../prepare.ts';
import { DEMO_ACCOUNTS, demoEmail } from './demo.ts';
import { seedReference } from './reference.ts';

async function count(handle: DatabaseHandle, table: 'institutions' | 'catalog_items' | 'rgpd_texts' | 'users' | 'companies' | 'offers' | 'candidacies' | 'internships'): Promise<number> {
  const row = await handle.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

async function main(): Promise<void> {
  const config = loadConfig();
  const target = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  console.log(`Seeding ${target}`);
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, inMemory: config.inMemoryDatabase });
  try {
    await migrateToLatest(handle.db);
    console.log('Migrations applied.');

    const started = performance.now();
    await seedReference(handle.db);
    console.log(
      `Reference data: ${await count(handle, 'institutions')} institutions, ${await count(handle, 'catalog_items')} catalog rows, ` +
        `${await count(handle, 'rgpd_texts')} data-protection texts (${Math.round(performance.now() - started)} ms).`,
    );

    if (config.production || !config.seedDemo) {
      console.log(config.production ? 'Production: no demo data.' : 'SEED_DEMO=false: no demo data.');
      return;
    }
    const usersBefore = await count(handle, 'users');
    if (usersBefore > 0) {
      console.log(`The database already has ${usersBefore} users: demo data not created.`);
      return;
    }
    const demoStarted = performance.now();
    await seedDemoContent(handle.db, config.now());
    console.log(
      `Demo data: ${await count(handle, 'users')} users, ${await count(handle, 'companies')} companies, ` +
        `${await count(handle, 'offers')} offers, ${await count(handle, 'candidacies')} candidacies, ${await count(handle, 'internships')} internships (${Math.round(performance.now() - demoStarted)} ms).`,
    );
    const shown = isBrandId(config.defaultInstitution) ? config.defaultInstitution : 'generic';
    console.log(`Demo accounts (password ${DEMO_PASSWORD}), in every institution; for '${shown}':`);
    for (const account of DEMO_ACCOUNTS) {
      console.log(`  ${account.role.padEnd(8)} ${demoEmail(shown, account.local).padEnd(36)} ${account.note}`);
    }
    console.log(`Other institutions use <local>@<institution>.example.org, e.g. ${demoEmail('uib', 'alumno')}.`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(`Seed failed: ${error instanceof Error ? error.message : String(error)}`);
  if (error instanceof Error && error.stack) console.error(error.stack);
  process.exitCode = 1;
});
