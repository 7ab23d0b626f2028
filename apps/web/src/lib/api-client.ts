import type { z } from 'zod';
import { buildPath, catalogueEntry, isKnownStatus, Status, type BodyOf, type CallDefinition, type DatosOf, type Envelope } from '@portal/shared';
import { GOD_MODE_HEADER, godModePass } from './god-mode';
import { currentLanguage } from './i18n';
import { enterMaintenance } from './maintenance';
import { showNotice } from './notices';
import { endSession, getToken, isTokenExpired } from './session';

/**
 * The one place that talks HTTP to the API. Every response is the envelope `{ status, datos?, mensaje? }`;
 * `status` decides (not the HTTP status): 0 or a success notice returns `datos`, anything else throws an ApiError
 * carrying the catalogue code. A network failure or an answer that is not an envelope becomes code 500.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly mensaje: string | undefined;
  readonly datos: unknown;
  readonly httpStatus: number | undefined;

  constructor(status: number, options: { mensaje?: string | undefined; datos?: unknown; httpStatus?: number | undefined } = {}) {
    super(options.mensaje ?? `API status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.mensaje = options.mensaje;
    this.datos = options.datos;
    this.httpStatus = options.httpStatus;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Spec 2 §8.1: the text a network failure shows (the catalogue gives it per language). */
export const NETWORK_FAILURE_MESSAGE = 'El servicio actualmente no esta disponible';

type Input<S> = S extends z.ZodType ? z.input<S> : undefined;
type ParamsOf<C> = C extends CallDefinition<z.ZodType | undefined, z.ZodType, infer P, z.ZodType | undefined> ? Input<P> : never;
type QueryOf<C> = C extends CallDefinition<z.ZodType | undefined, z.ZodType, z.ZodType | undefined, infer Q> ? Input<Q> : never;

/** A part the call does not declare cannot be passed; a declared body or params must be. Query options are optional. */
type Part<K extends string, T, Optional extends boolean = false> = [T] extends [undefined]
  ? { [P in K]?: never }
  : Optional extends true
    ? { [P in K]?: T }
    : { [P in K]: T };

interface Transport {
  /**
   * The bearer token to send. Default: the session token. `null` sends none. The RGPD step passes the restricted
   * token of the login, which is not stored before the acceptance.
   */
  token?: string | null;
  signal?: AbortSignal;
}

/** What a call takes, read from its contract definition: `params` for the `:param` segments, `query`, `body`. */
export type CallInput<C> = Part<'params', ParamsOf<C>> & Part<'query', QueryOf<C>, true> & Part<'body', BodyOf<C>> & Transport;

/** The input may be left out when nothing in it is required. */
type InputArgs<C> = Record<never, never> extends CallInput<C> ? [input?: CallInput<C>] : [input: CallInput<C>];

/** The query string of a call: unset values and switched-off flags are left out, lists repeat their key. */
export function toSearch(query: object | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null || item === false || item === '') continue;
      search.append(key, String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function urlOf(call: CallDefinition, input: { params?: unknown; query?: unknown }): string {
  const params = Object.fromEntries(Object.entries((input.params ?? {}) as Record<string, unknown>).map(([key, value]) => [key, String(value)]));
  return buildPath(call.path, params) + toSearch(input.query as object | undefined);
}

/** The headers every request to the API carries: the interface language, the token and the god-mode pass when there are. */
export function apiHeaders(token: string | null): Record<string, string> {
  const headers: Record<string, string> = { 'Accept-Language': currentLanguage() };
  if (token) headers.Authorization = `Bearer ${token}`;
  const pass = godModePass();
  if (pass) headers[GOD_MODE_HEADER] = pass;
  return headers;
}

/** The token a request sends; an expired one is code 2 without asking the server (spec 1 §4). */
export function tokenToSend(token: string | null | undefined): string | null {
  const value = token === undefined ? getToken() : token;
  if (value && isTokenExpired(value)) throw sessionLost(new ApiError(Status.SessionExpired));
  return value;
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && typeof (value as { status?: unknown }).status === 'number';
}

/**
 * 0, or one of the catalogue's success notices (501-538 of kind 'notice', e.g. 505 "recovery link sent"): the API
 * may answer a successful call with the notice that describes it.
 */
export function isSuccess(status: number): boolean {
  return status === Status.Ok || (isKnownStatus(status) && catalogueEntry(status).kind === 'notice');
}

/**
 * Reports a failure of a code the catalogue marks `reported` to the server (lib/report-client-error.ts, loaded only
 * when the first such failure happens). Never for the report call itself.
 */
function reportIfCatalogued(call: CallDefinition, status: number, httpStatus?: number): void {
  if (call.path.endsWith('/enviaInfoError') || !isKnownStatus(status) || !catalogueEntry(status).reported) return;
  void import('./report-client-error')
    .then(({ reportClientError }) => reportClientError({ codigo: status, llamada: call.path, estadoHttp: httpStatus }))
    .catch(() => undefined);
}

/** Code 2: forget the session, keep the message on screen across the move to /login. */
export function sessionLost(error: ApiError): ApiError {
  endSession('lost');
  showNotice({ status: error.status, mensaje: error.mensaje, datos: error.datos });
  return error;
}

/**
 * Calls the API as the contract defines the call: the input (params, query, body) and the answer (`datos`) are
 * typed from the call's schemas, so a caller names the call and nothing else.
 */
export async function callApi<C extends CallDefinition>(call: C, ...[input]: InputArgs<C>): Promise<DatosOf<C>> {
  const options = (input ?? {}) as CallInput<CallDefinition> & { params?: unknown; query?: unknown; body?: unknown };
  const token = tokenToSend(options.token);
  const headers: Record<string, string> = { Accept: 'application/json', ...apiHeaders(token) };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(urlOf(call, options), {
      method: call.method,
      headers,
      body: options.body === undefined ? null : JSON.stringify(options.body),
      signal: options.signal ?? null,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    reportIfCatalogued(call, Status.ServiceUnavailable);
    throw new ApiError(Status.ServiceUnavailable, { mensaje: NETWORK_FAILURE_MESSAGE });
  }

  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  if (!isEnvelope(body)) {
    reportIfCatalogued(call, Status.ServiceUnavailable, response.status);
    throw new ApiError(Status.ServiceUnavailable, { mensaje: NETWORK_FAILURE_MESSAGE, httpStatus: response.status });
  }

  if (isSuccess(body.status)) return body.datos as DatosOf<C>;

  const error = new ApiError(body.status, {
    mensaje: typeof body.mensaje === 'string' ? body.mensaje : undefined,
    datos: body.datos,
    httpStatus: response.status,
  });
  if (error.status === Status.SessionExpired && token) throw sessionLost(error);
  if (error.status === Status.Maintenance) enterMaintenance();
  reportIfCatalogued(call, error.status, response.status);
  throw error;
}
