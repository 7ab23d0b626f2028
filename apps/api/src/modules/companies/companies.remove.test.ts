import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, Status } from '@portal/shared';
import type { Actor } from '../../lib/request-context.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { removeContact } from './companies.service.ts';
import { companyOf, validContact, validFiscalAccount } from './companies.testing.ts';

/**
 * A company removes its contacts and retires its fiscal accounts (portal extensions borraContactoEmpresa and
 * borraCuentaFacturacion; docs/decisions.md, "Removing a company's contacts and fiscal accounts").
 */

let t: TestApp;
let token: string;
let staff: string;
let companyId: number;
let me: number;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('Empresa', 'empresa@example.org');
  staff = await t.login('Gestor', 'gestor@example.org');
  const [own] = await companyOf(t, 'empresa@example.org');
  companyId = own!.id;
  me = own!.user_id;
});
afterAll(async () => {
  await t?.close();
});

const get = (path: string, as = token) => t.call('GET', path, { token: as });
const post = (path: string, body: unknown, as = token) => t.call('POST', path, { token: as, body });
const emails = (datos: { contactos: { email: string }[] }) => datos.contactos.map((c) => c.email);

/** Adds a contact through the company's own call and lets it sign in (the demo password, the data-protection text accepted). */
async function addSignedInContact(email: string, as = token, idEmpresa?: number) {
  const added = await post('/api/Empresa/addContactoEmpresa', { ...validContact, email }, as);
  expect(added.body.status).toBe(Status.ContactCreated);
  await sql`update users set password_hash = demo.password_hash, rgpd_version = demo.rgpd_version, rgpd_accepted_at = now()
            from users demo where demo.email = 'empresa@example.org' and users.email = ${email}`.execute(t.db);
  const user = await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return { id: user.id, token: await t.login('Empresa', email, idEmpresa === undefined ? {} : { idEmpresa }) };
}

const auditOf = (action: string, entityId: number) =>
  t.db.selectFrom('audit_log').select(['entity', 'entity_id', 'actor_user_id', 'from_value', 'detail']).where('action', '=', action).where('entity_id', '=', entityId).execute();

