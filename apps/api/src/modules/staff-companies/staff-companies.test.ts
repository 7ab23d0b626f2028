import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { auditLines, companyIdByEmail, staffToken } from '../staff/staff.testing.ts';

let t: TestApp;
let staff: string;
let pendingId: number;
let validatedId: number;

beforeAll(async () => {
  t = await createTestApp();
  staff = await staffToken(t);
  pendingId = await companyIdByEmail(t, 'pendiente@example.org');
  validatedId = await companyIdByEmail(t, 'empresa@example.org');
});
afterAll(async () => {
  await t?.close();
});

const post = (path: string, body: unknown) => t.call('POST', `/api/Gestor/${path}`, { token: staff, body });

describe('the queue of company account requests', () => {
  it('lists the pending requests first, with a count per state', async () => {
    const res = await t.call('GET', '/api/Gestor/dameEmpresasGestor', { token: staff });
    expect(res.body.status).toBe(0);
    const { items, contadores, total } = res.body.datos;
    expect(items.map((c: { idEmpresa: number }) => c.idEmpresa)).toContain(pendingId);
    expect(items.every((c: { estado: string }) => c.estado === 'pendiente')).toBe(true);
    expect(contadores.pendiente).toBe(total);
    expect(contadores.validada).toBeGreaterThan(0);
    const search = await t.call('GET', `/api/Gestor/dameEmpresasGestor?estado=validada&texto=${encodeURIComponent('zzz-nothing')}`, { token: staff });
    expect(search.body.datos.total).toBe(0);
  });

  it('rejecting needs a reason; the reason is mailed after commit and audited', async () => {
    const noReason = await post('rechazaEmpresa', { idEmpresa: pendingId, motivo: '' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body.datos.errores[0].campo).toBe('motivo');

    t.sentMail.length = 0;
    const res = await post('rechazaEmpresa', { idEmpresa: pendingId, motivo: 'Falta el CIF correcto' });
    expect(res.body.status).toBe(0);
    expect(res.body.datos).toMatchObject({ estado: 'rechazada', motivo: 'Falta el CIF correcto' });
    expect(t.sentMail.map((m) => m.to)).toContain('pendiente@example.org');
    expect(t.sentMail[0]?.text).toContain('Falta el CIF correcto');
    const lines = await auditLines(t, 'company', pendingId);
    expect(lines.at(-1)).toMatchObject({ action: 'reject', from_value: 'pendiente', to_value: 'rechazada', detail: 'Falta el CIF correcto' });

    // A rejected request cannot be rejected again, and its contact still cannot log in.
    expect((await post('rechazaEmpresa', { idEmpresa: pendingId, motivo: 'Otra vez' })).body.status).toBe(14);
    const login = await t.call('POST', '/api/Empresa/logaUsuario', { body: { usuario: 'pendiente@example.org', password: 'Demo1234' } });
    expect(login.body.status).toBe(9);
  });

  it('validating lets the company in and tells it by e-mail', async () => {
    t.sentMail.length = 0;
    const res = await post('validaEmpresa', { idEmpresa: pendingId });
    expect(res.body.datos.estado).toBe('validada');
    expect(t.sentMail.map((m) => m.to)).toContain('pendiente@example.org');
    await t.login('Empresa', 'pendiente@example.org');
    expect((await auditLines(t, 'company', pendingId)).at(-1)).toMatchObject({ action: 'validate', from_value: 'rechazada', to_value: 'validada' });
    expect((await post('validaEmpresa', { idEmpresa: pendingId })).body.status).toBe(14);
  });

  it('a blocked company gets code 9 at its next call, and works again once unblocked', async () => {
    const token = await t.login('Empresa', 'empresa@example.org');
    expect((await t.call('GET', '/api/Empresa/editaUsuario', { token })).body.status).toBe(0);

    const blocked = await post('bloqueaEmpresa', { idEmpresa: validatedId, motivo: 'Ofertas fraudulentas' });
    expect(blocked.body.datos).toMatchObject({ estado: 'bloqueada', motivo: 'Ofertas fraudulentas' });
    const refused = await t.call('GET', '/api/Empresa/editaUsuario', { token });
    expect(refused.body.status).toBe(9);

    expect((await post('desbloqueaEmpresa', { idEmpresa: validatedId })).body.datos.estado).toBe('validada');
    expect((await t.call('GET', '/api/Empresa/editaUsuario', { token })).body.status).toBe(0);
    const actions = (await auditLines(t, 'company', validatedId)).map((l) => `${l.action}:${l.from_value}>${l.to_value}`);
    expect(actions).toEqual(['block:validada>bloqueada', 'unblock:bloqueada>validada']);
  });

  it('edits company data and a contact, auditing what changed', async () => {
    const before = (await t.call('GET', `/api/Gestor/dameEmpresaGestor/${validatedId}`, { token: staff })).body.datos;
    const res = await post('editaEmpresaGestor', {
      idEmpresa: validatedId,
      razonSocial: before.razonSocial,
      nombreComercial: 'Nombre corregido',
      web: 'https://example.com',
      localidad: 'Palma',
    });
    expect(res.body.status).toBe(514);
    expect(res.body.datos).toMatchObject({ nombreComercial: 'Nombre corregido', web: 'https://example.com', localidad: 'Palma' });
    const line = (await auditLines(t, 'company', validatedId)).at(-1);
    expect(line?.action).toBe('editData');
    expect(line?.to_value).toContain('trade_name: Nombre corregido');

    const contact = before.contactos[0];
    const edited = await post('editaContactoEmpresaGestor', { idEmpresa: validatedId, idUsuario: contact.idUsuario, nombre: 'Ana', apellidos: 'Pons', telefono: '971000000' });
    expect(edited.body.datos.contactos[0]).toMatchObject({ nombre: 'Ana', apellidos: 'Pons', telefono: '971000000' });
    const stranger = await post('editaContactoEmpresaGestor', { idEmpresa: validatedId, idUsuario: 1, nombre: 'X', apellidos: 'Y' });
    expect(stranger.body.status).toBe(608);
  });

  it('validates several requests at once, all or none', async () => {
    const [a, b] = await t.db
      .insertInto('companies')
      .values([
        { institution_id: 'generic', cif: 'B00000001', legal_name: 'Uno SL', trade_name: 'Uno' },
        { institution_id: 'generic', cif: 'B00000002', legal_name: 'Dos SL', trade_name: 'Dos' },
      ])
      .returning('id')
      .execute();
    const mixed = await post('validaEmpresas', { idsEmpresa: [a!.id, validatedId] });
    expect(mixed.body.status).toBe(14);
    const states = await t.db.selectFrom('companies').select('state').where('id', 'in', [a!.id, b!.id]).execute();
    expect(states.map((s) => s.state)).toEqual(['pending', 'pending']);
    const ok = await post('validaEmpresas', { idsEmpresa: [a!.id, b!.id] });
    expect(ok.body.datos).toEqual({ validadas: 2 });
  });
});
