import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { everyHour } from '../../lib/hourly.ts';
import { institutionOrigin } from '../../lib/public-origin.ts';
import type { DbHandle } from '../../lib/request-context.ts';

type Queue = (handle: DbHandle, mails: readonly QueuedMail[]) => Promise<number>;
import type { QueuedMail } from '../../mail/outbox.ts';
import { serviceDay, serviceHour } from '../offers/index.ts';
import { digestMail } from './notification-mail.ts';
import { resolveJwtSecret } from '../../lib/jwt-secret.ts';
import { DIGEST_UNSUBSCRIBE_PAGE, digestUnsubscribeToken } from './digest-unsubscribe.ts';
import type { NotificationParams } from './notification-texts.ts';
import './notifications.tables.ts';

/**
 * One mail per reader (and company) with what waits for their daily summary. The mail's dedupe key names the
 * reader and the service day, so several processes, or several passes in a day, queue it once; the notifications
 * it carries stop waiting only when this pass queued it, so none is dropped by a pass that lost the race.
 */
export async function sendDigests(db: Db, queue: Queue, config: AppConfig, now: Date): Promise<number> {
  const pending = await db
    .selectFrom('notifications as n')
    .innerJoin('users as u', 'u.id', 'n.user_id')
    .select(['n.id', 'n.institution_id', 'n.user_id', 'n.company_id', 'n.kind', 'n.params', 'n.link', 'u.email', 'u.language'])
    .where('n.digest_pending', '=', true)
    .where('n.deleted_at', 'is', null)
    .where('n.created_at', '<=', now)
    .orderBy('n.id')
    .execute();
  const byReader = new Map<string, typeof pending>();
  for (const row of pending) {
    const key = `${row.user_id}:${row.company_id ?? ''}`;
    byReader.set(key, [...(byReader.get(key) ?? []), row]);
  }
  let sent = 0;
  const day = serviceDay(now);
  const secret = byReader.size > 0 ? await resolveJwtSecret(db, config.jwtSecret) : '';
  for (const [key, rows] of byReader) {
    const first = rows[0]!;
    const origin = institutionOrigin(config, first.institution_id);
    const mail = digestMail(
      { email: first.email, language: first.language },
      first.institution_id,
      origin,
      rows.map((r) => ({ kind: r.kind, params: r.params as NotificationParams, link: r.link })),
      `${origin}${DIGEST_UNSUBSCRIBE_PAGE}?t=${digestUnsubscribeToken(secret, first.user_id, first.company_id)}`,
      `digest:${key}:${day}`,
    );
    await db.transaction().execute(async (trx) => {
      if ((await queue(trx, [mail])) === 0) return;
      await trx.updateTable('notifications').set({ digest_pending: false }).where('id', 'in', rows.map((r) => r.id)).execute();
      sent++;
    });
  }
  return sent;
}

/** Summaries leave once a day, from 08:00 in Madrid; the pass runs hourly so a process started late still sends them. */
export const DIGEST_HOUR = 8;

export function scheduleDigests(app: FastifyInstance, deps: { db: Db; queue: Queue; nudge: () => void; config: AppConfig }): void {
  everyHour(app, 'daily notification summaries', async () => {
    const now = deps.config.now();
    if (serviceHour(now) < DIGEST_HOUR) return;
    const sent = await sendDigests(deps.db, deps.queue, deps.config, now);
    if (sent > 0) {
      app.log.info({ sent }, 'daily notification summaries queued');
      deps.nudge();
    }
  });
}
