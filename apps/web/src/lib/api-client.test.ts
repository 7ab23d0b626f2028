import { describe, expect, it, vi } from 'vitest';
import { publicCalls, authCalls, Status, TOKEN_STORAGE_KEY } from '@portal/shared';
import { fail, mockApi, networkDown, ok } from '@/testing/api-server';
import { candidate, makeToken } from '@/testing/test-data';
import { ApiError, callApi } from './api-client';
import { isGodMode, setGodMode } from './god-mode';
import { setMaintenanceNavigation } from './maintenance';
import { getNotice } from './notices';
import { getSession, onSessionLost, startSession } from './session';
import { resetClientErrorReports } from './report-client-error';

const account = authCalls.accountCandidate;

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('callApi', () => {
  it('returns datos of a status-0 envelope and sends the bearer token and the language', async () => {
    const token = makeToken({ rol: 'Alumno' });
    startSession(token, candidate);
    const api = mockApi({ 'GET /api/Alumno/editaUsuario': ok(candidate) });
    await expect(callApi(account)).resolves.toEqual(candidate);
    expect(api.calls[0]?.headers.authorization).toBe(`Bearer ${token}`);
    expect(api.calls[0]?.headers['accept-language']).toBe('es');
  });

  it('accepts a success notice of the catalogue (505 "link sent") as success, but not a warning like 524', async () => {
    mockApi({ 'POST /api/Alumno/solicitarReseteoPassword': { status: Status.RecoveryLinkSent, datos: {} } });
    await expect(callApi(authCalls.resetRequestCandidate, { body: { usuario: 'a' }, token: null })).resolves.toEqual({});

    mockApi({ 'POST /api/Alumno/solicitarReseteoPassword': fail(Status.UnknownUserOnPasswordReset) });
    const error = await caught(callApi(authCalls.resetRequestCandidate, { body: { usuario: 'a' }, token: null }));
    expect(error.status).toBe(524);
  });

  it('turns any non-zero status into an ApiError with the server mensaje and datos, whatever the HTTP status', async () => {
    mockApi({
      'POST /api/Alumno/logaUsuario': () => ({ http: 200, body: fail(Status.AccessDenied, 'Usuario o contraseña incorrectos') }),
    });
    const error = await caught(callApi(authCalls.loginCandidate, { body: { usuario: 'a', password: 'b' }, token: null }));
    expect(error.status).toBe(Status.AccessDenied);
    expect(error.mensaje).toBe('Usuario o contraseña incorrectos');

    const errores = [{ campo: 'usuario', codigo: 15, clave: 'required' }];
    mockApi({ 'POST /api/Alumno/logaUsuario': fail(Status.MissingMandatoryData, undefined, { errores }) });
    const validation = await caught(callApi(authCalls.loginCandidate, { body: {} as never, token: null }));
    expect(validation.status).toBe(15);
    expect(validation.datos).toEqual({ errores });
  });

  it('maps a network failure to 500 "El servicio actualmente no esta disponible"', async () => {
    mockApi({ 'GET /api/Publico/configuracion': networkDown });
    const error = await caught(callApi(publicCalls.configuration, { token: null }));
    expect(error.status).toBe(500);
    expect(error.mensaje).toBe('El servicio actualmente no esta disponible');
  });

  it('maps an answer that is not an envelope (a proxy error page) to 500', async () => {
    mockApi({ 'GET /api/Publico/configuracion': () => new Response('<html>Bad gateway</html>', { status: 502 }) });
    const error = await caught(callApi(publicCalls.configuration, { token: null }));
    expect(error.status).toBe(500);
    expect(error.httpStatus).toBe(502);
  });

  it('on code 2 ends the session, keeps the message and tells the app to go to /login', async () => {
    startSession(makeToken({ rol: 'Alumno' }), candidate);
    const lost = vi.fn();
    const unsubscribe = onSessionLost(lost);
    mockApi({ 'GET /api/Alumno/editaUsuario': () => ({ http: 401, body: fail(Status.SessionExpired) }) });

    const error = await caught(callApi(account));
    unsubscribe();

    expect(error.status).toBe(2);
    expect(getSession()).toEqual({ token: null, user: null });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(getNotice()?.status).toBe(2);
    expect(lost).toHaveBeenCalledOnce();
  });

  it('on code 609 (maintenance) keeps the session and goes to the maintenance page, forgetting a god-mode pass the server refused', async () => {
    startSession(makeToken({ rol: 'Alumno' }), candidate);
    const visited: string[] = [];
    setMaintenanceNavigation((path) => visited.push(path));
    mockApi({ 'GET /api/Alumno/editaUsuario': () => ({ http: 503, body: fail(Status.Maintenance) }) });
    expect((await caught(callApi(account))).status).toBe(Status.Maintenance);
    expect(visited).toEqual(['/mantenimiento']);
    expect(getSession().user).not.toBeNull();

    setGodMode({ pase: 'gm1.a.b', caduca: new Date(Date.now() + 60_000).toISOString() });
    const withPass = mockApi({ 'GET /api/Alumno/editaUsuario': () => ({ http: 503, body: fail(Status.Maintenance) }) });
    await caught(callApi(account));
    expect(withPass.calls[0]?.headers['x-modo-dios']).toBe('gm1.a.b');
    // 609 with the pass: the server no longer takes it (withdrawn); it is forgotten and the page follows the server.
    expect(visited).toEqual(['/mantenimiento', '/mantenimiento']);
    expect(isGodMode()).toBe(false);
  });

  it('forgets an expired god-mode pass: no header, and maintenance leads to its page again', async () => {
    startSession(makeToken({ rol: 'Alumno' }), candidate);
    setGodMode({ pase: 'gm1.a.b', caduca: new Date(Date.now() - 1000).toISOString() });
    const visited: string[] = [];
    setMaintenanceNavigation((path) => visited.push(path));
    const api = mockApi({ 'GET /api/Alumno/editaUsuario': () => ({ http: 503, body: fail(Status.Maintenance) }) });
    await caught(callApi(account));
    expect(api.calls[0]?.headers['x-modo-dios']).toBeUndefined();
    expect(visited).toEqual(['/mantenimiento']);
    setGodMode(null);
  });

  it('treats an expired token as code 2 without calling the server', async () => {
    startSession(makeToken({ rol: 'Alumno', exp: Math.floor(Date.now() / 1000) - 1 }), candidate);
    const api = mockApi({ 'GET /api/Alumno/editaUsuario': ok(candidate) });
    const error = await caught(callApi(account));
    expect(error.status).toBe(2);
    expect(api.calls).toHaveLength(0);
    expect(getSession().user).toBeNull();
  });
});

