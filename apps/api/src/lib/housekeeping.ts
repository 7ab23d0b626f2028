import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { everyHour } from './hourly.ts';
import { pruneExpiredCounters } from './rate-limit.ts';
import { pruneKnownSignIns } from '../modules/auth/known-sign-ins.ts';

/**
 * Hourly clean-up of rows that only ever grow: the rate-limit counters whose window has ended, and the devices and
 * addresses an account has not signed in from for long.
 */
export function scheduleHousekeeping(app: FastifyInstance, db: Db, now: () => Date): void {
  everyHour(app, 'housekeeping run', async () => {
    const pruned = await pruneExpiredCounters(db, now());
    if (pruned > 0) app.log.info({ pruned }, 'expired rate-limit counters deleted');
    const forgotten = await pruneKnownSignIns(db, now());
    if (forgotten > 0) app.log.info({ forgotten }, 'sign-in devices and addresses unused for long forgotten');
  });
}
