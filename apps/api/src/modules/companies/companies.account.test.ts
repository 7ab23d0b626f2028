import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { companyOf, validRequest } from './companies.testing.ts';

let t: TestApp;
let staff: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.login('Gestor', 'gestor@example.org');
});
afterAll(async () => {
  await t?.close();
});

const request = (body: unknown) => t.call('POST', '/api/Empresa/guardarUsuarioEmpresa', { body });

describe('existeCIF', () => {
  it('tells whether a company of the institution has the CIF, at both spellings of the path', async () => {
    const [demo] = await companyOf(t, 'empresa@example.org');
    const known = await t.call('GET', `/api/Empresa/existeCIF/${demo!.cif}/portal`);
    expect(known.body).toMatchObject({ status: 0, datos: { existe: true } });
    const unknown = await t.call('GET', '/api/empresa/existeCIF/B65410011/portal');
    expect(unknown.body).toMatchObject({ status: 0, datos: { existe: false } });
  });

  it('checks the control character: 33', async () => {
    const res = await t.call('GET', '/api/Empresa/existeCIF/B65410012/portal');
    expect(res.body.status).toBe(33);
    expect(res.body.datos.errores[0].campo).toBe('cif');
  });

  it("does not see another institution's companies", async () => {
    const [uib] = await companyOf(t, 'empresa@uib.example.org', 'uib');
    const res = await t.call('GET', `/api/Empresa/existeCIF/${uib!.cif}/portal`);
    expect(res.body.datos.existe).toBe(false);
  });
});

describe('guardarUsuarioEmpresa: a company asks for an account', () => {
  it('refuses a malformed CIF (33), a weak password (28), a missing privacy acceptance (15)', async () => {
    expect((await request({ ...validRequest, cif: 'B65410012' })).body.status).toBe(33);
    expect((await request({ ...validRequest, password: 'sinnumeros', confirmacion: 'sinnumeros' })).body.status).toBe(28);
    const privacy = await request({ ...validRequest, aceptaPrivacidad: false });
    expect(privacy.body.status).toBe(15);
    expect(privacy.body.datos.errores.map((e: { campo: string }) => e.campo)).toContain('aceptaPrivacidad');
  });

  it('refuses the CIF of a registered company (8) and the e-mail of another company contact (44), writing nothing', async () => {
    const [demo] = await companyOf(t, 'empresa@example.org');
    const before = await t.db.selectFrom('companies').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const cif = await request({ ...validRequest, cif: demo!.cif.toLowerCase() });
    expect(cif.body).toMatchObject({ status: 8, datos: { errores: [{ campo: 'cif', codigo: 8 }] } });
    const email = await request({ ...validRequest, email: 'EMPRESA@example.org' });
    expect(email.body).toMatchObject({ status: 44, datos: { errores: [{ campo: 'email', codigo: 44 }] } });
    const after = await t.db.selectFrom('companies').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('creates a pending company that cannot log in (9) until the service validates it from its queue', async () => {
    const res = await request(validRequest);
    expect(res.body.status).toBe(503);
    const { idEmpresa } = res.body.datos as { idEmpresa: number };
    const [company] = await companyOf(t, validRequest.email);
    expect(company).toMatchObject({ id: idEmpresa, cif: 'G1234567D', trade_name: 'Nova Empresa' });

    const refused = await t.call('POST', '/api/Empresa/logaUsuario', { body: { usuario: validRequest.email, password: validRequest.password } });
    expect(refused.body.status).toBe(9);

    const queue = await t.call('GET', `/api/Gestor/dameEmpresasGestor?estado=pendiente&texto=G1234567D`, { token: staff });
    expect(queue.body.datos.items.map((c: { idEmpresa: number }) => c.idEmpresa)).toEqual([idEmpresa]);
    expect((await t.call('POST', '/api/Gestor/validaEmpresa', { token: staff, body: { idEmpresa } })).body.status).toBe(0);

    const token = await t.login('Empresa', validRequest.email, { password: validRequest.password });
    const data = await t.call('GET', '/api/Empresa/dameDatosEmpresa', { token });
    expect(data.body.datos).toMatchObject({ idEmpresa, nombreFiscal: 'Fundació Nova Empresa', estado: 'validated' });
    // What the request did not ask is what the missing-data popup asks for.
    const missing = await t.call('GET', '/api/Empresa/faltanDatosAlaEmpresa', { token });
    expect(missing.body.datos).toEqual({ faltanDatos: true, faltan: ['idTipoEmpresa', 'direccion', 'cp', 'idPais'] });
    const contact = await t.call('GET', '/api/Empresa/faltanDatosAlContactoEmpresa', { token });
    expect(contact.body.datos).toEqual({ faltanDatos: true, faltan: ['direccion', 'localidad', 'cp'] });
  });
});

describe('a contact of several companies switches company without logging out', () => {
  it('lists the companies and gets a token for the other one', async () => {
    const [first, second] = await companyOf(t, 'multi@example.org');
    const token = await t.login('Empresa', 'multi@example.org', { idEmpresa: first!.id });
    const list = await t.call('GET', '/api/Empresa/dameEmpresasContacto', { token });
    expect(list.body.datos).toEqual({
      idEmpresaActual: first!.id,
      empresas: [
        { idEmpresa: first!.id, nombre: first!.trade_name, validada: true },
        { idEmpresa: second!.id, nombre: second!.trade_name, validada: true },
      ],
    });

    const switched = await t.call('POST', '/api/Empresa/cambiaEmpresa', { token, body: { idEmpresa: second!.id } });
    expect(switched.body.status).toBe(0);
    expect(switched.body.datos.usuario).toMatchObject({ idEmpresa: second!.id, nombreEmpresa: second!.trade_name });
    const data = await t.call('GET', '/api/Empresa/dameDatosEmpresa', { token: switched.body.datos.token });
    expect(data.body.datos.idEmpresa).toBe(second!.id);
    // The first token still works: switching is not a logout.
    expect((await t.call('GET', '/api/Empresa/dameDatosEmpresa', { token })).body.datos.idEmpresa).toBe(first!.id);
  });

  it('cannot switch to a company the person is not a contact of (608), nor to an unvalidated one (9)', async () => {
    const [first] = await companyOf(t, 'multi@example.org');
    const token = await t.login('Empresa', 'multi@example.org', { idEmpresa: first!.id });
    const [other] = await companyOf(t, 'empresa@example.org');
    const refused = await t.call('POST', '/api/Empresa/cambiaEmpresa', { token, body: { idEmpresa: other!.id } });
    expect(refused.body.status).toBe(608);
    expect(refused.body.datos?.token).toBeUndefined();

    const [uib] = await companyOf(t, 'empresa@uib.example.org', 'uib');
    expect((await t.call('POST', '/api/Empresa/cambiaEmpresa', { token, body: { idEmpresa: uib!.id } })).body.status).toBe(608);

    const [pending] = await companyOf(t, 'empresa.bloqueada@example.org');
    await t.db.insertInto('company_contacts').values({ company_id: pending!.id, user_id: first!.user_id }).execute();
    expect((await t.call('POST', '/api/Empresa/cambiaEmpresa', { token, body: { idEmpresa: pending!.id } })).body.status).toBe(9);
    await t.db.deleteFrom('company_contacts').where('company_id', '=', pending!.id).where('user_id', '=', first!.user_id).execute();
  });
});
