import path from 'node:path';
import fs from 'node:fs';
import { Kysely, PostgresDialect } from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { Database } from './database.ts';
import { lockDataDir } from './data-dir-lock.ts';

export interface DatabaseOptions {
  databaseUrl?: string;
  dataDir?: string;
  inMemory?: boolean;
  /**
   * For an in-memory database: the files to start from (a PGlite data-directory dump) instead of an empty cluster.
   * The tests open a migrated, seeded copy in a fraction of the time a new one takes to create, migrate and seed.
   */
  initialData?: Blob;
}

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: 'postgres' | 'pglite';
  close(): Promise<void>;
  /** The embedded database's files as one tar archive (what `initialData` takes); a server database has none. */
  dumpData?(): Promise<Blob>;
}

// PostgreSQL returns int8 (count(*)) as strings; counts here fit in a JS number.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));
// A `date` is a calendar day, not an instant: keep 'YYYY-MM-DD' so no time zone can move it.
const DATE_OID = 1082;
pg.types.setTypeParser(DATE_OID, (value) => value);

/** Where the embedded database of a data folder lives (a backup holds this folder). */
export const embeddedDatabaseDir = (dataDir: string) => path.join(dataDir, 'pglite');

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    // JIT compilation costs more than it saves on this workload's short queries (the 100k-offer benchmark's
    // fit-my-CV list: 1.2 s with JIT, 0.3 s without), so sessions turn it off.
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, options: '-c jit=off' });
    // An idle connection dropped by the server (restart, failover, a dropped test database) must not crash the
    // process: the pool discards it and the next query opens a new one.
    pool.on('error', (error) => console.warn(`database connection lost: ${error.message}`));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  if (options.inMemory) {
    const client = await createPGlite({ loadDataDir: options.initialData });
    const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
    return { db, kind: 'pglite', close: () => db.destroy(), dumpData: () => client.dumpDataDir('none') };
  }
  const folder = options.dataDir ?? 'data';
  const lock = lockDataDir(folder);
  try {
    const dataDir = embeddedDatabaseDir(folder);
    fs.mkdirSync(dataDir, { recursive: true });
    const db = new Kysely<Database>({ dialect: new PGliteDialect(await createPGlite({ dataDir })) });
    return { db, kind: 'pglite', close: () => db.destroy().finally(() => lock.release()) };
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** PGlite as the portal runs it: `date` kept as text and int8 as numbers (as on pg above), pg_trgm loaded. */
export function createPGlite(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<PGlite> {
  const parsers = { [DATE_OID]: (value: string) => value, 20: (value: string) => Number.parseInt(value, 10) };
  // pg_trgm indexes the offers' text filter, as on PostgreSQL (migration 0009).
  const extensions = { pg_trgm };
  return PGlite.create({ ...options, parsers, extensions });
}
