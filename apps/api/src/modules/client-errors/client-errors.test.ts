import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ERROR_KEEP_DAYS, Status } from '@portal/shared';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { staffToken, UIB } from '../staff/staff.testing.ts';
import { REPORTS_PER_IP, blankIds, pruneReports } from './client-errors.service.ts';

/** The web's reports of failures (enviaInfoError) and the back office's view (dameErroresClienteGestor). */

let t: TestApp;
let staff: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = await staffToken(t);
});
afterAll(async () => {
  await t?.close();
});

const report = (body: unknown, host?: string) => t.call('POST', '/api/Publico/enviaInfoError', { body, host });
const list = (query = '', token = staff, host?: string) => t.call('GET', `/api/Gestor/dameErroresClienteGestor${query}`, { token, host });
const rows = () => t.db.selectFrom('client_error_reports').selectAll().orderBy('id').execute();
/** The rate-limit counters are shared by the whole file: each test starts with none. */
const resetLimits = () => t.db.deleteFrom('rate_limit_counters').where('bucket', 'like', 'client-errors%').execute();

describe('reporting a failure (enviaInfoError)', () => {
  it('counts the same failure of a day in one row, and a different one apart', async () => {
    await resetLimits();
    const failure = { codigo: 500, ruta: '/ofertas-practicas', llamada: '/api/Alumno/dameOfertas', estadoHttp: 502, rol: 'Alumno' };
    for (let i = 0; i < 3; i++) expect((await report(failure)).body.status).toBe(Status.Ok);
    expect((await report({ ...failure, rol: 'Empresa' })).body.status).toBe(Status.Ok);
    expect((await report({ codigo: 12, ruta: '/mi-empresa' })).body.status).toBe(Status.Ok);

    const stored = await rows();
    expect(stored.map((r) => [r.code, r.route, r.call, r.http_status, r.role, r.count])).toEqual([
      [500, '/ofertas-practicas', '/api/Alumno/dameOfertas', 502, 'Alumno', 3],
      [500, '/ofertas-practicas', '/api/Alumno/dameOfertas', 502, 'Empresa', 1],
      [12, '/mi-empresa', '', 0, '', 1],
    ]);
  });

  it('keeps nothing that points at a person: ids, tokens and query strings are blanked, other fields dropped', async () => {
    await resetLimits();
    const res = await report({
      codigo: 1,
      ruta: '/ver-cv/4821?nombre=Marta#cv',
      llamada: '/api/Empresa/dameCandidato/4821',
      email: 'marta@example.org',
      mensaje: 'Marta García no encontrada',
    });
    expect(res.body.status).toBe(Status.Ok);
    expect((await report({ codigo: 24, ruta: '/establecer-login/3f9a0c2b7d1e4f5a6b7c8d9e0f1a2b3c4d5e6f7a' })).body.status).toBe(Status.Ok);
    const stored = JSON.stringify(await rows());
    for (const personal of ['4821', 'Marta', 'marta@example.org', '3f9a0c2b']) expect(stored).not.toContain(personal);
    expect(stored).toContain('/ver-cv/:id');
    expect(stored).toContain('/api/Empresa/dameCandidato/:id');
    expect(stored).toContain('/establecer-login/:id');
    expect(blankIds('/ofertas-practicas/oferta-123-becario')).toBe('/ofertas-practicas/:id');
    expect(blankIds('/mis-candidaturas')).toBe('/mis-candidaturas');
  });

  it('refuses a code the catalogue does not report, and bad input, with 15 and nothing stored', async () => {
    await resetLimits();
    const before = (await rows()).length;
    for (const body of [{ codigo: 4, ruta: '/' }, { codigo: 999_999, ruta: '/' }, { codigo: 500, ruta: 'ofertas' }, { codigo: 500 }, { codigo: '500', ruta: '/' }, { codigo: 500, ruta: '/', estadoHttp: 99 }]) {
      const res = await report(body);
      expect(res.statusCode, JSON.stringify(body)).toBeLessThan(500);
      expect(res.body.status, JSON.stringify(body)).toBe(Status.MissingMandatoryData);
    }
    expect(await rows()).toHaveLength(before);
  });

  it('stops counting a flood from one address (601, HTTP 429) and counts again once the window passes', async () => {
    await resetLimits();
    const failure = { codigo: 500, ruta: '/flood' };
    for (let i = 0; i < REPORTS_PER_IP.max; i++) expect((await report(failure)).body.status).toBe(Status.Ok);
    const refused = await report(failure);
    expect(refused.statusCode).toBe(429);
    expect(refused.body.status).toBe(Status.TooManyAttempts);
    const flood = (await rows()).find((r) => r.route === '/flood');
    expect(flood?.count).toBe(REPORTS_PER_IP.max);

    t.clock.advance(REPORTS_PER_IP.windowSeconds + 1);
    expect((await report(failure)).body.status).toBe(Status.Ok);
  });
});

describe("the back office's view (dameErroresClienteGestor)", () => {
  it("shows the institution's reports, the latest first, filtered by code, and none of another institution", async () => {
    await resetLimits();
    expect((await report({ codigo: 12, ruta: '/documentacion', rol: 'Empresa' }, UIB)).body.status).toBe(Status.Ok);
    t.clock.advance(60);
    expect((await report({ codigo: 24, ruta: '/cv', rol: 'Alumno' })).body.status).toBe(Status.Ok);

    const all = await list();
    expect(all.body.status).toBe(Status.Ok);
    expect(all.body.datos.items[0]).toMatchObject({ codigo: 24, ruta: '/cv', llamada: null, estadoHttp: null, rol: 'Alumno', veces: 1 });
    expect(all.body.datos.items.map((i: { ruta: string }) => i.ruta)).not.toContain('/documentacion');
    const only24 = (await list('?codigo=24')).body.datos.items as { codigo: number; ruta: string }[];
    expect(only24.map((i) => i.ruta)).toContain('/cv');
    expect(new Set(only24.map((i) => i.codigo))).toEqual(new Set([24]));

    const uib = await list('', await staffToken(t, 'uib'), UIB);
    expect(uib.body.datos.items.map((i: { ruta: string }) => i.ruta)).toEqual(['/documentacion']);
    expect((await list('?dias=0')).body.status).toBe(Status.MissingMandatoryData);
  });

  it(`forgets reports after ${CLIENT_ERROR_KEEP_DAYS} days`, async () => {
    await resetLimits();
    expect((await report({ codigo: 1, ruta: '/vieja' })).body.status).toBe(Status.Ok);
    t.clock.advance((CLIENT_ERROR_KEEP_DAYS + 1) * 86_400);
    expect(await pruneReports(t.db, t.clock.now())).toBeGreaterThan(0);
    expect((await rows()).find((r) => r.route === '/vieja')).toBeUndefined();
  });
});
