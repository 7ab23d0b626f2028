import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const account = (role: 'Alumno' | 'Empresa' | 'Gestor', token: string) => t.call('GET', `/api/${role}/editaUsuario`, { token });

describe('logout ends the session on the server', () => {
  it.each([
    ['Alumno', 'alumno.sincv@example.org'],
    ['Empresa', 'empresa@example.org'],
    ['Gestor', 'gestor@example.org'],
  ] as const)('%s: every token of the user is refused with 2 afterwards, a new login works', async (role, usuario) => {
    const laptop = await t.login(role, usuario);
    const phone = await t.login(role, usuario);
    expect((await account(role, laptop)).body.status).toBe(0);

    const out = await t.call('POST', `/api/${role}/cerrarSesion/`, { token: laptop });
    expect(out.body.status).toBe(0);
    for (const token of [laptop, phone]) {
      const res = await account(role, token);
      expect(res.statusCode).toBe(401);
      expect(res.body.status).toBe(2);
    }
    expect((await t.call('POST', `/api/${role}/cerrarSesion`, { token: laptop })).body.status).toBe(2);
    expect((await account(role, await t.login(role, usuario))).body.status).toBe(0);
  });

  it('needs a token of the role', async () => {
    expect((await t.call('POST', '/api/Alumno/cerrarSesion')).body.status).toBe(2);
    const company = await t.login('Empresa', 'empresa@example.org');
    expect((await t.call('POST', '/api/Alumno/cerrarSesion', { token: company })).body.status).toBe(607);
  });
});

describe('a new password ends the sessions opened with the old one', () => {
  it('a password change: earlier tokens get 2, the answer carries a working token', async () => {
    const usuario = 'alumno.sinestudios@example.org';
    const other = await t.login('Alumno', usuario);
    const current = await t.login('Alumno', usuario);
    const changed = await t.call('POST', '/api/Alumno/editarPassword', {
      token: current,
      body: { passwordActual: 'Demo1234', password: 'Cambio123', confirmacion: 'Cambio123' },
    });
    expect(changed.body.status).toBe(522);
    for (const token of [other, current]) expect((await account('Alumno', token)).body.status).toBe(2);
    expect((await account('Alumno', changed.body.datos.token)).body.status).toBe(0);
  });

  it('a reset through the mailed link: earlier tokens get 2', async () => {
    const usuario = 'alumno.master@example.org';
    const before = await t.login('Alumno', usuario);
    await t.call('POST', '/api/Alumno/solicitarReseteoPassword', { body: { usuario } });
    const link = /token=([\w-]+)/.exec(JSON.stringify(t.sentMail.at(-1)))?.[1];
    expect(link).toBeTruthy();
    const reset = await t.call('POST', '/api/Alumno/restablecerPassword', { body: { token: link, password: 'Nueva1234', confirmacion: 'Nueva1234' } });
    expect(reset.body.status).toBe(508);
    expect((await account('Alumno', before)).body.status).toBe(2);
    expect((await account('Alumno', await t.login('Alumno', usuario, { password: 'Nueva1234' }))).body.status).toBe(0);
  });
});
