import type { FastifyBaseLogger } from 'fastify';
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';

/** Seconds a client is told to wait before trying again while the database is unreachable. */
export const OUTAGE_RETRY_AFTER_SECONDS = 5;

/** Socket errors of a connection that could not be opened or was cut. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);

/**
 * SQLSTATEs of a server that will not serve the connection: class 08 (connection exception), 57P01-57P03
 * (shut down by an administrator or a crash, or still starting) and 53300 (no connection slot left).
 */
const SERVER_STATE = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;

/** What node-postgres says, without a code, when a connection ends under a query. */
const DRIVER_MESSAGES = new Set([
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
]);

/**
 * Whether `error` says the database cannot be reached, as opposed to a query it refused (a constraint, a syntax
 * error, a bad value), which stays a 500 with its stack in the log: that one is a bug to fix, this one is an
 * outage to wait out. Node reports a host with several addresses as an AggregateError of each attempt.
 */
export function isConnectionError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_STATE.test(code))) return true;
  if (DRIVER_MESSAGES.has(error.message)) return true;
  return error instanceof AggregateError && error.errors.some(isConnectionError);
}

export interface DatabaseOutage {
  /** Takes an error a request met: true when it is an outage (logged once per outage, not per request). */
  failed(error: unknown): boolean;
  /** Whether the last word from the database was a connection failure. */
  readonly down: boolean;
  /** Marks the database as answering whenever one of its queries returns: the recovery is logged once. */
  readonly plugin: KyselyPlugin;
}

/**
 * Tracks database outages for the whole process: the first failed connection is logged with its cause, the
 * following ones are only counted, and the first query that succeeds again logs the recovery with how long it
 * lasted and how many requests were refused meanwhile.
 */
export function watchDatabase(log: FastifyBaseLogger, now: () => number = Date.now): DatabaseOutage {
  let since: number | undefined;
  let refused = 0;
  const answered = () => {
    if (since === undefined) return;
    log.info({ downForMs: now() - since, refused }, 'database reachable again');
    since = undefined;
    refused = 0;
  };
  return {
    failed(error) {
      if (!isConnectionError(error)) return false;
      refused++;
      if (since === undefined) {
        since = now();
        log.error({ err: error }, `database unreachable: requests answer 503 until it answers again`);
      }
      return true;
    },
    get down() {
      return since !== undefined;
    },
    plugin: {
      transformQuery: (args: PluginTransformQueryArgs): RootOperationNode => args.node,
      transformResult: async (args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> => {
        answered();
        return args.result;
      },
    },
  };
}
