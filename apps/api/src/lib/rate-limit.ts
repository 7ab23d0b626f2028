import { Status } from '@portal/shared';
import type { Db } from '../db/database.ts';
import { AppError } from './app-error.ts';

export interface RateRule {
  bucket: string;
  max: number;
  windowSeconds: number;
}

/**
 * Counts events in the database, not in process memory, so the limit holds across several API processes.
 */
export function createRateLimiter(db: Db, now: () => Date) {
  const since = (rule: RateRule) => new Date(now().getTime() - rule.windowSeconds * 1000);
  return {
    async assertAllowed(institutionId: string, rule: RateRule, keys: string[]): Promise<void> {
      for (const key of keys) {
        const row = await db
          .selectFrom('rate_limit_events')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('bucket', '=', rule.bucket)
          .where('key', '=', `${institutionId}:${key}`)
          .where('at', '>', since(rule))
          .executeTakeFirstOrThrow();
        if (Number(row.n) >= rule.max) throw new AppError(Status.TooManyAttempts);
      }
    },
    async record(institutionId: string, rule: RateRule, keys: string[]): Promise<void> {
      if (keys.length === 0) return;
      await db
        .insertInto('rate_limit_events')
        .values(keys.map((key) => ({ institution_id: institutionId, bucket: rule.bucket, key: `${institutionId}:${key}`, at: now() })))
        .execute();
    },
    async clear(institutionId: string, rule: RateRule, key: string): Promise<void> {
      await db.deleteFrom('rate_limit_events').where('bucket', '=', rule.bucket).where('key', '=', `${institutionId}:${key}`).execute();
    },
    async prune(): Promise<void> {
      await db.deleteFrom('rate_limit_events').where('at', '<', new Date(now().getTime() - 24 * 3600 * 1000)).execute();
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;

/** Failed logins per user name (and, looser, per address) within 15 minutes. */
export const LOGIN_FAILURES_PER_USER: RateRule = { bucket: 'login-user', max: 8, windowSeconds: 15 * 60 };
export const LOGIN_FAILURES_PER_IP: RateRule = { bucket: 'login-ip', max: 40, windowSeconds: 15 * 60 };
/** Reset-link requests per user name and per address within an hour. */
export const RESET_REQUESTS_PER_USER: RateRule = { bucket: 'reset-user', max: 5, windowSeconds: 3600 };
export const RESET_REQUESTS_PER_IP: RateRule = { bucket: 'reset-ip', max: 20, windowSeconds: 3600 };
