import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';

/** Counts the statements a database handle executes (each one once its result is back). */
export class QueryCounter implements KyselyPlugin {
  count = 0;
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    this.count += 1;
    return args.result;
  }
}

const perRequest = new AsyncLocalStorage<{ queries: number }>();

/** Counts into the store of the request the statement runs for. */
class RequestQueryCounter implements KyselyPlugin {
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const store = perRequest.getStore();
    if (store) store.queries += 1;
    return args.result;
  }
}

export const requestQueryCounter: KyselyPlugin = new RequestQueryCounter();

/**
 * The benchmark's view of each request: the number of statements it ran, in an `x-query-count` header. Only
 * registered with the benchmark's flag; the database handle must carry `requestQueryCounter`.
 */
export function countQueriesPerRequest(app: FastifyInstance): void {
  app.addHook('onRequest', (_request, _reply, done) => {
    perRequest.run({ queries: 0 }, done);
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    const store = perRequest.getStore();
    if (store) void reply.header('x-query-count', String(store.queries));
    return payload;
  });
}
