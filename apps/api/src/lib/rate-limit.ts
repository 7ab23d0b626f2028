import { sql } from 'kysely';
import { Status } from '@portal/shared';
import type { Db } from '../db/database.ts';
import { AppError } from './app-error.ts';

export interface RateRule {
  bucket: string;
  max: number;
  windowSeconds: number;
}

/** One counter a request counts on: a rule and the key (account, address, ...) it is counted for. */
export interface RateSlot {
  rule: RateRule;
  key: string;
}

/** What taking a slot found: whether it stayed within its limit, and when its window ends. */
export interface SlotCount {
  allowed: boolean;
  retryAfterSeconds: number;
}

/** The refusal of an attempt over a limit: 601 (HTTP 429) with the seconds until its window ends (`Retry-After`). */
export function tooManyAttempts(retryAfterSeconds: number): AppError {
  return new AppError(Status.TooManyAttempts, { retryAfterSeconds });
}

/**
 * Fixed-window counters in the database, not in process memory, so a limit holds across several API processes.
 * Taking a slot is one upsert that increments and returns the count: concurrent requests are serialised on the
 * counter's row, so no more than `max` of them can ever be let through within a window.
 */
export function createRateLimiter(db: Db, now: () => Date) {
  const expired = (rule: RateRule) => new Date(now().getTime() - rule.windowSeconds * 1000);

  /** Counts one event and answers whether it is within the limit of the current window, this one included. */
  async function count(slot: RateSlot): Promise<SlotCount> {
    const { rule, key } = slot;
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
      .returning(['count', 'window_started_at'])
      .executeTakeFirstOrThrow();
    const endsAt = new Date(row.window_started_at).getTime() + rule.windowSeconds * 1000;
    return { allowed: Number(row.count) <= rule.max, retryAfterSeconds: Math.max(1, Math.ceil((endsAt - at.getTime()) / 1000)) };
  }

  /**
   * Gives back one slot of each of `slots` and sets the `forget` ones to zero, in one statement (the end of an
   * attempt that is not to count, e.g. a successful sign-in).
   */
  async function release(slots: readonly RateSlot[], forget: readonly RateSlot[] = []): Promise<void> {
    const all = [...slots, ...forget];
    if (all.length === 0) return;
    const matches = (list: readonly RateSlot[]) =>
      list.length === 0 ? sql<boolean>`false` : sql<boolean>`(${sql.join(list.map((slot) => sql`(bucket = ${slot.rule.bucket} and key = ${slot.key})`), sql` or `)})`;
    await db
      .updateTable('rate_limit_counters')
      .set({ count: sql<number>`case when ${matches(forget)} then 0 else greatest(count - 1, 0) end` })
      .where(matches(all))
      .execute();
  }

  return {
    count,
    release,
    /**
     * Takes a slot under every rule at once, or none: when any is over its limit the slots taken are given
     * back and 601 is thrown. `release` gives them back later (when only failures are to count).
     */
    async take(slots: readonly RateSlot[]): Promise<void> {
      const taken: RateSlot[] = [];
      for (const slot of slots) {
        const counted = await count(slot);
        taken.push(slot);
        if (!counted.allowed) {
          await release(taken);
          throw tooManyAttempts(counted.retryAfterSeconds);
        }
      }
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;

const FIFTEEN_MINUTES = 15 * 60;
const HOUR = 3600;

/**
 * Sign-in attempts (docs/decisions.md, "Sign-in and reset limits"). Every attempt takes its slots before the
 * password is checked; a successful sign-in gives them back, so the counts are of failures. "Account" is the
 * account the identifier names (its e-mail, DNI and nick share one counter), or the normalised identifier when it
 * names none, so unknown names are throttled alike.
 * - per account and address: the lock a guesser meets; it only ever locks the guesser's own address.
 * - per account from anywhere: slower (ASVS: under 100 failures an hour on one account) against a guesser spread
 *   over many addresses; it does not refuse a device or an address that signed in to the account before, so the
 *   owner still gets in while it holds.
 * - per address, across accounts and institutions: against password spraying; high, as a whole campus can share
 *   one address behind NAT.
 */
export const LOGIN_FAILURES_PER_ACCOUNT_AND_IP: RateRule = { bucket: 'login-account-ip', max: 8, windowSeconds: FIFTEEN_MINUTES };
export const LOGIN_FAILURES_PER_ACCOUNT: RateRule = { bucket: 'login-account', max: 50, windowSeconds: HOUR };
export const LOGIN_FAILURES_PER_IP: RateRule = { bucket: 'login-ip', max: 200, windowSeconds: FIFTEEN_MINUTES };
/**
 * Reset links. Requests per address (across institutions) are refused over the limit; per account there is only a
 * cooldown between mails, never a refusal: within it the answer is the same and the link mailed a moment ago (valid
 * 24 hours) is the one to use, so nobody can keep the owner from a fresh link for more than the cooldown.
 */
export const RESET_REQUESTS_PER_IP: RateRule = { bucket: 'reset-ip', max: 20, windowSeconds: HOUR };
export const RESET_MAIL_COOLDOWN: RateRule = { bucket: 'reset-account', max: 1, windowSeconds: 5 * 60 };

/** Every rule of the portal; the longest window tells how long a counter row can still matter. */
export const RATE_RULES: readonly RateRule[] = [
  LOGIN_FAILURES_PER_ACCOUNT_AND_IP,
  LOGIN_FAILURES_PER_ACCOUNT,
  LOGIN_FAILURES_PER_IP,
  RESET_REQUESTS_PER_IP,
  RESET_MAIL_COOLDOWN,
];

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
