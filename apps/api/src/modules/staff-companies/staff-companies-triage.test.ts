import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { auditLines, companyIdByEmail, staffToken } from '../staff/staff.testing.ts';

// Triage of the company requests queue: the order by waiting time and the bulk rejection (issue 22, point 6).
let t: TestApp;
let staff: string;
let ids: number[];

beforeAll(async () => {
  t = await createTestApp();
  staff = await staffToken(t);
  const rows = await t.db
    .insertInto('companies')
    .values([
      { institution_id: 'generic', cif: 'B00000011', legal_name: 'Antigua SL', trade_name: 'Antigua', created_at: new Date('2020-01-01T10:00:00Z') },
      { institution_id: 'generic', cif: 'B00000012', legal_name: 'Nueva SL', trade_name: 'Nueva', created_at: new Date('2020-01-02T10:00:00Z') },
    ])
    .returning('id')
    .execute();
  ids = rows.map((r) => r.id);
});
afterAll(async () => {
  await t?.close();
});

const post = (path: string, body: unknown) => t.call('POST', `/api/Gestor/${path}`, { token: staff, body });
const names = async (query: string) =>
  ((await t.call('GET', `/api/Gestor/dameEmpresasGestor?${query}`, { token: staff })).body.datos.items as { nombreComercial: string }[]).map((c) => c.nombreComercial);

describe('the company requests queue', () => {
  it('reads the longest waiting first by default, and the newest first when asked', async () => {
    const oldest = await names('estado=pendiente');
    expect(oldest.indexOf('Antigua')).toBeLessThan(oldest.indexOf('Nueva'));
    const newest = await names('estado=pendiente&orden=recientes');
    expect(newest.indexOf('Nueva')).toBeLessThan(newest.indexOf('Antigua'));
  });

  it('rejects several requests with one reason, all or none', async () => {
    const validated = await companyIdByEmail(t, 'empresa@example.org');
    const mixed = await post('rechazaEmpresas', { idsEmpresa: [...ids, validated], motivo: 'Falta la escritura' });
    expect(mixed.body.status).toBe(14);
    expect(await auditLines(t, 'company', ids[0]!)).toHaveLength(0);
    expect((await post('rechazaEmpresas', { idsEmpresa: ids, motivo: 'x' })).body.status).toBe(15);

    const ok = await post('rechazaEmpresas', { idsEmpresa: ids, motivo: 'Falta la escritura' });
    expect(ok.body.datos).toEqual({ rechazadas: 2 });
    const rejected = await names('estado=rechazada');
    expect(rejected).toEqual(expect.arrayContaining(['Antigua', 'Nueva']));
    for (const id of ids) expect((await auditLines(t, 'company', id)).at(-1)).toMatchObject({ action: 'reject', detail: 'Falta la escritura' });
  });
});
