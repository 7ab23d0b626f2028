import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { everyHour } from '../../lib/hourly.ts';
import type { DbHandle } from '../../lib/request-context.ts';
import type { QueuedMail } from '../../mail/outbox.ts';
import { addDays, serviceDay } from '../offers/index.ts';
import { institutionOrigin } from '../../lib/public-origin.ts';
import { notify } from '../notifications/index.ts';

/** A company hears this many days before its published offer stops taking candidates, once per offer. */
export const EXPIRY_REMINDER_DAYS = 3;

type Queue = (handle: DbHandle, mails: readonly QueuedMail[]) => Promise<number>;

/**
 * Tells the contacts of every company whose published offer expires in EXPIRY_REMINDER_DAYS days (or sooner, for a
 * pass that missed a day), once per offer: the offer is locked for the check and the write, so two processes or
 * two passes never tell it twice.
 */
export async function remindExpiringOffers(db: Db, queue: Queue, config: AppConfig, now: Date): Promise<number> {
  const today = serviceDay(now);
  const offers = await db
    .selectFrom('offers')
    .select(['id', 'institution_id', 'company_id', 'title', sql<string>`expires_on::text`.as('expires_on')])
    .where('state', '=', 'published')
    .where('expires_on', '>=', today)
    .where('expires_on', '<=', addDays(today, EXPIRY_REMINDER_DAYS))
    .execute();
  let told = 0;
  for (const offer of offers) {
    const link = `/mis-ofertas/${offer.id}`;
    await db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(hashtext(${`offer-expiring:${offer.id}`}))`.execute(trx);
      const already = await trx.selectFrom('notifications').select('id').where('kind', '=', 'offer.expiring').where('link', '=', link).executeTakeFirst();
      if (already) return;
      const [y, m, d] = offer.expires_on.split('-');
      await notify(
        { db: trx, mail: (mails) => queue(trx, mails).then(() => undefined), origin: institutionOrigin(config, offer.institution_id), now },
        { kind: 'offer.expiring', institutionId: offer.institution_id, to: { company: offer.company_id }, params: { oferta: offer.title, fecha: `${d}/${m}/${y}` }, link },
      );
      told++;
    });
  }
  return told;
}

export function scheduleExpiryReminders(app: FastifyInstance, deps: { db: Db; queue: Queue; nudge: () => void; config: AppConfig }): void {
  everyHour(app, 'offer expiry reminders', async () => {
    const told = await remindExpiringOffers(deps.db, deps.queue, deps.config, deps.config.now());
    if (told > 0) {
      app.log.info({ told }, 'companies told of offers about to expire');
      deps.nudge();
    }
  });
}
