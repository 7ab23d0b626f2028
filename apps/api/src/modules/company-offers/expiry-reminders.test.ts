import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { queueMail } from '../../mail/outbox.ts';
import { addDays, serviceDay } from '../offers/index.ts';
import { offersFactory, type OffersFactory } from '../offers/offers.factory.ts';
import { EXPIRY_REMINDER_DAYS, remindExpiringOffers } from './expiry-reminders.ts';

describe('offers about to expire', () => {
  let t: TestApp;
  let f: OffersFactory;
  const queue = (handle: Parameters<typeof queueMail>[0], mails: Parameters<typeof queueMail>[1]) => queueMail(handle, mails, t.clock.now());
  const remind = () => remindExpiringOffers(t.db, queue, t.config, t.clock.now());
  const toldOf = (offerId: number) => t.db.selectFrom('notifications').select(['user_id', 'params']).where('kind', '=', 'offer.expiring').where('link', '=', `/mis-ofertas/${offerId}`).execute();

  beforeAll(async () => {
    t = await createTestApp();
    f = offersFactory(t);
    // Only this test's offers are near their end.
    await t.db.updateTable('offers').set({ expires_on: addDays(serviceDay(t.clock.now()), 60) }).where('state', '=', 'published').execute();
  }, 120_000);
  afterAll(async () => t?.close());

  it('tells the company’s contacts once, by mail too, when a published offer is days from its end', async () => {
    const soon = await f.offer({ expires_on: addDays(serviceDay(t.clock.now()), EXPIRY_REMINDER_DAYS - 1), title: 'Oferta que caduca pronto' });
    const later = await f.offer({ expires_on: addDays(serviceDay(t.clock.now()), EXPIRY_REMINDER_DAYS + 5) });
    const contacts = await t.db.selectFrom('company_contacts').select('user_id').where('company_id', '=', await f.companyId()).execute();

    expect(await remind()).toBe(1);
    const told = await toldOf(soon.id);
    expect(told.map((n) => n.user_id).sort()).toEqual(contacts.map((c) => c.user_id).sort());
    expect(told[0]!.params).toMatchObject({ oferta: 'Oferta que caduca pronto' });
    expect(await toldOf(later.id)).toHaveLength(0);
    const mails = await t.db.selectFrom('mail_outbox').select('subject').where('subject', 'like', '%caducar%').execute();
    expect(mails.length).toBeGreaterThan(0);

    // Again, and on the days after: never twice for the same offer.
    expect(await remind()).toBe(0);
    t.clock.advance(24 * 3600);
    expect(await remind()).toBe(0);
    expect(await toldOf(soon.id)).toHaveLength(told.length);
  });
});