describe('reporting failures to the server (codes 1, 12, 24, 500)', () => {
  const reportPath = '/api/Publico/enviaInfoError';

  it('reports a reported code with the call\'s contract path, the HTTP status and the role, once a minute per failure', async () => {
    resetClientErrorReports();
    startSession(makeToken({ rol: 'Alumno' }), candidate);
    const api = mockApi({ 'GET /api/Alumno/editaUsuario': () => ({ http: 500, body: fail(Status.GeneralError) }), [`POST ${reportPath}`]: ok({}) });
    await caught(callApi(account));
    await vi.waitFor(() => expect(api.callsTo('POST', reportPath)).toHaveLength(1));
    const [report] = api.callsTo('POST', reportPath);
    expect(report?.body).toEqual({ codigo: 1, ruta: window.location.pathname, llamada: '/api/Alumno/editaUsuario', estadoHttp: 500, rol: 'Alumno' });
    // Nothing that names the person: no token goes with the report.
    expect(report?.headers.authorization).toBeUndefined();

    await caught(callApi(account));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.callsTo('POST', reportPath)).toHaveLength(1);
  });

  it('reports a network failure as 500 without a status, and never a code the catalogue does not report', async () => {
    resetClientErrorReports();
    const api = mockApi({ 'GET /api/Publico/configuracion': networkDown, 'GET /api/Alumno/editaUsuario': fail(Status.OfferNotFound), [`POST ${reportPath}`]: ok({}) });
    await caught(callApi(publicCalls.configuration));
    await vi.waitFor(() => expect(api.callsTo('POST', reportPath)).toHaveLength(1));
    expect(api.callsTo('POST', reportPath)[0]?.body).toMatchObject({ codigo: 500, llamada: '/api/Publico/configuracion' });
    expect(api.callsTo('POST', reportPath)[0]?.body).not.toHaveProperty('estadoHttp');

    await caught(callApi(account));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.callsTo('POST', reportPath)).toHaveLength(1);
  });
});
