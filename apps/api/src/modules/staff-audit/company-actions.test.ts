import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status } from '@portal/shared';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { validCompanyData, validContact } from '../companies/companies.testing.ts';
import { rowsOf, validOfferForm } from '../company-offers/company-offers.testing.ts';
import { companyIdByEmail, staffToken } from '../staff/staff.testing.ts';

/**
 * Issue 22, point 9: the change log follows the companies' own writes (offers sent, edited, duplicated, closed and
 * deleted; company data; new contacts) under the contact who made them, in the same transaction as the write.
 */

let t: TestApp;
let staff: string;
let company: string;
let companyId: number;

beforeAll(async () => {
  t = await createTestApp();
  staff = await staffToken(t);
  company = await t.login('Empresa', 'empresa@example.org');
  companyId = await companyIdByEmail(t, 'empresa@example.org');
});
afterAll(async () => {
  await t?.close();
});

const post = (call: string, body: unknown) => t.call('POST', `/api/Empresa/${call}`, { token: company, body });
type Line = { idEntidad: number; accion: string; desde: string | null; hasta: string | null; detalle: string | null; usuario: string };
const log = async (query: string): Promise<Line[]> => (await t.call('GET', `/api/Gestor/dameRegistroAuditoria${query}`, { token: staff })).body.datos.items;

describe("a company's writes in the change log", () => {
  it('an offer sent, duplicated, closed and deleted: one line each, under the contact', async () => {
    const sent = await post('addOferta', await validOfferForm(rowsOf(t.db), 'generic', 1, 'Técnico de soporte'));
    expect(sent.body.status).toBe(Status.OfferCreated);
    const id = sent.body.datos.idOferta as number;
    await t.call('POST', '/api/Gestor/validaOferta', { token: staff, body: { idOferta: id } });
    const copy = await post('copiarOferta', { urlOferta: sent.body.datos.urlAcceso });
    expect((await post('deleteOferta', { urlOferta: copy.body.datos.urlAcceso })).body.status).toBe(Status.OfferDeleted);
    expect((await post('cerrarOferta', { urlOferta: sent.body.datos.urlAcceso, candidatoPropuestoPorServicio: false })).body.status).toBe(Status.OfferClosed);

    const byCompany = (await log('?entidad=offer')).filter((line) => line.usuario.includes('empresa@example.org'));
    expect(byCompany.map((l) => [l.idEntidad, l.accion, l.desde, l.hasta])).toEqual([
      [id, 'close', 'publicada', 'cerrada'],
      [copy.body.datos.idOferta, 'deleteOffer', 'borrador', null],
      [copy.body.datos.idOferta, 'duplicateOffer', String(id), 'borrador'],
      [id, 'submitOffer', null, 'pendiente'],
    ]);
    expect(byCompany.every((l) => l.detalle === 'Técnico de soporte')).toBe(true);
  });

  it('company data edits and a new contact (a new login for the company)', async () => {
    const data = await t.call('GET', '/api/Empresa/dameDatosEmpresa', { token: company });
    expect((await post('editaEmpresaCompletos', { ...validCompanyData, cif: data.body.datos.cif })).body.status).toBe(514);
    const added = await post('addContactoEmpresa', { ...validContact, email: 'nuevo.contacto@example.org' });
    expect(added.body.status, JSON.stringify(added.body)).toBe(Status.ContactCreated);

    const lines = await log(`?entidad=company&idEntidad=${companyId}`);
    expect(lines.map((l) => [l.accion, l.hasta])).toEqual([
      ['addContact', 'nuevo.contacto@example.org'],
      ['editData', null],
      // The contact's sign-in of beforeAll: a session of the company is a line too.
      ['signIn', null],
    ]);
    expect(lines[0]!.usuario).toContain('empresa@example.org');
  });

  it('a refused write leaves no line', async () => {
    const before = (await log('')).length;
    expect((await post('addContactoEmpresa', { ...validContact, email: 'nuevo.contacto@example.org' })).body.status).not.toBe(Status.ContactCreated);
    expect((await log('')).length).toBe(before);
  });
});
