import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { erasePendingAccounts } from './erasure.ts';

const HOUR_MS = 3600 * 1000;

/**
 * Runs the erasure at start and every hour while the server is up. Every API process may run it: the job claims
 * accounts with `skip locked`, so they share the work instead of repeating it.
 */
export function scheduleAccountErasure(app: FastifyInstance, db: Db, now: () => Date): void {
  const run = async () => {
    try {
      const result = await erasePendingAccounts(db, now());
      if (result.erased.length > 0) app.log.info({ erased: result.erased }, 'personal data of deregistered candidates erased');
      for (const failure of result.failed) app.log.error({ err: failure.error, userId: failure.userId }, 'erasure of a deregistered candidate failed');
    } catch (error) {
      app.log.error({ err: error }, 'account erasure run failed');
    }
  };
  const timer = setInterval(() => void run(), HOUR_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
  void run();
}
