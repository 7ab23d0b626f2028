import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { everyHour } from '../../lib/hourly.ts';
import { institutionOrigin } from '../../lib/public-origin.ts';
import type { DbHandle } from '../../lib/request-context.ts';
import type { QueuedMail } from '../../mail/outbox.ts';
import { notify, type NotificationEvent } from '../notifications/index.ts';
import { titlesOf } from './surveys.presenter.ts';
import * as repo from './surveys.repository.ts';

/** Readers told per batch (a notification row has ten columns, the protocol takes 65,535 parameters a statement). */
const READERS_PER_BATCH = 2000;

type Notify = (event: Omit<NotificationEvent, 'institutionId'> & { institutionId: string }) => Promise<void>;

/**
 * Tells everyone in an open survey's target who has not heard of it yet (`survey.assigned`, each in their language),
 * and notes them, in the caller's transaction: saving the survey again, or the hourly pass, never tells anyone twice;
 * a wider target tells only the newcomers. Those who already answered are not told.
 */
export async function announce(db: DbHandle, survey: repo.SurveyRow, now: Date, send: (event: Omit<NotificationEvent, 'institutionId'>) => Promise<void>): Promise<number> {
  const users = await repo.untoldTargetOf(db, survey.id);
  // A survey for every candidate reaches thousands: a batch a statement stays well under the protocol's parameters.
  for (let start = 0; start < users.length; start += READERS_PER_BATCH) {
    const batch = users.slice(start, start + READERS_PER_BATCH);
    await send({ kind: 'survey.assigned', to: { users: batch }, params: { encuesta: titlesOf(survey) }, link: `/encuestas/${survey.url_access}` });
    await repo.markTold(db, survey.id, batch, now);
  }
  if (users.length === 0) await repo.markTold(db, survey.id, [], now);
  return users.length;
}

type Queue = (handle: DbHandle, mails: readonly QueuedMail[]) => Promise<number>;

/** Announces the surveys that have opened since they were saved (their start was later), each in its own transaction. */
export async function announceOpenedSurveys(db: Db, queue: Queue, config: AppConfig, now: Date): Promise<number> {
  let told = 0;
  for (const survey of await repo.openUnannounced(db, now)) {
    await db.transaction().execute(async (trx) => {
      const row = await repo.findById(trx, survey.institution_id, survey.id, true);
      if (!row || row.notified_at !== null) return;
      const send: Notify = (event) =>
        notify({ db: trx, mail: (mails) => queue(trx, mails).then(() => undefined), origin: institutionOrigin(config, survey.institution_id), now }, event);
      told += await announce(trx, row, now, (event) => send({ ...event, institutionId: survey.institution_id }));
    });
  }
  return told;
}

export function scheduleSurveyNotices(app: FastifyInstance, deps: { db: Db; queue: Queue; nudge: () => void; config: AppConfig }): void {
  everyHour(app, 'survey notices', async () => {
    const told = await announceOpenedSurveys(deps.db, deps.queue, deps.config, deps.config.now());
    if (told > 0) {
      app.log.info({ told }, 'people told of surveys that opened');
      deps.nudge();
    }
  });
}
