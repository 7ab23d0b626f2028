import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { maintenanceChecker } from '../../plugins/maintenance.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const UIB = 'uib.localhost';

describe('maintenance', () => {
  it('reads MAINTENANCE as all institutions or a list of them', () => {
    const of = (value: string | undefined) => maintenanceChecker(loadConfig({ MAINTENANCE: value }));
    expect(['generic', 'uib'].map(of('true'))).toEqual([true, true]);
    expect(['generic', 'uib', 'udg'].map(of('uib, udg'))).toEqual([false, true, true]);
    expect(['generic', 'uib'].map(of(undefined))).toEqual([false, false]);
    expect(['generic', 'uib'].map(of('false'))).toEqual([false, false]);
  });

  it("refuses the calls of an institution in maintenance with 609, even with a session opened before; other institutions go on", async () => {
    const uibToken = await t.login('Alumno', 'alumno@uib.example.org', { host: UIB });
    const genericToken = await t.login('Alumno', 'alumno@example.org');
    t.config.maintenance = ['uib'];
    try {
      for (const path of ['/api/Alumno/dameCandidaturasEmpleoUsuario', '/api/alumno/dameCvUsuario', '/api/Alumno/dameOfertasUsuario/empleo/es']) {
        const res = await t.call('GET', path, { token: uibToken, host: UIB });
        expect(res.statusCode, path).toBe(503);
        expect(res.body, path).toEqual({ status: 609 });
      }
      const login = await t.call('POST', '/api/Alumno/logaUsuario', { host: UIB, body: { usuario: 'alumno@uib.example.org', password: 'Demo1234' } });
      expect(login.body.status).toBe(609);
      expect((await t.call('GET', '/api/Alumno/dameCandidaturasEmpleoUsuario', { token: genericToken })).body.status).toBe(0);
    } finally {
      t.config.maintenance = false;
    }
    expect((await t.call('GET', '/api/Alumno/dameCandidaturasEmpleoUsuario', { token: uibToken, host: UIB })).body.status).toBe(0);
  });

  it('still answers the public configuration (with the maintenance flag) and staff calls', async () => {
    const staff = await t.login('Gestor', 'gestor@uib.example.org', { host: UIB });
    t.config.maintenance = true;
    try {
      const configuration = await t.call('GET', '/api/Publico/configuracion', { host: UIB });
      expect(configuration.body).toMatchObject({ status: 0, datos: { mantenimiento: true, institucion: { id: 'uib' } } });
      expect((await t.call('GET', '/api/Gestor/editaUsuario', { token: staff, host: UIB })).body.status).toBe(0);
    } finally {
      t.config.maintenance = false;
    }
    expect((await t.call('GET', '/api/Publico/configuracion', { host: UIB })).body.datos.mantenimiento).toBe(false);
  });
});
