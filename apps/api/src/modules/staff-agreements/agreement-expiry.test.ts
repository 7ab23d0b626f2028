import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGREEMENT_EXPIRY_REMINDER_DAYS } from '@portal/shared';
import { queueMail } from '../../mail/outbox.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { addDays, serviceDay } from '../offers/index.ts';
import { companyIdByEmail } from '../staff/staff.testing.ts';
import { expireAgreements, remindExpiringAgreements } from './agreement-expiry.ts';
import { renderNotification } from '../notifications/notification-texts.ts';

/**
 * The hourly pass over agreements: a formalised one past its date becomes expired (by the system, in its history,
 * with the company's notice); one within AGREEMENT_EXPIRY_REMINDER_DAYS of its date is reminded to the company and
 * the staff, once. docs/decisions.md, "The agreement's life after it is generated".
 */
describe('agreements reaching their expiry date', () => {
  let t: TestApp;
  let companyId: number;
  const queue = (handle: Parameters<typeof queueMail>[0], mails: Parameters<typeof queueMail>[1]) => queueMail(handle, mails, t.clock.now());
  const expire = () => expireAgreements(t.db, queue, t.config, t.clock.now());
  const remind = () => remindExpiringAgreements(t.db, queue, t.config, t.clock.now());
  const today = () => serviceDay(t.clock.now());

  async function formalised(expiresOn: string | null, state: 'formalizado' | 'enviadoSecretaria' = 'formalizado') {
    const row = await t.db
      .insertInto('agreements')
      .values({
        institution_id: 'generic',
        company_id: companyId,
        state,
        signer: JSON.stringify({ nombre: 'Jordi', apellidos: 'Ferrer', cargo: 'Gerent', dni: null, email: null, telefono: null }),
        management_contact_id: null,
        billing_contact_id: null,
        fiscal_account_id: null,
        order_number: null,
        file_id: null,
        remarks: null,
        expires_on: expiresOn,
        no_expiry: expiresOn === null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
  const stateOf = async (id: number) => (await t.db.selectFrom('agreements').select('state').where('id', '=', id).executeTakeFirstOrThrow()).state;
  const noticesOf = (kind: 'agreement.expired' | 'agreement.expiring', link: string) =>
    t.db
      .selectFrom('notifications as n')
      .innerJoin('users as u', 'u.id', 'n.user_id')
      .select(['u.role', 'n.user_id', 'n.params'])
      .where('n.kind', '=', kind)
      .where('n.link', '=', link)
      .execute();

  beforeAll(async () => {
    t = await createTestApp();
    companyId = await companyIdByEmail(t, 'empresa@example.org');
    // Only this test's agreements are near their date.
    await t.db.updateTable('agreements').set({ expires_on: addDays(today(), 400) }).where('expires_on', 'is not', null).execute();
  }, 120_000);
  afterAll(async () => t?.close());

  it('expires a formalised agreement past its date, once, with a line by the system and the company told', async () => {
    const past = await formalised(addDays(today(), -1));
    const lastDay = await formalised(today());
    const endless = await formalised(null);
    const notYetFormalised = await formalised(addDays(today(), -3), 'enviadoSecretaria');

    expect(await expire()).toBe(1);
    expect(await stateOf(past)).toBe('caducado');
    // Its last day it is still in force; no date, or not formalised: never by itself.
    expect(await stateOf(lastDay)).toBe('formalizado');
    expect(await stateOf(endless)).toBe('formalizado');
    expect(await stateOf(notYetFormalised)).toBe('enviadoSecretaria');

    const lines = await t.db.selectFrom('audit_log').select(['actor_name', 'actor_user_id', 'from_value', 'to_value']).where('entity', '=', 'agreement').where('entity_id', '=', past).execute();
    expect(lines).toEqual([{ actor_name: 'system', actor_user_id: null, from_value: 'formalizado', to_value: 'caducado' }]);
    const contacts = await t.db.selectFrom('company_contacts').select('user_id').where('company_id', '=', companyId).execute();
    const told = await noticesOf('agreement.expired', '/documentacion');
    const aboutPast = told.filter((n) => typeof (n.params as { fecha?: string }).fecha === 'string' && /^\d{2}\/\d{2}\/\d{4}$/.test((n.params as { fecha: string }).fecha));
    expect(aboutPast.map((n) => n.user_id).sort()).toEqual(contacts.map((c) => c.user_id).sort());
    // Its own wording, with the day it expired, in the three languages.
    const params = aboutPast[0]!.params as { empresa: string; fecha: string };
    expect(renderNotification('agreement.expired', params, 'es').text).toContain(`Tu convenio de colaboración (${params.empresa}) ha caducado el ${params.fecha}.`);
    expect(renderNotification('agreement.expired', params, 'ca').text).toContain(`ha caducat el ${params.fecha}`);
    expect(renderNotification('agreement.expired', params, 'en').title).toBe('Your agreement has expired');

    expect(await expire()).toBe(0);
    t.clock.advance(24 * 3600);
    // The next day the one on its last day goes too; the expired one is not moved again.
    expect(await expire()).toBe(1);
    expect(await stateOf(lastDay)).toBe('caducado');
  });

  it(`reminds the company and the staff ${AGREEMENT_EXPIRY_REMINDER_DAYS} days before, once per agreement`, async () => {
    const soon = await formalised(addDays(today(), AGREEMENT_EXPIRY_REMINDER_DAYS - 2));
    const later = await formalised(addDays(today(), AGREEMENT_EXPIRY_REMINDER_DAYS + 10));

    expect(await remind()).toBe(1);
    const company = await noticesOf('agreement.expiring', '/documentacion');
    const staff = await noticesOf('agreement.expiring', `/gestion/convenios/${soon}`);
    expect(company.length).toBeGreaterThan(0);
    expect(new Set(company.map((n) => n.role))).toEqual(new Set(['Empresa']));
    expect(staff.length).toBeGreaterThan(0);
    expect(new Set(staff.map((n) => n.role))).toEqual(new Set(['Gestor']));
    const [y, m, d] = addDays(today(), AGREEMENT_EXPIRY_REMINDER_DAYS - 2).split('-');
    expect(company[0]!.params).toMatchObject({ fecha: `${d}/${m}/${y}` });
    const mails = await t.db.selectFrom('mail_outbox').select('subject').where('subject', 'like', '%punto de caducar%').execute();
    expect(mails.length).toBeGreaterThan(0);

    // Again, and on the days after: never twice for the same agreement.
    expect(await remind()).toBe(0);
    t.clock.advance(24 * 3600);
    expect(await remind()).toBe(0);
    expect(await noticesOf('agreement.expiring', `/gestion/convenios/${soon}`)).toHaveLength(staff.length);
    expect(await noticesOf('agreement.expiring', `/gestion/convenios/${later}`)).toHaveLength(0);
  });
});
