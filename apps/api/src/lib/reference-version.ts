import { AsyncLocalStorage } from 'node:async_hooks';
import type { DbHandle } from './request-context.ts';
import '../modules/domains/domains.tables.ts';

/**
 * The version of the data every process keeps in memory (reference lists, institution settings): a single row
 * that a trigger moves forward on any change to those tables, whoever makes it (migrations 0009 and 0015). An API
 * request reads it once, at its start (plugins/institution-settings.ts), and every in-memory copy used by that
 * request is checked against that one value: one statement per request for all of them.
 */
const ofRequest = new AsyncLocalStorage<string>();

/** Reads the version now; the database's own id keeps two databases of one process apart. */
export async function readReferenceVersion(db: DbHandle): Promise<string> {
  const row = await db.selectFrom('reference_data_version').select(['database_id', 'version']).executeTakeFirstOrThrow();
  return `${row.database_id}:${row.version}`;
}

/** Runs the rest of a request with the version it read at its start. */
export function withReferenceVersion(version: string, next: () => void): void {
  ofRequest.run(version, next);
}

/**
 * The version an in-memory copy must match: the request's, or read now inside a transaction (a write call sees
 * its own edits, which the request's value predates) and where no request read one (scripts, tests).
 */
export async function referenceVersion(db: DbHandle): Promise<string> {
  const known = db.isTransaction ? undefined : ofRequest.getStore();
  return known ?? readReferenceVersion(db);
}
