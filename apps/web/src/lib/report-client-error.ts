import { clientErrorsCalls, type ClientErrorReport } from '@portal/shared';
import { getToken, roleOfToken } from './session';

/** The same failure is reported once a minute at most: a page that fails in a loop sends one report, not hundreds. */
const SAME_FAILURE_MS = 60_000;
/** And a page load reports at most this many, whatever happens. */
const MAX_PER_LOAD = 20;

const lastSent = new Map<string, number>();
let sent = 0;

/**
 * Tells the server of a failure the catalogue marks `reported` (spec 2 §8.1: codes 1, 12, 24, 500): the code, the
 * page, the call's contract path (its `:params`, never the ids), the HTTP status and the session's role. Nothing
 * that names the person goes: no token, no message, no query string. Best effort: a report that fails is dropped,
 * never reported in turn, and never keeps the page waiting (`keepalive`, so it also goes while the page unloads).
 * Loaded on the first failure only (api-client imports it dynamically), so it costs the first paint nothing.
 */
export function reportClientError(failure: { codigo: number; llamada?: string | undefined; estadoHttp?: number | undefined }, now = Date.now()): boolean {
  const ruta = window.location.pathname;
  const key = `${failure.codigo} ${failure.llamada ?? ''} ${failure.estadoHttp ?? ''} ${ruta}`;
  const last = lastSent.get(key);
  if (sent >= MAX_PER_LOAD || (last !== undefined && now - last < SAME_FAILURE_MS)) return false;
  lastSent.set(key, now);
  sent += 1;
  const token = getToken();
  const report: ClientErrorReport = { codigo: failure.codigo, ruta, llamada: failure.llamada, estadoHttp: failure.estadoHttp, rol: (token && roleOfToken(token)) || undefined };
  void fetch(clientErrorsCalls.report.path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(report),
    keepalive: true,
  }).catch(() => undefined);
  return true;
}

/** For tests: forget what was sent. */
export function resetClientErrorReports(): void {
  lastSent.clear();
  sent = 0;
}
