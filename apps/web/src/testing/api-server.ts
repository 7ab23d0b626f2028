import { http, HttpResponse, type HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import type { CallDefinition, DatosOf, Envelope } from '@portal/shared';

/**
 * The API as the web tests see it: Mock Service Worker answers the requests at the HTTP level, so the real fetch,
 * the real API client and its headers run. Routes are keyed 'METHOD /api/Path' (a contract path with `:param`
 * segments works too, see `routeOf`); a handler returns the envelope (optionally with the HTTP status), a whole
 * Response (a file), or `networkDown`. Paths no test answers get 606 with HTTP 404, as from the API.
 */
export interface ApiRequest {
  method: string;
  path: string;
  /** The query string. */
  search: URLSearchParams;
  body: unknown;
  /** Lower-case names. */
  headers: Record<string, string>;
}

export type ApiAnswer = Envelope | { http: number; body: Envelope } | Response;
export type ApiHandler = Envelope | ((request: ApiRequest) => ApiAnswer | Promise<ApiAnswer>);

export const ok = (datos?: unknown): Envelope => ({ status: 0, datos });
export const fail = (status: number, mensaje?: string, datos?: unknown): Envelope => ({
  status,
  ...(mensaje === undefined ? {} : { mensaje }),
  ...(datos === undefined ? {} : { datos }),
});

/**
 * An answer held back until the test lets it go (`release`): what a page draws while one of its reads is still on
 * its way. `handler` goes in `api` under the call's route.
 */
export function heldAnswer(answer: ApiAnswer): { handler: ApiHandler; release: () => void } {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { handler: async () => (await gate, answer), release };
}

const NETWORK_DOWN = Symbol('network down');

/** A handler for a dropped connection: fetch rejects, as it does when the server cannot be reached. */
export function networkDown(): never {
  throw NETWORK_DOWN;
}

/** The route key of a contract call: `routeOf(offerCalls.detail)` is 'GET /api/Alumno/dameOferta/:oferta'. */
export const routeOf = (call: Pick<CallDefinition, 'method' | 'path'>) => `${call.method} ${call.path}`;

/**
 * A contract call answered with success and `datos` typed from the call's own definition (`DatosOf`, what `callApi`
 * resolves to), to spread into `api`: `api: { ...mockCall(candidacyCalls.jobCandidacies, [candidacyItem()]) }`. A
 * fixture that no longer matches the contract (a field renamed, removed or of another type) fails the type check
 * instead of passing a test the real API would fail. An answer that depends on the request or changes during the
 * test is a function, given once the call is known: `mockCall(call)((request) => datos)` (passed beside the call,
 * its literals would be typed before the call's type is inferred: `idPerfil: 2` would read as a number). Refusals
 * stay `'METHOD /path': fail(code)`.
 */
export function mockCall<C extends CallDefinition>(call: C, datos: DatosOf<C>): Record<string, ApiHandler>;
export function mockCall<C extends CallDefinition>(call: C): (answer: (request: ApiRequest) => DatosOf<C>) => Record<string, ApiHandler>;
export function mockCall(call: CallDefinition, ...datos: unknown[]) {
  const answering = (answer: (request: ApiRequest) => unknown): Record<string, ApiHandler> => ({ [routeOf(call)]: (request) => ok(answer(request)) });
  return datos.length === 0 ? answering : answering(() => datos[0]);
}

export const apiServer = setupServer(http.all('/api/*', () => HttpResponse.json(fail(606), { status: 404 })));

function toResponse(answer: ApiAnswer): Response {
  if (answer instanceof Response) return answer;
  const { http: status, body } = 'http' in answer ? answer : { http: answer.status === 0 ? 200 : 400, body: answer };
  return HttpResponse.json(body, { status: status === 200 && body.status !== 0 ? 400 : status });
}

/** Answers `routes` for the rest of the test; returns the requests made, to assert on what the page sent. */
export function mockApi(routes: Record<string, ApiHandler>) {
  const calls: ApiRequest[] = [];
  const handlers: HttpHandler[] = Object.entries(routes).map(([key, handler]) => {
    const [method = 'GET', path = ''] = key.split(' ');
    return http[method.toLowerCase() as 'get' | 'post'](path, async ({ request }) => {
      const url = new URL(request.url);
      const text = await request.text();
      const apiRequest: ApiRequest = {
        method: request.method,
        path: url.pathname,
        search: url.searchParams,
        body: text ? JSON.parse(text) : undefined,
        headers: Object.fromEntries(request.headers),
      };
      calls.push(apiRequest);
      try {
        return toResponse(typeof handler === 'function' ? await handler(apiRequest) : handler);
      } catch (error) {
        if (error === NETWORK_DOWN) return HttpResponse.error();
        throw error;
      }
    });
  });
  apiServer.resetHandlers();
  apiServer.use(...handlers);
  return {
    calls,
    /** The requests made to one path (case-insensitive, like the API). */
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path.toLowerCase() === path.toLowerCase()),
  };
}
