import type { FastifyInstance } from 'fastify';
import type { CallDefinition } from '@portal/shared';

/** One route the app answers, with the contract call it was registered from (none for health, docs, files of the SPA). */
export interface RegisteredRoute {
  method: string;
  url: string;
  call?: CallDefinition;
  /** True for calls that answer with the bytes of a file rather than the envelope. */
  file?: boolean;
}

/** What registerCall and registerFileCall put in a route's `config`, so the registry can tell which call it is. */
export interface CallRouteConfig {
  call: CallDefinition;
  file?: boolean;
}

const routesOf = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/**
 * Records every route registered after this point. The generated access-control tests enumerate the routes from
 * here, so a call added later is covered (or flagged as missing from the access table) without anyone listing it.
 */
export function trackRoutes(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  routesOf.set(app, routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const config = route.config as Partial<CallRouteConfig> | undefined;
    for (const method of methods) {
      // HEAD routes are Fastify's automatic twins of the GETs: same handler, same guard.
      if (method === 'HEAD') continue;
      routes.push({ method, url: route.url, call: config?.call, file: config?.file });
    }
  });
}

export function registeredRoutes(app: FastifyInstance): readonly RegisteredRoute[] {
  return routesOf.get(app) ?? [];
}
