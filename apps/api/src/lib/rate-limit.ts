import { sql } from 'kysely';
import { Status } from '@portal/shared';
import type { Db } from '../db/database.ts';
import { AppError } from './app-error.ts';

export interface RateRule {
  bucket: string;
  max: number;
  windowSeconds: number;
}

/**
 * Fixed-window counters in the database, not in process memory, so a limit holds across several API processes.
 * Taking a slot is one upsert that increments and returns the count: concurrent requests are serialised on the
 * counter's row, so no more than `max` of them can ever be let through within a window.
 */
export function createRateLimiter(db: Db, now: () => Date) {
  const expired = (rule: RateRule) => new Date(now().getTime() - rule.windowSeconds * 1000);

  /** Counts one event and answers the count within the current window, this one included. */
  async function increment(rule: RateRule, key: string): Promise<number> {
    const at = now();
    const since = expired(rule);
    const row = await db
      .insertInto('rate_limit_counters')
      .values({ bucket: rule.bucket, key, window_started_at: at, count: 1 })
      .onConflict((oc) =>
        oc.columns(['bucket', 'key']).doUpdateSet({
          count: sql<number>`case when rate_limit_counters.window_started_at <= ${since} then 1 else rate_limit_counters.count + 1 end`,
          window_started_at: sql<Date>`case when rate_limit_counters.window_started_at <= ${since} then ${at}::timestamptz else rate_limit_counters.window_started_at end`,
        }),
      )
      .returning('count')
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async function release(rule: RateRule, key: string): Promise<void> {
    await db
      .updateTable('rate_limit_counters')
      .set({ count: sql<number>`greatest(count - 1, 0)` })
      .where('bucket', '=', rule.bucket)
      .where('key', '=', key)
      .execute();
  }

  return {
    /**
     * Takes a slot under every rule at once, or none: when any is over its limit the slots taken are given
     * back and 601 is thrown. `release` gives one back later (when only failures are to count).
     */
    async take(slots: readonly { rule: RateRule; key: string }[]): Promise<void> {
      const taken: { rule: RateRule; key: string }[] = [];
      for (const slot of slots) {
        const count = await increment(slot.rule, slot.key);
        taken.push(slot);
        if (count > slot.rule.max) {
          for (const back of taken) await release(back.rule, back.key);
          throw new AppError(Status.TooManyAttempts);
        }
      }
    },
    release,
    async clear(rule: RateRule, key: string): Promise<void> {
      await db.deleteFrom('rate_limit_counters').where('bucket', '=', rule.bucket).where('key', '=', key).execute();
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;

const FIFTEEN_MINUTES = 15 * 60;

/**
 * Login attempts (docs/decisions.md, "Session"). Every attempt takes a slot before the password is checked;
 * a successful login gives the slots back, so the counts are of failures.
 * - per user name and address: the lock a guesser meets; someone elsewhere cannot lock the user out with it.
 * - per user name from anywhere: looser, slows a guesser who spreads over many addresses.
 * - per address, across institutions: high, as a whole campus can share one address behind NAT.
 */
export const LOGIN_FAILURES_PER_USER_AND_IP: RateRule = { bucket: 'login-user-ip', max: 8, windowSeconds: FIFTEEN_MINUTES };
export const LOGIN_FAILURES_PER_USER: RateRule = { bucket: 'login-user', max: 50, windowSeconds: FIFTEEN_MINUTES };
export const LOGIN_FAILURES_PER_IP: RateRule = { bucket: 'login-ip', max: 200, windowSeconds: FIFTEEN_MINUTES };
/** Reset-link requests per user name and per address (across institutions) within an hour. */
export const RESET_REQUESTS_PER_USER: RateRule = { bucket: 'reset-user', max: 5, windowSeconds: 3600 };
export const RESET_REQUESTS_PER_IP: RateRule = { bucket: 'reset-ip', max: 20, windowSeconds: 3600 };

/** Every rule of the portal; the longest window tells how long a counter row can still matter. */
export const RATE_RULES: readonly RateRule[] = [LOGIN_FAILURES_PER_USER_AND_IP, LOGIN_FAILURES_PER_USER, LOGIN_FAILURES_PER_IP, RESET_REQUESTS_PER_USER, RESET_REQUESTS_PER_IP];

/**
 * Deletes the counters whose window ended: a row is only reset when the same user or address comes back, so
 * without this the table keeps one row for every name and address ever tried (an attacker's list of guesses).
 */
export async function pruneExpiredCounters(db: Db, now: Date, rules: readonly RateRule[] = RATE_RULES): Promise<number> {
  const longest = Math.max(...rules.map((rule) => rule.windowSeconds));
  const result = await db
    .deleteFrom('rate_limit_counters')
    .where('window_started_at', '<', new Date(now.getTime() - longest * 1000))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
