import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let candidate: string;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  candidate = await t.login('Alumno', 'alumno@example.org');
  staff = await t.login('Gestor', 'gestor@example.org');
});
afterAll(async () => {
  await t?.close();
});

describe('answers with personal data or the token are never stored by a browser or a proxy', () => {
  it('the login (the token), the own account, the CV', async () => {
    const login = await t.call('POST', '/api/Alumno/logaUsuario', { body: { usuario: 'alumno@example.org', password: 'Demo1234' } });
    expect(login.body.datos.token).toBeTruthy();
    expect(login.raw.headers['cache-control']).toBe('no-store');
    for (const url of ['/api/Alumno/editaUsuario', '/api/Alumno/dameCvUsuario']) {
      const res = await t.call('GET', url, { token: candidate });
      expect(res.body.status, url).toBe(0);
      expect(res.raw.headers['cache-control'], url).toBe('no-store');
    }
  });

  it("the staff's candidate list and a candidate's CV", async () => {
    const list = await t.call('GET', '/api/Gestor/dameCandidatosGestor', { token: staff });
    expect(list.raw.headers['cache-control']).toBe('no-store');
    const idAlumno = list.body.datos.items[0].idAlumno as number;
    const cv = await t.call('GET', `/api/Gestor/dameCvCandidatoGestor/${idAlumno}`, { token: staff });
    expect(cv.body.status).toBe(0);
    expect(cv.raw.headers['cache-control']).toBe('no-store');
  });

  it('refusals and unknown API paths too, whatever the case of the path', async () => {
    for (const url of ['/api/Alumno/dameCvUsuario', '/API/alumno/dameCvUsuario', '/api/nada']) {
      const res = await t.call('GET', url);
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.raw.headers['cache-control'], url).toBe('no-store');
    }
  });
});

describe('answers that say they may be kept keep their own rule', () => {
  it('reference data stays cacheable for an hour', async () => {
    const res = await t.call('GET', '/api/Dominios/dominios/es');
    expect(res.body.status).toBe(0);
    expect(res.raw.headers['cache-control']).toBe('public, max-age=3600');
  });
});
