import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, Status } from '@portal/shared';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { pdfText } from '../../testing/pdf-text.ts';
import { companyOf, validContact, validFiscalAccount } from '../companies/companies.testing.ts';
import { agreementPayload } from './company-agreements.access.ts';

/**
 * A company generates its collaboration agreement (spec 1 "New-agreement form", spec 2 §7.7): the pickers, the
 * last agreement's data, each rule of the payload, the PDF's text in Catalan and Spanish, the change log and the
 * staff's notice. docs/decisions.md, "Companies generate their agreements".
 */

let t: TestApp;
let token: string;
let companyId: number;
let tradeName: string;
let me: number;
let colleague: number;
let account: number;
let otherCompanyContact: number;
let otherCompanyAccount: number;

const get = (path: string, as = token, host?: string) => t.call('GET', path, { token: as, ...(host ? { host } : {}) });
const add = (body: unknown, options: { as?: string; language?: string; host?: string } = {}) =>
  t.call('POST', '/api/empresa/addConvenioEmpresa', {
    token: options.as ?? token,
    body,
    ...(options.host ? { host: options.host } : {}),
    headers: { 'accept-language': options.language ?? 'es' },
  });
const download = (path: string, as = token) => t.app.inject({ method: 'GET', url: path, headers: { authorization: `Bearer ${as}`, host: '127.0.0.1' } });
const campos = (res: { body: { datos?: { errores?: { campo: string }[] } } }) => res.body.datos?.errores?.map((e) => e.campo);

/** A valid IBAN (ES91 2100 0418 4502 0005 1332) in the form's five inputs. */
const IBAN = ['ES91', '2100', '0418', '45', '0200051332'];

