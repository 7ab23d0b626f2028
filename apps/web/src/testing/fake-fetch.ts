import { vi } from 'vitest';

/**
 * A tiny fake of the API at the fetch boundary, for tests only. Routes are keyed 'METHOD /api/Path' (matched
 * case-insensitively, like the API); a handler returns the envelope (and optionally the HTTP status) or throws to
 * simulate a network failure. Unknown routes answer 606 with HTTP 404, as the API does.
 */
export interface FakeRequest {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

export interface FakeResponse {
  status: number;
  datos?: unknown;
  mensaje?: string;
}

export type FakeHandler = FakeResponse | ((request: FakeRequest) => FakeResponse | { http: number; body: FakeResponse });

export const ok = (datos?: unknown): FakeResponse => ({ status: 0, datos });
export const fail = (status: number, mensaje?: string, datos?: unknown): FakeResponse => ({
  status,
  ...(mensaje === undefined ? {} : { mensaje }),
  ...(datos === undefined ? {} : { datos }),
});

export function installFakeFetch(routes: Record<string, FakeHandler>) {
  const calls: FakeRequest[] = [];
  const table = new Map(Object.entries(routes).map(([key, handler]) => [key.toLowerCase(), handler]));

  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const headers = Object.fromEntries(Object.entries((init?.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v]));
    const request: FakeRequest = {
      method,
      path: url.pathname,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      headers,
    };
    calls.push(request);
    const handler = table.get(`${method} ${url.pathname}`.toLowerCase());
    let http = 200;
    let body: FakeResponse;
    if (!handler) {
      http = 404;
      body = { status: 606 };
    } else if (typeof handler === 'function') {
      const answer = handler(request);
      if ('http' in answer) {
        http = answer.http;
        body = answer.body;
      } else body = answer;
    } else body = handler;
    if (http === 200 && body.status !== 0) http = 400;
    return new Response(JSON.stringify(body), { status: http, headers: { 'Content-Type': 'application/json' } });
  });

  vi.stubGlobal('fetch', fetchImpl);
  return {
    calls,
    fetch: fetchImpl,
    /** The requests made to one route. */
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path.toLowerCase() === path.toLowerCase()),
  };
}

/** A fetch that fails as a dropped connection does. */
export function networkDown(): never {
  throw new TypeError('Failed to fetch');
}
