import { catalogueEntry, isKnownStatus, Status, type CallDefinition } from '@portal/shared';
import { currentLanguage } from './i18n';
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

export interface CallOptions {
  body?: unknown;
  /** Values for the `:param` segments of the path. */
  params?: Record<string, string | number>;
  /**
   * The bearer token to send. Default: the session token. `null` sends none. The RGPD step passes the restricted
   * token of the login, which is not stored before the acceptance.
   */
  token?: string | null;
  signal?: AbortSignal;
}

type CallShape = Pick<CallDefinition, 'method' | 'path'>;

function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing path parameter ${key} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

function isEnvelope(value: unknown): value is { status: number; datos?: unknown; mensaje?: unknown } {
  return typeof value === 'object' && value !== null && typeof (value as { status?: unknown }).status === 'number';
}

/**
 * 0, or one of the catalogue's success notices (501-538 of kind 'notice', e.g. 505 "recovery link sent"): the API
 * may answer a successful call with the notice that describes it.
 */
export function isSuccess(status: number): boolean {
  return status === Status.Ok || (isKnownStatus(status) && catalogueEntry(status).kind === 'notice');
}

/** Code 2: forget the session, keep the message on screen across the move to /login. */
function sessionLost(error: ApiError): ApiError {
  endSession('lost');
  showNotice({ status: error.status, mensaje: error.mensaje, datos: error.datos });
  return error;
}

export async function callApi<TDatos>(call: CallShape, options: CallOptions = {}): Promise<TDatos> {
  const token = options.token === undefined ? getToken() : options.token;
  if (token && isTokenExpired(token)) {
    // Spec 1 §4: an expired token is code 2 without asking the server.
    throw sessionLost(new ApiError(Status.SessionExpired));
  }

  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': currentLanguage() };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(fillPath(call.path, options.params), {
      method: call.method,
      headers,
      body: options.body === undefined ? null : JSON.stringify(options.body),
      signal: options.signal ?? null,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(Status.ServiceUnavailable, { mensaje: NETWORK_FAILURE_MESSAGE });
  }

  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  if (!isEnvelope(body)) {
    throw new ApiError(Status.ServiceUnavailable, { mensaje: NETWORK_FAILURE_MESSAGE, httpStatus: response.status });
  }

  if (isSuccess(body.status)) return body.datos as TDatos;

  const error = new ApiError(body.status, {
    mensaje: typeof body.mensaje === 'string' ? body.mensaje : undefined,
    datos: body.datos,
    httpStatus: response.status,
  });
  if (error.status === Status.SessionExpired && token) throw sessionLost(error);
  throw error;
}
