import { AsyncLocalStorage } from 'node:async_hooks';
import type { ControlledTransaction, KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import type { Database } from '../db/database.ts';
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

/** The tables whose changes move the version forward (the triggers of migrations 0009 and 0015). */
const VERSIONED_TABLES = ['catalog_items', 'institution_settings'];
const NAMES_VERSIONED_TABLE = new RegExp(`"(${VERSIONED_TABLES.join('|')})"`);

/**
 * Watches a write call's transaction for a statement that may change a versioned table. Plain selects are the
 * many statements of a call and cannot change one, so they are let through unread; anything else (insert,
 * update, delete, raw SQL, a select with a data-modifying WITH) is searched for the tables' names. Naming one is
 * enough: a write that merely reads a list costs one version read, never a stale list.
 */
class ReferenceEditWatch implements KyselyPlugin {
  edited = false;
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    if (!this.edited && !(node.kind === 'SelectQueryNode' && node.with === undefined)) this.edited = NAMES_VERSIONED_TABLE.test(JSON.stringify(node));
    return node;
  }
  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}

const watches = new WeakMap<object, ReferenceEditWatch>();

/** The write call's transaction, watched: until it changes a versioned table, the request's version holds for it. */
export function watchReferenceEdits(trx: ControlledTransaction<Database>): ControlledTransaction<Database> {
  const watch = new ReferenceEditWatch();
  const watched = trx.withPlugin(watch);
  watches.set(watched, watch);
  return watched;
}

/**
 * The version an in-memory copy must match: the request's; read now inside a transaction that has changed a
 * versioned table (a write call sees its own edits, which the request's value predates), in a transaction that is
 * not a call's, and where no request read one (scripts, tests).
 */
export async function referenceVersion(db: DbHandle): Promise<string> {
  const known = ofRequest.getStore();
  const trusted = !db.isTransaction || watches.get(db)?.edited === false;
  return known !== undefined && trusted ? known : readReferenceVersion(db);
}