/** An agreement of the company naming a contact and an account, as the service's agreements do. */
async function agreementNaming(company: number, contactId: number | null, accountId: number | null) {
  const row = await t.db
    .insertInto('agreements')
    .values({
      institution_id: 'generic',
      company_id: company,
      state: 'formalizado',
      signer: JSON.stringify({ nombre: 'Firma', apellidos: 'Dora', cargo: 'Gerente', dni: null }),
      management_contact_id: contactId,
      billing_contact_id: contactId,
      fiscal_account_id: accountId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('removing a contact (borraContactoEmpresa)', () => {
  it('removes the contact from the list, writes the change log, and the agreements that name the person keep their name', async () => {
    const laura = await addSignedInContact('laura.retirada@pruebas.example');
    const agreement = await agreementNaming(companyId, laura.id, null);

    const res = await post('/api/Empresa/borraContactoEmpresa', { idContacto: laura.id });
    expect(res.body.status).toBe(Status.ChangesSaved);
    expect(emails(res.body.datos)).not.toContain('laura.retirada@pruebas.example');
    expect(emails((await get('/api/Empresa/dameDatosContactoEmpresa')).body.datos)).toEqual(['empresa@example.org']);

    expect(await auditOf('removeContact', companyId)).toEqual([
      { entity: 'company', entity_id: companyId, actor_user_id: me, from_value: 'laura.retirada@pruebas.example', detail: `${validContact.nombre} ${validContact.apellidos}` },
    ]);
    // The history: the agreement still names the person who managed it.
    const detail = await get(`/api/Gestor/dameConvenioGestor/${agreement}`, staff);
    expect(detail.body.datos.contactoGestion).toMatchObject({ email: 'laura.retirada@pruebas.example' });
  });

  it("ends the removed contact's sessions for the company, and a new sign-in finds no company", async () => {
    const pere = await addSignedInContact('pere.sortint@pruebas.example');
    expect((await get('/api/Empresa/dameDatosEmpresa', pere.token)).body.status).toBe(Status.Ok);

    expect((await post('/api/Empresa/borraContactoEmpresa', { idContacto: pere.id })).body.status).toBe(Status.ChangesSaved);
    const after = await get('/api/Empresa/dameDatosEmpresa', pere.token);
    expect(after.statusCode).toBe(401);
    expect(after.body.status).toBe(Status.SessionExpired);
    const again = await t.call('POST', '/api/Empresa/logaUsuario', { body: { usuario: 'pere.sortint@pruebas.example', password: 'Demo1234' } });
    expect(again.body.status).toBe(Status.CompanyNotValidatedOrBlocked);
  });

  it('takes away the unused set-password link of a person left without any company, and only theirs', async () => {
    const links = (userId: number) => t.db.selectFrom('password_tokens').select('id').where('user_id', '=', userId).where('used_at', 'is', null).execute();
    const added = await post('/api/Empresa/addContactoEmpresa', { ...validContact, email: 'nuria.nova@pruebas.example' });
    expect(added.body.status).toBe(Status.ContactCreated);
    const nuria = await t.db.selectFrom('users').select('id').where('email', '=', 'nuria.nova@pruebas.example').executeTakeFirstOrThrow();
    const kept = await post('/api/Empresa/addContactoEmpresa', { ...validContact, email: 'oriol.queda@pruebas.example' });
    const oriol = await t.db.selectFrom('users').select('id').where('email', '=', 'oriol.queda@pruebas.example').executeTakeFirstOrThrow();
    expect(kept.body.status).toBe(Status.ContactCreated);
    expect(await links(nuria.id)).toHaveLength(1);

    expect((await post('/api/Empresa/borraContactoEmpresa', { idContacto: nuria.id })).body.status).toBe(Status.ChangesSaved);
    expect(await links(nuria.id)).toEqual([]);
    expect(await links(oriol.id)).toHaveLength(1);
    // The company as it was, for the tests that count its contacts.
    expect((await post('/api/Empresa/borraContactoEmpresa', { idContacto: oriol.id })).body.status).toBe(Status.ChangesSaved);
  });

  it('of a person who works for several companies, only the link to this company goes; the next oldest contact becomes primary', async () => {
    const [first, second] = await companyOf(t, 'multi@example.org');
    const multiHere = await t.login('Empresa', 'multi@example.org', { idEmpresa: first!.id });
    const multiThere = await t.login('Empresa', 'multi@example.org', { idEmpresa: second!.id });
    await t.db.updateTable('company_contacts').set({ is_primary: false }).where('company_id', '=', first!.id).execute();
    await t.db.updateTable('company_contacts').set({ is_primary: true }).where('company_id', '=', first!.id).where('user_id', '=', first!.user_id).execute();
    const colleague = await addSignedInContact('ana.colega@pruebas.example', multiHere, first!.id);

    const res = await post('/api/Empresa/borraContactoEmpresa', { idContacto: first!.user_id }, colleague.token);
    expect(res.body.status).toBe(Status.ChangesSaved);
    expect(res.body.datos.contactos).toEqual(expect.arrayContaining([expect.objectContaining({ email: 'ana.colega@pruebas.example', principal: true })]));
    expect(emails(res.body.datos)).not.toContain('multi@example.org');

    expect((await get('/api/Empresa/dameDatosEmpresa', multiHere)).body.status).toBe(Status.SessionExpired);
    const there = await get('/api/Empresa/dameDatosContactoEmpresa', multiThere);
    expect(there.body.status).toBe(Status.Ok);
    expect(emails(there.body.datos)).toContain('multi@example.org');
    expect((await companyOf(t, 'multi@example.org')).map((c) => c.id)).toEqual([second!.id]);
  });

  it('adding the address of a removed person again links the same person back', async () => {
    const before = await t.db.selectFrom('users').select('id').where('email', '=', 'laura.retirada@pruebas.example').executeTakeFirstOrThrow();
    const res = await post('/api/Empresa/addContactoEmpresa', { ...validContact, nombre: 'Laura (de vuelta)', email: 'laura.retirada@pruebas.example' });
    expect(res.body.status).toBe(Status.ContactCreated);
    expect(res.body.datos.contactos).toEqual(expect.arrayContaining([expect.objectContaining({ idContacto: before.id, nombre: 'Laura (de vuelta)' })]));
    expect((await post('/api/Empresa/borraContactoEmpresa', { idContacto: before.id })).body.status).toBe(Status.ChangesSaved);
    // An edit cannot take over the address of a person who is nobody's contact now.
    const [mine] = (await get('/api/Empresa/dameDatosContactoEmpresa')).body.datos.contactos;
    const taken = await post('/api/Empresa/editaContactoEmpresa', { ...validContact, idContacto: mine.idContacto, email: 'laura.retirada@pruebas.example' });
    expect(taken.body.status).toBe(Status.EmailBelongsToAnotherCompany);
  });

  it('612: a contact cannot remove themselves; nothing changes', async () => {
    const res = await post('/api/Empresa/borraContactoEmpresa', { idContacto: me });
    expect(res.statusCode).toBe(409);
    expect(res.body.status).toBe(Status.CannotRemoveOwnContact);
    expect(emails((await get('/api/Empresa/dameDatosContactoEmpresa')).body.datos)).toContain('empresa@example.org');
  });

  it("608: another company's contact, or an id that is no contact, like any id that does not exist", async () => {
    const [other] = await companyOf(t, 'multi@example.org');
    const foreign = await post('/api/Empresa/borraContactoEmpresa', { idContacto: other!.user_id });
    expect(foreign.body.status).toBe(Status.NotFound);
    expect(await companyOf(t, 'multi@example.org')).toHaveLength(1);
    expect((await post('/api/Empresa/borraContactoEmpresa', { idContacto: 99_999_999 })).body.status).toBe(Status.NotFound);
  });

  it('bad input answers a catalogue code, never a 5xx', async () => {
    for (const body of [{}, { idContacto: 'abc' }, { idContacto: -1 }, { idContacto: 1.5 }, { idContacto: '9'.repeat(40) }, { idContacto: null }]) {
      const res = await post('/api/Empresa/borraContactoEmpresa', body);
      expect(res.statusCode, JSON.stringify(body)).toBeLessThan(500);
      expect(res.body.status, JSON.stringify(body)).toBe(Status.MissingMandatoryData);
    }
  });

  it('two contacts removing each other at once: one of them goes, the company keeps the other', async () => {
    const [second] = (await companyOf(t, 'multi@example.org')).slice(-1);
    const multi = await t.login('Empresa', 'multi@example.org', { idEmpresa: second!.id });
    const other = await addSignedInContact('a.la.vez@pruebas.example', multi, second!.id);
    const [a, b] = await Promise.all([
      post('/api/Empresa/borraContactoEmpresa', { idContacto: other.id }, multi),
      post('/api/Empresa/borraContactoEmpresa', { idContacto: second!.user_id }, other.token),
    ]);
    const statuses = [a.body.status, b.body.status];
    expect(statuses.filter((s) => s === Status.ChangesSaved)).toHaveLength(1);
    // The loser was either already signed out of the company (2) or found itself the last one left (613).
    expect([Status.SessionExpired, Status.LastCompanyContact]).toContain(statuses.find((s) => s !== Status.ChangesSaved));
    const left = await t.db.selectFrom('company_contacts').select('user_id').where('company_id', '=', second!.id).execute();
    expect(left).toHaveLength(1);
    // Back as it was: multi@ a contact of this company.
    if (left[0]!.user_id !== second!.user_id) {
      await t.db.insertInto('company_contacts').values({ company_id: second!.id, user_id: second!.user_id, is_primary: true }).execute();
      await t.db.deleteFrom('company_contacts').where('company_id', '=', second!.id).where('user_id', '=', other.id).execute();
    }
  });

  it('613: the removal that would leave the company with nobody to act for it (the caller removed a moment before by the other)', async () => {
    const [company] = await companyOf(t, 'empresa@example.org');
    const other = await addSignedInContact('ultima.persona@pruebas.example');
    // The other contact removed the caller a moment ago; the caller's call, already past the session check, comes second.
    const mine = await t.db.selectFrom('company_contacts').selectAll().where('company_id', '=', company!.id).where('user_id', '=', me).executeTakeFirstOrThrow();
    await t.db.deleteFrom('company_contacts').where('company_id', '=', company!.id).where('user_id', '=', me).execute();
    const actor: Actor = { institutionId: 'generic', brand: brands.generic, language: 'es', userId: me, role: 'Empresa', companyId: company!.id };
    await expect(removeContact(t.db, actor, { idContacto: other.id })).rejects.toMatchObject({ status: Status.LastCompanyContact });
    expect((await companyOf(t, 'ultima.persona@pruebas.example')).map((c) => c.id)).toEqual([company!.id]);
    // Back as it was for the other tests of this file.
    await t.db.insertInto('company_contacts').values(mine).execute();
    await t.db.deleteFrom('company_contacts').where('company_id', '=', company!.id).where('user_id', '=', other.id).execute();
  });
});

describe('retiring a fiscal account (borraCuentaFacturacion)', () => {
  it('takes the account off the list, keeps the row for the agreements that name it, and writes the change log', async () => {
    const kept = await post('/api/Empresa/addCuentaFacturacion', validFiscalAccount);
    const gone = await post('/api/Empresa/addCuentaFacturacion', { ...validFiscalAccount, NombreFiscal: 'Cuenta Antigua SL' });
    const agreement = await agreementNaming(companyId, null, gone.body.datos.idCuenta);

    const res = await post('/api/Empresa/borraCuentaFacturacion', { idCuenta: gone.body.datos.idCuenta });
    expect(res.body.status).toBe(Status.ChangesSaved);
    const ids = (accounts: { idCuenta: number }[]) => accounts.map((a) => a.idCuenta);
    expect(ids(res.body.datos)).toContain(kept.body.datos.idCuenta);
    expect(ids(res.body.datos)).not.toContain(gone.body.datos.idCuenta);
    expect(ids((await get('/api/empresa/dameCuentasFacturacion')).body.datos)).not.toContain(gone.body.datos.idCuenta);

    const row = await t.db.selectFrom('fiscal_accounts').select(['retired_at']).where('id', '=', gone.body.datos.idCuenta).executeTakeFirstOrThrow();
    expect(row.retired_at).toBeInstanceOf(Date);
    const detail = await get(`/api/Gestor/dameConvenioGestor/${agreement}`, staff);
    expect(detail.body.datos.cuentaFacturacion).toMatchObject({ idCuenta: gone.body.datos.idCuenta, nombreFiscal: 'Cuenta Antigua SL' });
    expect(await auditOf('removeFiscalAccount', companyId)).toEqual([
      { entity: 'company', entity_id: companyId, actor_user_id: me, from_value: validFiscalAccount.CIF, detail: 'Cuenta Antigua SL' },
    ]);


    // Two removals of one account at once: it is retired, and logged, once.
    const twice = await post('/api/Empresa/addCuentaFacturacion', { ...validFiscalAccount, NombreFiscal: 'Cuenta Doble SL' });
    const both = await Promise.all([1, 2].map(() => post('/api/Empresa/borraCuentaFacturacion', { idCuenta: twice.body.datos.idCuenta })));
    expect(both.map((r) => r.body.status).sort()).toEqual([Status.ChangesSaved, Status.NotFound]);
    expect((await auditOf('removeFiscalAccount', companyId)).filter((r) => r.detail === 'Cuenta Doble SL')).toHaveLength(1);

    // Already retired: not found, like an id that does not exist.
    expect((await post('/api/Empresa/borraCuentaFacturacion', { idCuenta: gone.body.datos.idCuenta })).body.status).toBe(Status.NotFound);
  });

  it("608: another company's account is neither retired nor shown", async () => {
    const [first] = await companyOf(t, 'multi@example.org');
    const multi = await t.login('Empresa', 'multi@example.org', { idEmpresa: first!.id });
    const theirs = await post('/api/Empresa/addCuentaFacturacion', { ...validFiscalAccount, NombreFiscal: 'Cuenta Ajena SL' }, multi);
    const res = await post('/api/Empresa/borraCuentaFacturacion', { idCuenta: theirs.body.datos.idCuenta });
    expect(res.body.status).toBe(Status.NotFound);
    expect(JSON.stringify(res.body)).not.toContain('Cuenta Ajena');
    const row = await t.db.selectFrom('fiscal_accounts').select(['retired_at']).where('id', '=', theirs.body.datos.idCuenta).executeTakeFirstOrThrow();
    expect(row.retired_at).toBeNull();
  });

  it('bad input answers a catalogue code, never a 5xx', async () => {
    for (const body of [{}, { idCuenta: 'x' }, { idCuenta: 0 }, { idCuenta: [1] }]) {
      const res = await post('/api/Empresa/borraCuentaFacturacion', body);
      expect(res.statusCode, JSON.stringify(body)).toBeLessThan(500);
      expect(res.body.status, JSON.stringify(body)).toBe(Status.MissingMandatoryData);
    }
  });
});