const valid = () => agreementPayload({ management: me, billing: colleague, account });

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('Empresa', 'empresa@example.org');
  const [own] = await companyOf(t, 'empresa@example.org');
  companyId = own!.id;
  tradeName = own!.trade_name;
  me = own!.user_id;
  const added = await t.call('POST', '/api/Empresa/addContactoEmpresa', { token, body: { ...validContact, email: 'nuria.llull@pruebas.example', nombre: 'Núria', apellidos: 'Llull Ibáñez' } });
  expect(added.body.status).toBe(Status.ContactCreated);
  colleague = (await t.db.selectFrom('users').select('id').where('email', '=', 'nuria.llull@pruebas.example').executeTakeFirstOrThrow()).id;
  const accounts = await t.call('POST', '/api/Empresa/addCuentaFacturacion', { token, body: { ...validFiscalAccount, NombreFiscal: 'Facturació Cal Ferrer SL' } });
  account = accounts.body.datos.idCuenta;

  const other = await t.db
    .selectFrom('company_contacts as cc')
    .innerJoin('users as u', 'u.id', 'cc.user_id')
    .innerJoin('companies as c', 'c.id', 'cc.company_id')
    .select(['cc.company_id', 'cc.user_id'])
    .where('c.institution_id', '=', 'generic')
    .where('cc.company_id', '<>', companyId)
    .where('u.email', 'not like', 'empresa@%')
    .orderBy('cc.company_id')
    .executeTakeFirstOrThrow();
  otherCompanyContact = other.user_id;
  otherCompanyAccount = (
    await t.db
      .insertInto('fiscal_accounts')
      .values({ company_id: other.company_id, legal_name: 'Altra Empresa SL', cif: 'B65410011', address: 'Carrer Aliè 1', country_id: 1, locality: 'Palma', postal_code: '07001' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => {
  await t?.close();
});

describe('the pickers and the last agreement', () => {
  it('lists the company\'s own contacts as an id → name map, for management and for billing', async () => {
    for (const path of ['/api/empresa/dameContactosConveniosEmpresa', '/api/Empresa/dameContactosFacturacionEmpresa']) {
      const res = await get(path);
      expect(res.body.status).toBe(Status.Ok);
      expect(res.body.datos[String(colleague)]).toBe('Núria Llull Ibáñez');
      expect(Object.keys(res.body.datos)).toContain(String(me));
      expect(Object.keys(res.body.datos)).not.toContain(String(otherCompanyContact));
    }
  });

  it('answers null before the first agreement the company generates, then that agreement\'s data', async () => {
    await t.db.deleteFrom('agreements').where('company_id', '=', companyId).execute();
    const none = await get('/api/empresa/dameDetalleUltimoConvenioEmpresa');
    expect(none.body).toMatchObject({ status: Status.Ok, datos: null });

    const res = await add({ ...valid(), pagoDomiciliado: true, ibanDomiciliacion: IBAN, requierePedido: true, pedidoAnual: true, numeroPedido: 'PO-2026/77' });
    expect(res.body.status).toBe(Status.AgreementAdded);
    const last = await get('/api/empresa/dameDetalleUltimoConvenioEmpresa');
    expect(last.body.datos).toMatchObject({
      idConvenio: res.body.datos.idConvenio,
      idContactoEmpresaGestion: me,
      idContactoEmpresaFacturacion: colleague,
      idCuentaFacturacion: account,
      datosFirmante: { nombre: 'Mercè', apellidos: 'Col·lell Puig', cargo: 'Directora general', dni: null },
      requierePedido: true,
      pedidoAnual: true,
      numeroPedido: 'PO-2026/77',
      pagoDomiciliado: true,
      ibanDomiciliacion: 'ES9121000418450200051332',
      sincaducidad: true,
    });
    // The IBAN is kept on the company too (its profile), the text as well when given.
    const company = await t.db.selectFrom('companies').select(['iban']).where('id', '=', companyId).executeTakeFirstOrThrow();
    expect(company.iban).toBe('ES9121000418450200051332');
  });
});

describe('addConvenioEmpresa refuses', () => {
  it('each field rule with its code, naming the field', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ datosFirmante: { ...valid().datosFirmante, nombre: 'Al' } }, 15, 'datosFirmante.nombre'],
      [{ datosFirmante: { ...valid().datosFirmante, apellidos: 'x'.repeat(151) } }, 15, 'datosFirmante.apellidos'],
      [{ datosFirmante: { ...valid().datosFirmante, cargo: '' } }, 15, 'datosFirmante.cargo'],
      [{ datosFirmante: { ...valid().datosFirmante, email: 'no-es-un-correo' } }, Status.EmailMalformed, 'datosFirmante.email'],
      [{ datosFirmante: { ...valid().datosFirmante, dni: '12345678A' } }, Status.IdDocumentMalformed, 'datosFirmante.dni'],
      [{ informacionTratamientoDeDatos: 'ab' }, 15, 'informacionTratamientoDeDatos'],
      [{ informacionTratamientoDeDatos: 'x'.repeat(5001) }, 15, 'informacionTratamientoDeDatos'],
      [{ requierePedido: true, pedidoAnual: true, numeroPedido: 'x'.repeat(251) }, 15, 'numeroPedido'],
      [{ requierePedido: true, pedidoAnual: true }, 15, 'numeroPedido'],
      [{ pagoDomiciliado: true }, 15, 'ibanDomiciliacion'],
      [{ pagoDomiciliado: true, ibanDomiciliacion: ['ES91', '2100', '0418', '45', '0200051333'] }, Status.IbanInvalid, 'ibanDomiciliacion'],
      [{ pagoDomiciliado: true, ibanDomiciliacion: ['ES91', '21000', '418', '45', '0200051332'] }, Status.IbanInvalid, 'ibanDomiciliacion.1'],
      [{ tramitacionManual: undefined }, 15, 'tramitacionManual'],
      [{ pagoDomiciliado: undefined }, 15, 'pagoDomiciliado'],
      [{ idContactoEmpresaGestion: undefined }, 15, 'idContactoEmpresaGestion'],
      [{ idContactoEmpresaFacturacion: undefined }, 15, 'idContactoEmpresaFacturacion'],
    ];
    const before = await t.db.selectFrom('agreements').select(sql<number>`count(*)::int`.as('n')).where('company_id', '=', companyId).executeTakeFirstOrThrow();
    for (const [change, status, campo] of cases) {
      const res = await add({ ...valid(), ...change });
      expect(res.body.status, campo).toBe(status);
      expect(campos(res), campo).toContain(campo);
    }
    // The limits themselves pass: 3 and 150 characters, 5000 of text, 250 of order number.
    const limits = await add({
      ...valid(),
      datosFirmante: { nombre: 'Pau', apellidos: 'y'.repeat(150), cargo: 'CEO', email: 'pau@pruebas.example', telefono: '971 123 456', dni: '12345678Z' },
      informacionTratamientoDeDatos: 'z'.repeat(5000),
      requierePedido: true,
      pedidoAnual: true,
      numeroPedido: 'n'.repeat(250),
    });
    expect(limits.body.status).toBe(Status.AgreementAdded);
    const after = await t.db.selectFrom('agreements').select(sql<number>`count(*)::int`.as('n')).where('company_id', '=', companyId).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n + 1);
  });

  it('another company\'s contact or fiscal account, a removed contact and a retired account: 608, nothing stored', async () => {
    const before = await t.db.selectFrom('agreements').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
    expect((await add({ ...valid(), idContactoEmpresaGestion: otherCompanyContact })).body.status).toBe(Status.NotFound);
    expect((await add({ ...valid(), idContactoEmpresaFacturacion: otherCompanyContact })).body.status).toBe(Status.NotFound);
    expect((await add({ ...valid(), idCuentaFacturacion: otherCompanyAccount })).body.status).toBe(Status.NotFound);

    const removed = await t.call('POST', '/api/Empresa/addContactoEmpresa', { token, body: { ...validContact, email: 'se.va@pruebas.example' } });
    expect(removed.body.status).toBe(Status.ContactCreated);
    const gone = (await t.db.selectFrom('users').select('id').where('email', '=', 'se.va@pruebas.example').executeTakeFirstOrThrow()).id;
    expect((await t.call('POST', '/api/Empresa/borraContactoEmpresa', { token, body: { idContacto: gone } })).body.status).toBe(Status.ChangesSaved);
    expect((await add({ ...valid(), idContactoEmpresaGestion: gone })).body.status).toBe(Status.NotFound);

    const retired = (await t.call('POST', '/api/Empresa/addCuentaFacturacion', { token, body: { ...validFiscalAccount, NombreFiscal: 'Cuenta Retirada SL' } })).body.datos.idCuenta;
    expect((await t.call('POST', '/api/Empresa/borraCuentaFacturacion', { token, body: { idCuenta: retired } })).body.status).toBe(Status.ChangesSaved);
    expect((await add({ ...valid(), idCuentaFacturacion: retired })).body.status).toBe(Status.NotFound);
    const after = await t.db.selectFrom('agreements').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('every call where the brand has no agreement creation (canCrearConvenios off): 48', async () => {
    expect(brands.udg.flags.canCrearConvenios).toBe(false);
    const udg = await t.login('Empresa', 'empresa@udg.example.org', { host: 'udg.localhost' });
    for (const path of ['/api/empresa/dameContactosConveniosEmpresa', '/api/empresa/dameContactosFacturacionEmpresa', '/api/empresa/dameDetalleUltimoConvenioEmpresa']) {
      expect((await get(path, udg, 'udg.localhost')).body.status).toBe(Status.ActionNotAllowed);
    }
    const [own] = await companyOf(t, 'empresa@udg.example.org', 'udg');
    const res = await add({ ...valid(), idContactoEmpresaGestion: own!.user_id, idContactoEmpresaFacturacion: own!.user_id }, { as: udg, host: 'udg.localhost' });
    expect(res.body.status).toBe(Status.ActionNotAllowed);
  });

  it('an agreement without the data-protection text where the brand asks for it (tratamiendoDatosConvenio): 15', async () => {
    expect(brands.uib.flags.tratamiendoDatosConvenio && brands.uib.flags.canCrearConvenios).toBe(true);
    const uib = await t.login('Empresa', 'empresa@uib.example.org', { host: 'uib.localhost' });
    const [own] = await companyOf(t, 'empresa@uib.example.org', 'uib');
    const ownAccount = (await t.call('POST', '/api/Empresa/addCuentaFacturacion', { token: uib, host: 'uib.localhost', body: validFiscalAccount })).body.datos.idCuenta;
    const body = agreementPayload({ management: own!.user_id, billing: own!.user_id, account: ownAccount });
    const missing = await add(body, { as: uib, host: 'uib.localhost' });
    expect(missing.body.status).toBe(15);
    expect(campos(missing)).toEqual(['informacionTratamientoDeDatos']);
    const text = 'Les dades es tractaran segons la política de protecció de dades de l\'empresa.';
    const ok = await add({ ...body, informacionTratamientoDeDatos: text }, { as: uib, host: 'uib.localhost', language: 'ca' });
    expect(ok.body.status).toBe(Status.AgreementAdded);
    // Kept on the company's profile: the company data answers it.
    const data = await t.call('GET', '/api/Empresa/dameDatosEmpresa', { token: uib, host: 'uib.localhost' });
    expect(data.body.datos.informacionTratamientoDeDatos).toBe(text);
  });
});

