import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { companyOf, validCompanyData, validContact, validFiscalAccount } from './companies.testing.ts';

let t: TestApp;
let token: string;
let other: string;
let companyId: number;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('Empresa', 'empresa@example.org');
  const [multiFirst] = await companyOf(t, 'multi@example.org');
  other = await t.login('Empresa', 'multi@example.org', { idEmpresa: multiFirst!.id });
  companyId = (await companyOf(t, 'empresa@example.org'))[0]!.id;
});
afterAll(async () => {
  await t?.close();
});

const get = (path: string, as = token) => t.call('GET', path, { token: as });
const post = (path: string, body: unknown, as = token) => t.call('POST', path, { token: as, body });
const campos = (res: { body: { datos?: { errores?: { campo: string }[] } } }) => res.body.datos?.errores?.map((e) => e.campo);

describe('company data', () => {
  it('the demo company has every required field: nothing is missing', async () => {
    expect((await get('/api/Empresa/faltanDatosAlaEmpresa')).body.datos).toEqual({ faltanDatos: false, faltan: [] });
    expect((await get('/api/Empresa/faltanDatosAlContactoEmpresa')).body.datos).toEqual({ faltanDatos: false, faltan: [] });
  });

  it('answers at dameDatosEmpresa and at the spec\'s damedatosempresa under /api/empresa', async () => {
    const a = await get('/api/Empresa/dameDatosEmpresa');
    const b = await get('/api/empresa/damedatosempresa');
    expect(a.body.datos.idEmpresa).toBe(companyId);
    expect(b.body.datos).toEqual(a.body.datos);
    expect(a.body.datos).toHaveProperty('informacionTratamientoDeDatos');
  });

  it('saves every field and keeps the line breaks of the description', async () => {
    const res = await post('/api/Empresa/editaEmpresaCompletos', { ...validCompanyData, cif: (await companyOf(t, 'empresa@example.org'))[0]!.cif });
    expect(res.body.status).toBe(514);
    expect(res.body.datos).toMatchObject({ nombreComercial: 'Empresa de Pruebas', idTipoEmpresa: 1, idProvincia: 7, provincia: 'Illes Balears' });
    const again = await get('/api/Empresa/dameDatosEmpresa');
    expect(again.body.datos.descripcion).toBe(validCompanyData.descripcion);
  });

  it("tells the staff when a validated company changes the legal name its agreements are made out to, and only then", async () => {
    const [company] = await companyOf(t, 'empresa@example.org');
    const told = () => t.db.selectFrom('notifications').select(['params', 'link']).where('kind', '=', 'company.identity-changed').execute();
    const before = (await told()).length;
    // The same CIF and legal name as now: nothing to tell.
    const current = (await get('/api/Empresa/dameDatosEmpresa')).body.datos;
    expect((await post('/api/Empresa/editaEmpresaCompletos', { ...validCompanyData, cif: company!.cif, nombreFiscal: current.nombreFiscal })).body.status).toBe(514);
    expect(await told()).toHaveLength(before);
    const renamed = await post('/api/Empresa/editaEmpresaCompletos', { ...validCompanyData, cif: company!.cif, nombreFiscal: 'Otra Razón Social SL' });
    expect(renamed.body.status).toBe(514);
    const notices = await told();
    expect(notices.length).toBeGreaterThan(before);
    expect(JSON.stringify(notices.at(-1)!.params)).toContain(`${current.nombreFiscal} → Otra Razón Social SL`);
    expect(notices.at(-1)!.link).toBe(`/gestion/empresas/${company!.id}`);
  });

  it('applies the company rules of spec 1 §5 on the server: 15 names each field, 33 the CIF, 8 a CIF of another company', async () => {
    const bad = await post('/api/Empresa/editaEmpresaCompletos', { ...validCompanyData, nombreFiscal: 'ab', direccion: '', idTipoEmpresa: 77, idPais: undefined });
    expect(bad.body.status).toBe(15);
    expect(campos(bad)).toEqual(expect.arrayContaining(['nombreFiscal', 'direccion', 'idTipoEmpresa', 'idPais']));
    expect((await post('/api/Empresa/editaEmpresaCompletos', { ...validCompanyData, cif: 'B12345675' })).body.status).toBe(33);
    const [multi] = await companyOf(t, 'multi@example.org');
    const taken = await post('/api/Empresa/editaEmpresaCompletos', { ...validCompanyData, cif: multi!.cif });
    expect(taken.body).toMatchObject({ status: 8, datos: { errores: [{ campo: 'cif' }] } });
  });

  it('province: from the list in Spain, free text elsewhere', async () => {
    const cif = (await companyOf(t, 'empresa@example.org'))[0]!.cif;
    const noProvince = await post('/api/Empresa/editaEmpresaCompletos', { ...validCompanyData, cif, idProvincia: undefined });
    expect(campos(noProvince)).toEqual(['idProvincia']);
    const france = await post('/api/Empresa/editaEmpresaCompletos', { ...validCompanyData, cif, idPais: 13, idProvincia: undefined, provincia: 'Bouches-du-Rhône' });
    expect(france.body.datos).toMatchObject({ idPais: 13, idProvincia: null, provincia: 'Bouches-du-Rhône' });
    const unknownProvince = await post('/api/Empresa/editaEmpresaCompletos', { ...validCompanyData, cif, idProvincia: 999 });
    expect(campos(unknownProvince)).toEqual(['idProvincia']);
  });

  it("never changes another company: the other company's data is untouched by these edits", async () => {
    const mine = await get('/api/Empresa/dameDatosEmpresa', other);
    expect(mine.body.datos.nombreComercial).not.toBe('Empresa de Pruebas');
    expect(mine.body.datos.idEmpresa).not.toBe(companyId);
  });
});

