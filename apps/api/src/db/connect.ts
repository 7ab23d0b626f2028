import path from 'node:path';
import fs from 'node:fs';
import { Kysely, PostgresDialect } from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { Database } from './database.ts';

export interface DatabaseOptions {
  databaseUrl?: string;
  dataDir?: string;
  inMemory?: boolean;
}

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: 'postgres' | 'pglite';
  close(): Promise<void>;
}

// PostgreSQL returns int8 (count(*)) as strings; counts here fit in a JS number.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  let dataDir: string | undefined;
  if (!options.inMemory) {
    dataDir = path.join(options.dataDir ?? 'data', 'pglite');
    fs.mkdirSync(dataDir, { recursive: true });
  }
  const client = await PGlite.create(dataDir ? { dataDir } : {});
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
  return { db, kind: 'pglite', close: () => db.destroy() };
}
