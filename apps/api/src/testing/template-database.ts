import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../config.ts';
import { prepareDatabase } from '../db/prepare.ts';
import { serviceDay } from '../modules/offers/calendar.ts';
import { templateSeedingInstant } from './test-hours.ts';

/**
 * The database every API test file starts from, built once per run (global-setup.ts): migrated, with the
 * reference and demo data. A file then opens a copy of it (a PGlite dump loaded into a new in-memory database, or
 * `create database … template` on a server) instead of creating, migrating and seeding its own, which cost most
 * of a file's set-up.
 */
export interface TemplateDatabase {
  /** The instant the demo data is dated from (published 3 days ago, closes in 10): `templateSeedingInstant`. */
  seededAt: string;
  /** PGlite: the file holding the data-directory dump. */
  dumpFile?: string;
  /** PostgreSQL: the template database's name on the DATABASE_URL server. */
  databaseName?: string;
}

function adminUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

export async function buildTemplate(): Promise<{ template: TemplateDatabase; remove: () => Promise<void> }> {
  const seededAt = templateSeedingInstant(Date.now());
  const serverUrl = process.env.DATABASE_URL;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-template-'));
  if (serverUrl) {
    const databaseName = `portal_tpl_${crypto.randomBytes(6).toString('hex')}`;
    await onServer(serverUrl, `create database ${databaseName}`);
    const config = loadConfig({ NODE_ENV: 'test' }, { databaseUrl: adminUrl(serverUrl, databaseName), dataDir, now: () => seededAt });
    const handle = await prepareDatabase(config);
    // `create database … template` refuses while any session is connected to the template.
    await handle.close();
    return {
      template: { seededAt: seededAt.toISOString(), databaseName },
      remove: async () => {
        await onServer(serverUrl, `drop database if exists ${databaseName} with (force)`);
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const config = loadConfig({ NODE_ENV: 'test' }, { inMemoryDatabase: true, dataDir, now: () => seededAt });
  const handle = await prepareDatabase(config);
  const dump = await handle.dumpData!();
  await handle.close();
  const dumpFile = path.join(dataDir, 'template.tar');
  fs.writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  return {
    template: { seededAt: seededAt.toISOString(), dumpFile },
    remove: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

/**
 * Whether a file may start from the template now. Demo dates are whole service days counted from the seeding
 * ("closes in 10 days"), so a template seeded on another service day (a run across midnight) would shift them
 * by one: such a file builds its own database as before.
 */
export function templateStillFits(template: TemplateDatabase | undefined, now: Date): template is TemplateDatabase {
  return template !== undefined && serviceDay(new Date(template.seededAt)) === serviceDay(now);
}
