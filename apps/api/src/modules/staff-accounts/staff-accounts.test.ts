import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { auditLines, staffToken } from '../staff/staff.testing.ts';

let t: TestApp;
let staff: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = await staffToken(t);
});
afterAll(async () => {
  await t?.close();
});

const create = (token: string, over: Record<string, unknown> = {}) =>
  t.call('POST', '/api/Gestor/creaGestor', {
    token,
    body: { email: 'jordi@example.org', nombre: 'Jordi', apellidos: 'Mas', password: 'Segura123', confirmacion: 'Segura123', administrador: false, ...over },
  });

describe('staff accounts', () => {
  it('an institution without a named admin lets its staff create accounts; the new user logs in', async () => {
    const before = await t.call('GET', '/api/Gestor/dameCuentasGestor', { token: staff });
    expect(before.body.datos.puedeCrear).toBe(true);
    expect((await create(staff, { password: 'corta', confirmacion: 'corta' })).statusCode).toBe(400);
    const res = await create(staff, { administrador: true, email: 'admin2@example.org' });
    expect(res.body.status).toBe(523);
    expect(res.body.datos).toMatchObject({ email: 'admin2@example.org', administrador: true });
    const admin = await t.login('Gestor', 'admin2@example.org', { password: 'Segura123' });
    expect((await auditLines(t, 'staffUser', res.body.datos.idUsuario)).map((l) => l.action)).toEqual(['create']);
    expect((await create(admin, { email: 'ADMIN2@example.org' })).body.status).toBe(16);
  });

  it('once an admin is named, other staff may not create accounts', async () => {
    const list = await t.call('GET', '/api/Gestor/dameCuentasGestor', { token: staff });
    expect(list.body.datos.puedeCrear).toBe(false);
    expect((await create(staff)).body.status).toBe(607);
    const admin = await t.login('Gestor', 'admin2@example.org', { password: 'Segura123' });
    expect((await create(admin)).body.status).toBe(523);
  });
});
