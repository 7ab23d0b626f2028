import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { pruneExpiredCounters } from './rate-limit.ts';

const HOUR_MS = 3600 * 1000;

/** Hourly clean-up of rows that only ever grow: the rate-limit counters whose window has ended. */
export function scheduleHousekeeping(app: FastifyInstance, db: Db, now: () => Date): void {
  const run = async () => {
    try {
      const pruned = await pruneExpiredCounters(db, now());
      if (pruned > 0) app.log.info({ pruned }, 'expired rate-limit counters deleted');
    } catch (error) {
      app.log.error({ err: error }, 'housekeeping run failed');
    }
  };
  const timer = setInterval(() => void run(), HOUR_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