describe('the generated agreement', () => {
  it('is stored as generated with its PDF, logged, and the staff hear of it', async () => {
    const res = await add({ ...valid(), tramitacionManual: true });
    expect(res.body.status).toBe(Status.AgreementAdded);
    const { idConvenio, enlace } = res.body.datos as { idConvenio: number; enlace: string };
    expect(enlace).toBe(`/api/Empresa/ficheroConvenioEmpresa/${idConvenio}`);
    const row = await t.db.selectFrom('agreements').selectAll().where('id', '=', idConvenio).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ company_id: companyId, state: 'generado', management_contact_id: me, billing_contact_id: colleague, fiscal_account_id: account, manual_processing: true, language: 'es' });
    expect(row.file_id).not.toBeNull();

    const audit = await t.db.selectFrom('audit_log').selectAll().where('entity', '=', 'agreement').where('entity_id', '=', idConvenio).execute();
    expect(audit).toMatchObject([{ action: 'generateAgreement', to_value: 'generado', actor_user_id: me }]);
    const notices = await t.db
      .selectFrom('notifications as n')
      .innerJoin('users as u', 'u.id', 'n.user_id')
      .select(['u.role', 'n.link'])
      .where('n.kind', '=', 'agreement.generated')
      .where('n.link', '=', `/gestion/convenios/${idConvenio}`)
      .execute();
    expect(notices.length).toBeGreaterThan(0);
    expect(notices.every((n) => n.role === 'Gestor')).toBe(true);
    const staffList = await t.call('GET', '/api/Gestor/dameNotificaciones', { token: await t.login('Gestor', 'gestor@example.org') });
    expect(JSON.stringify(staffList.body.datos)).toContain(tradeName);

    // The company's agreements list shows it with its file; another company cannot download it.
    const list = await get('/api/Empresa/dameConveniosEmpresa');
    expect(list.body.datos[0]).toMatchObject({ idConvenio, estado: 'generado', tieneFichero: true });
    const multi = await t.db
      .selectFrom('company_contacts as cc')
      .innerJoin('users as u', 'u.id', 'cc.user_id')
      .select('cc.company_id')
      .where('u.email', '=', 'multi@example.org')
      .where('cc.company_id', '<>', companyId)
      .orderBy('cc.company_id')
      .executeTakeFirstOrThrow();
    const other = await t.login('Empresa', 'multi@example.org', { idEmpresa: multi.company_id });
    expect((await download(enlace, other)).json().status).toBe(Status.NotFound);
  });

  it('is a real PDF in Spanish with the company, the signer, the contacts, the fees and the payment', async () => {
    const res = await add({ ...valid(), pagoDomiciliado: true, ibanDomiciliacion: IBAN, requierePedido: true, pedidoAnual: true, numeroPedido: 'PO-2026/77', datosFirmante: { ...valid().datosFirmante, dni: '12345678Z' } });
    const file = await download(res.body.datos.enlace);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // Embedded TrueType subsets: the 14 standard fonts have no "l·l" of their own.
    expect(file.rawPayload.toString('latin1')).toContain('FontFile2');
    const text = await pdfText(file.rawPayload);
    for (const expected of [
      'Convenio de colaboración',
      tradeName,
      'Mercè Col·lell Puig',
      '12345678Z',
      'Directora general',
      'Núria Llull Ibáñez',
      'Facturació Cal Ferrer SL',
      '45 euros más IVA',
      'Índice de Precios al Consumo',
      'PO-2026/77',
      'ES91 2100 0418 4502 0005 1332',
      'Cláusulas',
      'Protección de datos',
      brands.generic.name.es,
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it('is written in Catalan for a Catalan request, with its accents and "l·l"', async () => {
    const res = await add({ ...valid(), informacionTratamientoDeDatos: 'Tractament de dades per a la gestió del conveni, amb la màxima cura.' }, { language: 'ca' });
    const text = await pdfText((await download(res.body.datos.enlace)).rawPayload);
    for (const expected of ['Conveni de col·laboració', "l'entitat col·laboradora", 'Clàusules', 'Protecció de dades', 'Tractament de dades per a la gestió del conveni, amb la màxima cura.', 'Mercè Col·lell Puig', 'Signatura electrònica', 'Índex de Preus al Consum']) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('Cláusulas');
    // An English reader gets the brand's official language (Spanish for the generic brand).
    const english = await add(valid(), { language: 'en' });
    const row = await t.db.selectFrom('agreements').select('language').where('id', '=', english.body.datos.idConvenio).executeTakeFirstOrThrow();
    expect(row.language).toBe('es');
  });
});
