import { sql } from 'kysely';
import type { AppConfig } from '../config.ts';
import type { Db } from './database.ts';
import { openDatabase, type DatabaseHandle } from './connect.ts';
import { migrateToLatest } from './migrate.ts';
import { seedReference } from './seed/reference.ts';
import { seedDemo } from './seed/demo.ts';
import { seedDemoCandidates } from './seed/demo-candidates.ts';
import { seedDemoCompanyCandidates } from './seed/demo-company-candidates.ts';
import { seedDemoHome } from './seed/demo-home.ts';
import { seedDemoAgreements } from './seed/demo-agreements.ts';
import { seedDemoDocumentsAndProgrammes } from './seed/demo-documents-programmes.ts';
import { seedDemoCompanyInterns } from './seed/demo-company-interns.ts';
import { seedDemoInfoPages } from './seed/demo-info-pages.ts';
import { seedDemoEvents } from './seed/demo-events.ts';
import { seedDemoSso } from './seed/demo-sso.ts';
import { seedDemoSurveys } from './seed/demo-surveys.ts';
import { DEMO_PASSWORD_HASH } from './seed/demo-password.ts';

export { DEMO_PASSWORD } from './seed/demo-password.ts';

/**
 * Opens the database, applies migrations, makes sure the reference data exists and, outside production,
 * fills an empty database with the demo accounts and content.
 */
export async function prepareDatabase(config: AppConfig, options: { initialData?: Blob } = {}): Promise<DatabaseHandle> {
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    inMemory: config.inMemoryDatabase,
    initialData: options.initialData,
  });
  await migrateToLatest(handle.db);
  await oneAtATime(handle, async () => {
    await seedReference(handle.db);
    if (config.seedDemo) {
      const anyUser = await handle.db.selectFrom('users').select('id').limit(1).executeTakeFirst();
      if (!anyUser) await seedDemoContent(handle.db, config.now());
    }
  });
  return handle;
}

/**
 * Several processes may start together on one new PostgreSQL database. The migrator takes its own lock; the
 * seeds take this one, held on a connection of its own, so only the first process fills an empty database with
 * demo data and the others find its users. The embedded database has one process by construction.
 */
async function oneAtATime(handle: DatabaseHandle, work: () => Promise<void>): Promise<void> {
  if (handle.kind !== 'postgres') return work();
  const key = sql`hashtext('portal:prepare-database')`;
  await handle.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${key})`.execute(connection);
    try {
      await work();
    } finally {
      await sql`select pg_advisory_unlock(${key})`.execute(connection);
    }
  });
}

/**
 * The demo accounts and everything around them, in dependency order: users, companies and offers; the
 * candidates' CVs and candidacies; internships, communications, guides and events; agreements; documents and
 * internship programmes; the information pages (career guidance, help); the surveys.
 */
export async function seedDemoContent(db: Db, now: Date): Promise<void> {
  await seedDemo(db, { now, passwordHash: DEMO_PASSWORD_HASH });
  await seedDemoCandidates(db, { now });
  await seedDemoCompanyCandidates(db, { now });
  await seedDemoHome(db, { now });
  await seedDemoAgreements(db, { now });
  await seedDemoDocumentsAndProgrammes(db, { now });
  await seedDemoCompanyInterns(db, { now });
  await seedDemoInfoPages(db, { now });
  await seedDemoEvents(db, { now });
  await seedDemoSso(db);
  await seedDemoSurveys(db, { now });
}
