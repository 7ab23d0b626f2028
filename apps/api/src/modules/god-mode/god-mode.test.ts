import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GOD_MODE_HEADER, GOD_MODE_PASS_HOURS } from '@portal/shared';
import { createGodModePasses } from '../../lib/god-mode-pass.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { staffToken, UIB } from '../staff/staff.testing.ts';

let t: TestApp;
let staff: string;
let candidate: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = await staffToken(t);
  candidate = await t.login('Alumno', 'alumno@example.org');
});
afterAll(async () => {
  await t?.close();
});

const maintenance = (token: string, activo: boolean, host?: string) => t.call('POST', '/api/Gestor/editaMantenimientoGestor', { token, host, body: { activo } });
afterEach(async () => {
  await maintenance(staff, false);
});

const newPass = async (token = staff, host?: string): Promise<string> => {
  const res = await t.call('POST', '/api/Gestor/creaPaseModoDios', { token, host });
  expect(res.body.status).toBe(0);
  return res.body.datos.pase as string;
};
const candidateCall = (pass?: string) =>
  t.call('GET', '/api/Alumno/editaUsuario', { token: candidate, headers: pass === undefined ? {} : { [GOD_MODE_HEADER]: pass } });
const check = (pase: string, host?: string) => t.call('POST', '/api/Publico/compruebaPaseModoDios', { host, body: { pase } });

describe('god-mode passes', () => {
  it('staff create a pass for their institution, valid for the stated hours; the change log keeps it', async () => {
    const res = await t.call('POST', '/api/Gestor/creaPaseModoDios', { token: staff });
    expect(res.body.status).toBe(0);
    expect(res.body.datos.pase).toMatch(/^gm1\.[\w-]+\.[\w-]+$/);
    const hours = (Date.parse(res.body.datos.caduca) - t.clock.now().getTime()) / 3_600_000;
    expect(hours).toBeGreaterThan(GOD_MODE_PASS_HOURS - 0.01);
    expect(hours).toBeLessThanOrEqual(GOD_MODE_PASS_HOURS);
    const line = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'createGodModePass').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(line).toMatchObject({ institution_id: 'generic', entity: 'setting', to_value: res.body.datos.caduca });
  });

  it('only staff create one: a candidate and a company are refused', async () => {
    expect((await t.call('POST', '/api/Gestor/creaPaseModoDios', { token: candidate })).body.status).toBe(607);
    const company = await t.login('Empresa', 'empresa@example.org');
    expect((await t.call('POST', '/api/Gestor/creaPaseModoDios', { token: company })).body.status).toBe(607);
    expect((await t.call('POST', '/api/Gestor/creaPaseModoDios', {})).body.status).toBe(2);
  });

  it('with a valid pass the calls pass maintenance, the login included; without one they answer 609', async () => {
    const pass = await newPass();
    await maintenance(staff, true);
    expect((await candidateCall()).body.status).toBe(609);
    expect((await candidateCall(pass)).body.status).toBe(0);
    const login = { usuario: 'alumno@example.org', password: 'Demo1234' };
    expect((await t.call('POST', '/api/Alumno/logaUsuario', { body: login })).body.status).toBe(609);
    expect((await t.call('POST', '/api/Alumno/logaUsuario', { body: login, headers: { [GOD_MODE_HEADER]: pass } })).body.status).toBe(0);
    // /gma2019 checks the pass during maintenance.
    expect((await check(pass)).body).toMatchObject({ status: 0, datos: { caduca: expect.any(String) } });
  });

  it('refuses a forged or altered pass (663), in the check and in maintenance', async () => {
    const pass = await newPass();
    const [prefix, payload, signature] = pass.split('.') as [string, string, string];
    const otherPayload = Buffer.from(JSON.stringify({ i: 'generic', u: 1, t: 0, e: 9_999_999_999 })).toString('base64url');
    const forgedWithAnotherKey = createGodModePasses('not the server secret, long enough to sign', t.clock.now).create('generic', 1).pass;
    await maintenance(staff, true);
    for (const forged of [`${prefix}.${otherPayload}.${signature}`, `${prefix}.${payload}.${signature.slice(0, -2)}AA`, forgedWithAnotherKey, 'gm1.e30.x', 'nonsense', candidate]) {
      expect((await check(forged)).body.status, forged).toBe(663);
      expect((await candidateCall(forged)).body.status, forged).toBe(609);
    }
  });

  it("refuses another institution's pass (665)", async () => {
    const uibPass = await newPass(await staffToken(t, 'uib'), UIB);
    expect((await check(uibPass, UIB)).body.status).toBe(0);
    expect((await check(uibPass)).body.status).toBe(665);
    await maintenance(staff, true);
    expect((await candidateCall(uibPass)).body.status).toBe(609);
  });

  it('staff withdraw every pass made so far (666); a pass made afterwards works; the change log keeps it', async () => {
    const before = await newPass();
    t.clock.advance(2);
    const res = await t.call('POST', '/api/Gestor/retiraPasesModoDios', { token: staff });
    expect(res.body.status).toBe(0);
    expect((await check(before)).body.status).toBe(666);
    await maintenance(staff, true);
    expect((await candidateCall(before)).body.status).toBe(609);
    t.clock.advance(2);
    const after = await newPass();
    expect((await candidateCall(after)).body.status).toBe(0);
    const line = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'withdrawGodModePasses').executeTakeFirstOrThrow();
    expect(line.to_value).toBe(res.body.datos.retiradosHasta);
    // Another institution's passes are untouched.
    const uibStaff = await staffToken(t, 'uib');
    const uibPass = await newPass(uibStaff, UIB);
    expect((await check(uibPass, UIB)).body.status).toBe(0);
  });

  it('bad input answers 15', async () => {
    const res = await t.call('POST', '/api/Publico/compruebaPaseModoDios', { body: { pase: '' } });
    expect(res.body.status).toBe(15);
    expect(res.body.datos.errores).toEqual([expect.objectContaining({ campo: 'pase' })]);
  });

  it('refuses an expired pass (664); the last test, as the sessions expire with it', async () => {
    const pass = await newPass();
    await maintenance(staff, true);
    expect((await candidateCall(pass)).body.status).toBe(0);
    t.clock.advance(GOD_MODE_PASS_HOURS * 3600 + 1);
    expect((await check(pass)).body.status).toBe(664);
    expect((await candidateCall(pass)).body.status).toBe(609);
  });
});