describe('contacts', () => {
  it('lists the company contacts and says which one is the caller', async () => {
    const res = await get('/api/Empresa/dameDatosContactoEmpresa');
    const me = (await companyOf(t, 'empresa@example.org'))[0]!.user_id;
    expect(res.body.datos.idContacto).toBe(me);
    expect(res.body.datos.contactos.map((c: { email: string }) => c.email)).toEqual(['empresa@example.org']);
  });

  it('adds a contact (527) with the default type 9, and mails a link to set the password', async () => {
    t.sentMail.length = 0;
    const res = await post('/api/Empresa/addContactoEmpresa', { ...validContact, aniosForoEmpleo: [2012, 2024, 2012] });
    expect(res.body.status).toBe(527);
    const added = res.body.datos.contactos.find((c: { email: string }) => c.email === validContact.email);
    expect(added).toMatchObject({ tipoContacto: [9], aniosForoEmpleo: [2024, 2012], principal: false });
    expect(t.sentMail.map((m) => m.to)).toEqual([validContact.email]);
    expect(t.sentMail[0]?.text).toContain('/establecer-login?token=');
  });

  it('refuses an e-mail that is already a contact (29) or belongs to another company (44)', async () => {
    const again = await post('/api/Empresa/addContactoEmpresa', { ...validContact, email: validContact.email.toUpperCase() });
    expect(again.body).toMatchObject({ status: 29, datos: { errores: [{ campo: 'email' }] } });
    expect((await post('/api/Empresa/addContactoEmpresa', { ...validContact, email: 'multi@example.org' })).body.status).toBe(44);
  });

  it('applies the contact rules of spec 1 §5: 3-150 texts, phones of 9 digits, forum years 2010..now', async () => {
    const bad = await post('/api/Empresa/addContactoEmpresa', {
      ...validContact,
      email: 'otra@pruebas.example',
      puesto: 'ab',
      telefono1: '12345',
      telefono2: '123',
      cp: '',
      aniosForoEmpleo: [2009, new Date().getFullYear() + 1],
    });
    expect(bad.body.status).toBe(15);
    expect(campos(bad)).toEqual(expect.arrayContaining(['puesto', 'telefono1', 'telefono2', 'cp', 'aniosForoEmpleo.0', 'aniosForoEmpleo.1']));
  });

  it('edits a contact of the company, and answers 608 for a contact of another company, changing nothing', async () => {
    const list = await get('/api/Empresa/dameDatosContactoEmpresa');
    const added = list.body.datos.contactos.find((c: { email: string }) => c.email === validContact.email);
    const edited = await post('/api/Empresa/editaContactoEmpresa', { ...validContact, idContacto: added.idContacto, puesto: 'Directora de personas' });
    expect(edited.body.status).toBe(514);
    expect(edited.body.datos.contactos.find((c: { idContacto: number }) => c.idContacto === added.idContacto).puesto).toBe('Directora de personas');

    const [multi] = await companyOf(t, 'multi@example.org');
    const before = await t.db.selectFrom('company_contacts').selectAll().where('user_id', '=', multi!.user_id).orderBy('company_id').execute();
    const refused = await post('/api/Empresa/editaContactoEmpresa', { ...validContact, idContacto: multi!.user_id });
    expect(refused.body.status).toBe(608);
    expect(await t.db.selectFrom('company_contacts').selectAll().where('user_id', '=', multi!.user_id).orderBy('company_id').execute()).toEqual(before);
    // Nor a contact of another institution's company.
    const [uib] = await companyOf(t, 'empresa@uib.example.org', 'uib');
    expect((await post('/api/Empresa/editaContactoEmpresa', { ...validContact, idContacto: uib!.user_id })).body.status).toBe(608);
    // Nor does the other company see this company's contacts.
    const theirs = await get('/api/Empresa/dameDatosContactoEmpresa', other);
    expect(JSON.stringify(theirs.body.datos)).not.toContain(validContact.email);
  });

  it('asks for contact types where the brand says so (UIB): none chosen is 9, the chosen ones are kept', async () => {
    const host = 'uib.localhost';
    const uib = await t.login('Empresa', 'empresa@uib.example.org', { host });
    const none = await t.call('POST', '/api/Empresa/addContactoEmpresa', { token: uib, host, body: { ...validContact, email: 'a@uib-pruebas.example', tipoContacto: [] } });
    expect(none.body.datos.contactos.find((c: { email: string }) => c.email === 'a@uib-pruebas.example').tipoContacto).toEqual([9]);
    const chosen = await t.call('POST', '/api/Empresa/addContactoEmpresa', { token: uib, host, body: { ...validContact, email: 'b@uib-pruebas.example', tipoContacto: [2, 1] } });
    expect(chosen.body.datos.contactos.find((c: { email: string }) => c.email === 'b@uib-pruebas.example').tipoContacto).toEqual([1, 2]);
    const unknown = await t.call('POST', '/api/Empresa/addContactoEmpresa', { token: uib, host, body: { ...validContact, email: 'c@uib-pruebas.example', tipoContacto: [5] } });
    expect(unknown.body.status).toBe(15);
  });
});

