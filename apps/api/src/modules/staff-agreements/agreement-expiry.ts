import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { AGREEMENT_EXPIRY_REMINDER_DAYS, AGREEMENT_STATES, EXPIRED_STATE, expiresByDate } from '@portal/shared';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { everyHour } from '../../lib/hourly.ts';
import { institutionOrigin } from '../../lib/public-origin.ts';
import type { DbHandle } from '../../lib/request-context.ts';
import type { QueuedMail } from '../../mail/outbox.ts';
import { notify, type NotifyContext } from '../notifications/index.ts';
import { addDays, serviceDay } from '../offers/index.ts';
import { recordSystemAudit } from '../staff-audit/index.ts';
import '../company-agreements/company-agreements.tables.ts';

type Queue = (handle: DbHandle, mails: readonly QueuedMail[]) => Promise<number>;

/** The states whose agreements run out by their date (formalised): read from the one table. */
const EXPIRING_STATES = AGREEMENT_STATES.filter(expiresByDate);

const dayText = (day: string) => {
  const [y, m, d] = day.split('-');
  return `${d}/${m}/${y}`;
};

function notifyContext(trx: DbHandle, queue: Queue, config: AppConfig, institutionId: string, now: Date): NotifyContext {
  return { db: trx, mail: (mails) => queue(trx, mails).then(() => undefined), origin: institutionOrigin(config, institutionId), now };
}

/**
 * Formalised agreements whose expiry date has passed become expired, each in its own transaction: the move only
 * happens while the agreement is still formalised (a staff move in between wins), with its change-log line (by the
 * system) and the company's notice, so a second pass or process finds nothing left to do.
 */
export async function expireAgreements(db: Db, queue: Queue, config: AppConfig, now: Date): Promise<number> {
  const today = serviceDay(now);
  const due = await db
    .selectFrom('agreements as a')
    .innerJoin('companies as c', 'c.id', 'a.company_id')
    .select(['a.id', 'a.institution_id', 'a.company_id', 'a.state', 'c.trade_name', sql<string>`to_char(a.expires_on, 'YYYY-MM-DD')`.as('expires_on')])
    .where('a.state', 'in', EXPIRING_STATES)
    .where('a.no_expiry', '=', false)
    .where('a.expires_on', '<', today)
    .execute();
  let expired = 0;
  for (const agreement of due) {
    await db.transaction().execute(async (trx) => {
      const moved = await trx
        .updateTable('agreements')
        .set({ state: EXPIRED_STATE, remarks: null, updated_at: sql`now()` })
        .where('id', '=', agreement.id)
        .where('state', '=', agreement.state)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) return;
      await recordSystemAudit(trx, agreement.institution_id, {
        entity: 'agreement',
        entityId: agreement.id,
        action: 'changeState',
        from: agreement.state,
        to: EXPIRED_STATE,
        detail: agreement.trade_name,
      });
      await notify(notifyContext(trx, queue, config, agreement.institution_id, now), {
        // Its own wording (not the generic state change: nobody at the service changed it).
        kind: 'agreement.expired',
        institutionId: agreement.institution_id,
        to: { company: agreement.company_id },
        params: { empresa: agreement.trade_name, fecha: dayText(agreement.expires_on) },
        link: '/documentacion',
      });
      expired++;
    });
  }
  return expired;
}

/**
 * Reminds the company's contacts and the staff of a formalised agreement AGREEMENT_EXPIRY_REMINDER_DAYS days (or
 * fewer, for a pass that missed days) before its expiry date, once per agreement: the reminder's day is written on
 * the agreement in the same transaction as the notices, only where none was written yet.
 */
export async function remindExpiringAgreements(db: Db, queue: Queue, config: AppConfig, now: Date): Promise<number> {
  const today = serviceDay(now);
  const soon = await db
    .selectFrom('agreements as a')
    .innerJoin('companies as c', 'c.id', 'a.company_id')
    .select(['a.id', 'a.institution_id', 'a.company_id', 'c.trade_name', sql<string>`a.expires_on::text`.as('expires_on')])
    .where('a.state', 'in', EXPIRING_STATES)
    .where('a.no_expiry', '=', false)
    .where('a.expiry_reminded_at', 'is', null)
    .where('a.expires_on', '>=', today)
    .where('a.expires_on', '<=', addDays(today, AGREEMENT_EXPIRY_REMINDER_DAYS))
    .execute();
  let reminded = 0;
  for (const agreement of soon) {
    await db.transaction().execute(async (trx) => {
      const marked = await trx
        .updateTable('agreements')
        .set({ expiry_reminded_at: now })
        .where('id', '=', agreement.id)
        .where('expiry_reminded_at', 'is', null)
        .executeTakeFirst();
      if (Number(marked.numUpdatedRows) !== 1) return;
      const context = notifyContext(trx, queue, config, agreement.institution_id, now);
      const params = { empresa: agreement.trade_name, fecha: dayText(agreement.expires_on) };
      await notify(context, { kind: 'agreement.expiring', institutionId: agreement.institution_id, to: { company: agreement.company_id }, params, link: '/documentacion' });
      await notify(context, { kind: 'agreement.expiring', institutionId: agreement.institution_id, to: { staff: true }, params, link: `/gestion/convenios/${agreement.id}` });
      reminded++;
    });
  }
  return reminded;
}

/** The hourly pass: first the agreements past their date expire, then the ones close to it are reminded. */
export function scheduleAgreementExpiry(app: FastifyInstance, deps: { db: Db; queue: Queue; nudge: () => void; config: AppConfig }): void {
  everyHour(app, 'agreement expiry', async () => {
    const now = deps.config.now();
    const expired = await expireAgreements(deps.db, deps.queue, deps.config, now);
    const reminded = await remindExpiringAgreements(deps.db, deps.queue, deps.config, now);
    if (expired + reminded > 0) {
      app.log.info({ expired, reminded }, 'agreements expired and reminded');
      deps.nudge();
    }
  });
}
