import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { staffToken, UIB } from '../staff/staff.testing.ts';

let t: TestApp;
let staff: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = await staffToken(t);
});
afterAll(async () => {
  await t?.close();
});

const settingLines = () => t.db.selectFrom('audit_log').selectAll().where('entity', '=', 'setting').orderBy('id').execute();
const configuration = async (host?: string) => (await t.call('GET', '/api/Publico/configuracion', { host })).body.datos;

describe('the maintenance switch', () => {
  it('refuses every non-staff call with 609 while on; staff still log in and switch it off', async () => {
    const candidate = await t.login('Alumno', 'alumno@example.org');
    const on = await t.call('POST', '/api/Gestor/editaMantenimientoGestor', { token: staff, body: { activo: true } });
    expect(on.body).toMatchObject({ status: 514, datos: { mantenimiento: true, mantenimientoServidor: false } });
    expect((await configuration()).mantenimiento).toBe(true);
    const refused = await t.call('GET', '/api/Alumno/editaUsuario', { token: candidate });
    expect(refused.statusCode).toBe(503);
    expect(refused.body.status).toBe(609);
    expect((await t.call('POST', '/api/Alumno/logaUsuario', { body: { usuario: 'alumno@example.org', password: 'Demo1234' } })).body.status).toBe(609);
    // Another institution is not affected.
    expect((await configuration(UIB)).mantenimiento).toBe(false);
    // Staff keep working: a new login, the reference lists and the switch itself.
    const again = await t.login('Gestor', 'gestor@example.org');
    expect((await t.call('GET', '/api/Dominios/dominios/es')).body.status).toBe(0);
    const off = await t.call('POST', '/api/Gestor/editaMantenimientoGestor', { token: again, body: { activo: false } });
    expect(off.body.datos.mantenimiento).toBe(false);
    expect((await t.call('GET', '/api/Alumno/editaUsuario', { token: candidate })).body.status).toBe(0);
    expect((await settingLines()).map((l) => [l.action, l.from_value, l.to_value])).toEqual([
      ['maintenanceOn', 'false', 'true'],
      ['maintenanceOff', 'true', 'false'],
    ]);
  });
});

describe('brand flags and field rules at run time', () => {
  it('a flag changed by staff is what the next request sees; its default drops the override', async () => {
    const before = await t.call('GET', '/api/Gestor/dameConfiguracionInstitucion', { token: staff });
    const flag = before.body.datos.flags.find((f: { nombre: string }) => f.nombre === 'hasEventos');
    expect(flag).toEqual({ nombre: 'hasEventos', valor: true, defecto: true });
    const res = await t.call('POST', '/api/Gestor/editaFlagsGestor', { token: staff, body: { flags: { hasEventos: false } } });
    expect(res.body.datos.flags.find((f: { nombre: string }) => f.nombre === 'hasEventos').valor).toBe(false);
    expect((await configuration()).marca.flags.hasEventos).toBe(false);
    expect((await configuration(UIB)).marca.flags.hasEventos).toBe(true);
    await t.call('POST', '/api/Gestor/editaFlagsGestor', { token: staff, body: { flags: { hasEventos: true } } });
    expect((await configuration()).marca.flags.hasEventos).toBe(true);
    const stored = await t.db.selectFrom('institution_settings').select('key').where('institution_id', '=', 'generic').where('key', '=', 'flags').execute();
    expect(stored).toEqual([]);
    const lines = (await settingLines()).filter((l) => l.action === 'editFlags');
    expect(lines.map((l) => [l.from_value, l.to_value])).toEqual([
      ['hasEventos: true', 'hasEventos: false'],
      ['hasEventos: false', 'hasEventos: true'],
    ]);
  });

  it('a change made by another process (plain SQL here) is seen at the next request, kept in memory until then', async () => {
    expect((await configuration()).marca.flags.hasEventos).toBe(true);
    // Another process's write: only the database knows; the trigger moves the shared version forward.
    await t.db.insertInto('institution_settings').values({ institution_id: 'generic', key: 'flags', value: JSON.stringify({ hasEventos: false }) }).execute();
    expect((await configuration()).marca.flags.hasEventos).toBe(false);
    await t.db.deleteFrom('institution_settings').where('institution_id', '=', 'generic').where('key', '=', 'flags').execute();
    expect((await configuration()).marca.flags.hasEventos).toBe(true);
    // Between changes the request reads only the version: a row edited with the trigger disabled (as if the
    // version had not moved) is not read again, which is what proves the settings come from memory.
    await sql`alter table institution_settings disable trigger institution_settings_changed`.execute(t.db);
    try {
      await t.db.insertInto('institution_settings').values({ institution_id: 'generic', key: 'flags', value: JSON.stringify({ hasEventos: false }) }).execute();
      expect((await configuration()).marca.flags.hasEventos).toBe(true);
    } finally {
      await t.db.deleteFrom('institution_settings').where('institution_id', '=', 'generic').where('key', '=', 'flags').execute();
      await sql`alter table institution_settings enable trigger institution_settings_changed`.execute(t.db);
    }
  });

  it('a field made required is enforced by the server at once', async () => {
    const candidate = await t.login('Alumno', 'alumno@example.org');
    const res = await t.call('POST', '/api/Gestor/editaCamposGestor', {
      token: staff,
      body: { area: 'datosPersonales', campos: [{ campo: 'telefonoFijo', visible: true, editable: true, requerido: true }] },
    });
    expect(res.body.status).toBe(514);
    expect(res.body.datos.campos.find((c: { campo: string }) => c.campo === 'telefonoFijo').regla).toEqual({ visible: true, editable: true, requerido: true });
    expect((await configuration()).marca.fields.datosPersonales.telefonoFijo).toEqual({ visible: true, editable: true, required: true });
    const missing = await t.call('GET', '/api/Alumno/faltanDatosPersonalesObligatorios', { token: candidate });
    expect(JSON.stringify(missing.body.datos)).toContain('telefonoFijo');
    expect((await settingLines()).at(-1)).toMatchObject({ action: 'editFields', from_value: 'datosPersonales.telefonoFijo: VE-', to_value: 'datosPersonales.telefonoFijo: VER' });
  });

  it('refuses unknown fields and areas', async () => {
    const res = await t.call('POST', '/api/Gestor/editaCamposGestor', {
      token: staff,
      body: { area: 'datosPersonales', campos: [{ campo: 'noExiste', visible: true, editable: true, requerido: true }] },
    });
    expect(res.statusCode).toBe(400);
    expect((await t.call('POST', '/api/Gestor/editaCamposGestor', { token: staff, body: { area: 'otra', campos: [] } })).statusCode).toBe(400);
  });

  it("one institution's staff changes only its own institution", async () => {
    const uib = await staffToken(t, 'uib');
    await t.call('POST', '/api/Gestor/editaMantenimientoGestor', { token: uib, host: UIB, body: { activo: true } });
    expect((await configuration(UIB)).mantenimiento).toBe(true);
    expect((await configuration()).mantenimiento).toBe(false);
    const own = await t.call('GET', '/api/Gestor/dameConfiguracionInstitucion', { token: staff });
    expect(own.body.datos.mantenimiento).toBe(false);
    await t.call('POST', '/api/Gestor/editaMantenimientoGestor', { token: uib, host: UIB, body: { activo: false } });
  });
});