describe('fiscal accounts', () => {
  it('adds accounts and lists them at /api/empresa/dameCuentasFacturacion, for this company only', async () => {
    expect((await get('/api/empresa/dameCuentasFacturacion')).body.datos).toEqual([]);
    const res = await post('/api/Empresa/addCuentaFacturacion', validFiscalAccount);
    expect(res.body.status).toBe(514);
    expect(res.body.datos.cuentas).toEqual([
      expect.objectContaining({ idCuenta: res.body.datos.idCuenta, NombreFiscal: 'Empresa de Pruebas SL', idProvincia: 7, Provincia: 'Illes Balears', domicilioEnvioPostal: null }),
    ]);
    const france = await post('/api/Empresa/addCuentaFacturacion', {
      ...validFiscalAccount,
      idPais: 13,
      idProvincia: 7,
      provincia: 'Provence',
      requiereEnvioPostalFacturas: true,
      domicilioEnvioPostal: '12 rue de la République, Marseille',
    });
    expect(france.body.datos.cuentas[1]).toMatchObject({ idPais: 13, idProvincia: null, Provincia: 'Provence', domicilioEnvioPostal: '12 rue de la République, Marseille' });
    expect((await get('/api/Empresa/dameCuentasFacturacion', other)).body.datos).toEqual([]);
  });

  it('applies the account rules of spec 1 §5: province by country, postal address when invoices go by post, the CIF', async () => {
    const spain = await post('/api/Empresa/addCuentaFacturacion', { ...validFiscalAccount, idProvincia: undefined });
    expect(campos(spain)).toEqual(['idProvincia']);
    const abroad = await post('/api/Empresa/addCuentaFacturacion', { ...validFiscalAccount, idPais: 13, provincia: 'ab' });
    expect(campos(abroad)).toEqual(['provincia']);
    const postal = await post('/api/Empresa/addCuentaFacturacion', { ...validFiscalAccount, requiereEnvioPostalFacturas: true });
    expect(campos(postal)).toEqual(['domicilioEnvioPostal']);
    expect((await post('/api/Empresa/addCuentaFacturacion', { ...validFiscalAccount, CIF: 'B12345675' })).body.status).toBe(33);
    const short = await post('/api/Empresa/addCuentaFacturacion', { ...validFiscalAccount, NombreFiscal: 'SL', poblacion: '', cp: 'a' });
    expect(campos(short)).toEqual(expect.arrayContaining(['NombreFiscal', 'poblacion', 'cp']));
  });
});

describe('dameNumProcesos', () => {
  it("counts the company's published, unexpired offers per profile and its unread candidacies", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const offers = await sql<{ profile: number; n: number }>`
      select profile, count(*)::int as n from offers
      where company_id = ${companyId} and state = 'published' and (expires_on is null or expires_on >= ${today}::date) group by profile`.execute(t.db);
    const unread = await sql<{ n: number }>`
      select count(*)::int as n from candidacies k join offers o on o.id = k.offer_id where o.company_id = ${companyId} and not k.read_by_company`.execute(t.db);
    const count = (profile: number) => offers.rows.find((r) => r.profile === profile)?.n ?? 0;
    expect(count(1) + count(2)).toBeGreaterThan(0);
    const res = await get('/api/Empresa/dameNumProcesos');
    expect(res.body.datos).toEqual({
      numProcesosActivosPracticas: count(2),
      numProcesosActivosEmpleo: count(1),
      numCandidaturasSinLeer: unread.rows[0]!.n,
    });
  });
});
