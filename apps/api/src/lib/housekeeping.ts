import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { pruneExpiredCounters } from './rate-limit.ts';
import { pruneKnownSignIns } from '../modules/auth/known-sign-ins.ts';

const HOUR_MS = 3600 * 1000;

/**
 * Hourly clean-up of rows that only ever grow: the rate-limit counters whose window has ended, and the devices and
 * addresses an account has not signed in from for long.
 */
export function scheduleHousekeeping(app: FastifyInstance, db: Db, now: () => Date): void {
  const run = async () => {
    try {
      const pruned = await pruneExpiredCounters(db, now());
      if (pruned > 0) app.log.info({ pruned }, 'expired rate-limit counters deleted');
      const forgotten = await pruneKnownSignIns(db, now());
      if (forgotten > 0) app.log.info({ forgotten }, 'sign-in devices and addresses unused for long forgotten');
    } catch (error) {
      app.log.error({ err: error }, 'housekeeping run failed');
    }
  };
  const timer = setInterval(() => void run(), HOUR_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
