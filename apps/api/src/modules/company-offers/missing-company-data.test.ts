import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status } from '@portal/shared';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { validCompanyData, validContact, validRequest } from '../companies/companies.testing.ts';
import { rowsOf, validOfferForm } from './company-offers.testing.ts';

/**
 * Issue 22, point 5: a new company may put off the data its request did not ask for ("Ahora no" at its first
 * login); sending an offer asks for it (611, each missing field named), and nothing is sent until it is complete.
 */

let t: TestApp;
let token: string;
let companyId: number;

beforeAll(async () => {
  t = await createTestApp();
  const staff = await t.login('Gestor', 'gestor@example.org');
  const requested = await t.call('POST', '/api/Empresa/guardarUsuarioEmpresa', { body: validRequest });
  companyId = requested.body.datos.idEmpresa as number;
  await t.call('POST', '/api/Gestor/validaEmpresa', { token: staff, body: { idEmpresa: companyId } });
  token = await t.login('Empresa', validRequest.email, { password: validRequest.password });
});
afterAll(async () => {
  await t?.close();
});

const post = (call: string, body: unknown) => t.call('POST', `/api/Empresa/${call}`, { token, body });
const form = (title: string) => validOfferForm(rowsOf(t.db), 'generic', 1, title);
const offersOfCompany = () => t.db.selectFrom('offers').select(['id', 'state']).where('company_id', '=', companyId).execute();

const MISSING = [
  'empresa.idTipoEmpresa',
  'empresa.direccion',
  'empresa.cp',
  'empresa.idPais',
  'contacto.direccion',
  'contacto.localidad',
  'contacto.cp',
];

describe('a company that put its missing data off', () => {
  it('may keep drafts, but a new offer is refused with 611 naming each missing field, and nothing is written', async () => {
    const draft = await post('guardarBorradorOferta', { idPerfil: 1, titulo: 'Primera oferta (borrador)', paso: 0 });
    expect(draft.body.status, JSON.stringify(draft.body)).toBe(0);

    const sent = await post('addOferta', await form('Primera oferta'));
    expect(sent.statusCode).toBe(422);
    expect(sent.body.status).toBe(Status.CompanyDataMissing);
    expect(sent.body.datos.errores.map((e: { campo: string }) => e.campo)).toEqual(MISSING);
    expect(sent.body.datos.errores[0]).toMatchObject({ codigo: Status.CompanyDataMissing, clave: 'required' });

    const fromDraft = await post('addOferta', { ...(await form('Primera oferta (borrador)')), idOferta: draft.body.datos.idOferta });
    expect(fromDraft.body.status).toBe(Status.CompanyDataMissing);
    expect(await offersOfCompany()).toEqual([{ id: draft.body.datos.idOferta, state: 'draft' }]);
  });

  it('sends once the company and its contact are complete', async () => {
    const data = await t.call('GET', '/api/Empresa/dameDatosEmpresa', { token });
    const saved = await post('editaEmpresaCompletos', { ...validCompanyData, cif: data.body.datos.cif });
    expect(saved.body.status, JSON.stringify(saved.body)).toBe(514);
    const contacts = await t.call('GET', '/api/Empresa/dameDatosContactoEmpresa', { token });
    const me = contacts.body.datos.idContacto as number;
    const contact = await post('editaContactoEmpresa', { ...validContact, email: validRequest.email, idContacto: me });
    expect(contact.body.status, JSON.stringify(contact.body)).toBe(514);

    const sent = await post('addOferta', await form('Primera oferta'));
    expect(sent.body.status, JSON.stringify(sent.body)).toBe(Status.OfferCreated);
  });
});
