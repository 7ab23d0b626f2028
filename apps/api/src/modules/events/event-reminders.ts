import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { everyHour } from '../../lib/hourly.ts';
import type { DbHandle } from '../../lib/request-context.ts';
import type { QueuedMail } from '../../mail/outbox.ts';
import { institutionOrigin } from '../../lib/public-origin.ts';
import { notify } from '../notifications/index.ts';
import { eventTitle } from './events.presenter.ts';
import './events.tables.ts';

/** Enrolled candidates hear of an event this many hours before it starts (the day before), once per enrolment. */
export const EVENT_REMINDER_HOURS = 24;

type Queue = (handle: DbHandle, mails: readonly QueuedMail[]) => Promise<number>;

/**
 * Reminds every enrolled candidate (not those waiting) of the events that start within EVENT_REMINDER_HOURS.
 * Each enrolment is marked by the same conditional update that picks it, in the transaction of its notification,
 * so two processes or two passes never remind it twice.
 */
export async function remindEvents(db: Db, queue: Queue, config: AppConfig, now: Date): Promise<number> {
  const events = await db
    .selectFrom('events')
    .select(['id', 'institution_id', 'url_access', 'title', 'category', 'starts_at', 'place', 'image_url', 'featured', 'lead', 'description', 'translations', 'gallery', 'videos', 'capacity'])
    .where('starts_at', '>', now)
    .where('starts_at', '<=', new Date(now.getTime() + EVENT_REMINDER_HOURS * 3600 * 1000))
    .where((eb) => eb.exists(eb.selectFrom('event_enrolments as e').select('e.id').whereRef('e.event_id', '=', 'events.id').where('e.state', '=', 'inscrito').where('e.reminded_at', 'is', null)))
    .execute();
  let told = 0;
  for (const event of events) {
    await db.transaction().execute(async (trx) => {
      const users = await trx
        .updateTable('event_enrolments')
        .set({ reminded_at: now })
        .where('event_id', '=', event.id)
        .where('state', '=', 'inscrito')
        .where('reminded_at', 'is', null)
        .returning('user_id')
        .execute();
      if (users.length === 0) return;
      await notify(
        { db: trx, mail: (mails) => queue(trx, mails).then(() => undefined), origin: institutionOrigin(config, event.institution_id), now },
        {
          kind: 'event.reminder',
          institutionId: event.institution_id,
          to: { users: users.map((u) => u.user_id) },
          params: { evento: { es: eventTitle(event, 'es'), ca: eventTitle(event, 'ca'), en: eventTitle(event, 'en') }, lugar: event.place },
          link: `/eventos/${event.id}`,
        },
      );
      told += users.length;
    });
  }
  return told;
}

export function scheduleEventReminders(app: FastifyInstance, deps: { db: Db; queue: Queue; nudge: () => void; config: AppConfig }): void {
  everyHour(app, 'event reminders', async () => {
    const told = await remindEvents(deps.db, deps.queue, deps.config, deps.config.now());
    if (told > 0) {
      app.log.info({ told }, 'candidates reminded of tomorrow’s events');
      deps.nudge();
    }
  });
}
