import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { companyIdByEmail, staffToken, UIB } from '../staff/staff.testing.ts';

let t: TestApp;
let staff: string;
let companyId: number;

beforeAll(async () => {
  t = await createTestApp();
  staff = await staffToken(t);
  companyId = await companyIdByEmail(t, 'empresa@example.org');
  await t.call('POST', '/api/Gestor/bloqueaEmpresa', { token: staff, body: { idEmpresa: companyId, motivo: 'Impagos reiterados' } });
  await t.call('POST', '/api/Gestor/desbloqueaEmpresa', { token: staff, body: { idEmpresa: companyId } });
});
afterAll(async () => {
  await t?.close();
});

const list = (query: string, token = staff, host?: string) => t.call('GET', `/api/Gestor/dameRegistroAuditoria${query}`, { token, host });

describe('the audit log', () => {
  it('shows who changed what, when, from what to what, newest first', async () => {
    const res = await list('');
    expect(res.body.status).toBe(0);
    const [last, first] = res.body.datos.items;
    expect(last).toMatchObject({ entidad: 'company', idEntidad: companyId, accion: 'unblock', desde: 'bloqueada', hasta: 'validada' });
    expect(first).toMatchObject({ accion: 'block', detalle: 'Impagos reiterados' });
    expect(last.usuario).toContain('gestor@example.org');
    expect(Date.parse(last.fecha)).toBeGreaterThanOrEqual(Date.parse(first.fecha));
  });

  it('filters by entity, action, text and days', async () => {
    expect((await list('?accion=block')).body.datos.items.map((i: { accion: string }) => i.accion)).toEqual(['block']);
    expect((await list('?entidad=offer')).body.datos.total).toBe(0);
    expect((await list(`?entidad=company&idEntidad=${companyId}`)).body.datos.total).toBe(2);
    expect((await list('?texto=impagos')).body.datos.total).toBe(1);
    expect((await list('?desde=2000-01-01&hasta=2000-12-31')).body.datos.total).toBe(0);
    const bad = await list('?entidad=nothing');
    expect(bad.statusCode).toBe(400);
  });

  it("another institution's staff sees none of it", async () => {
    const uib = await staffToken(t, 'uib');
    // Its own staff member's sign-in is all it has.
    const items = (await list('', uib, UIB)).body.datos.items as { accion: string; usuario: string }[];
    expect(items.map((i) => [i.accion, i.usuario.includes('gestor@uib.example.org')])).toEqual([['signIn', true]]);
  });
});
