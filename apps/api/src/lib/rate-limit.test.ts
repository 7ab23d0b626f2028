import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { LOGIN_FAILURES_PER_ACCOUNT_AND_IP, RESET_REQUESTS_PER_IP, createRateLimiter, pruneExpiredCounters } from './rate-limit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('pruneExpiredCounters', () => {
  it('deletes the counters whose longest window has ended and keeps the ones that still count', async () => {
    const now = new Date('2026-11-23T12:00:00Z');
    await t.db.deleteFrom('rate_limit_counters').execute();
    await t.db
      .insertInto('rate_limit_counters')
      .values([
        { bucket: 'login-account-ip', key: 'old', window_started_at: new Date(now.getTime() - 2 * 3600 * 1000), count: 8 },
        { bucket: 'reset-ip', key: 'recent-hour', window_started_at: new Date(now.getTime() - 50 * 60 * 1000), count: 3 },
        { bucket: 'login-account-ip', key: 'now', window_started_at: now, count: 1 },
      ])
      .execute();

    expect(await pruneExpiredCounters(t.db, now)).toBe(1);
    const keys = (await t.db.selectFrom('rate_limit_counters').select('key').orderBy('key').execute()).map((row) => row.key);
    expect(keys).toEqual(['now', 'recent-hour']);
  });

  it('leaves a limiter working after its counters were pruned: the next attempt starts a new window', async () => {
    let now = new Date('2026-11-23T12:00:00Z');
    await t.db.deleteFrom('rate_limit_counters').execute();
    const limiter = createRateLimiter(t.db, () => now);
    await limiter.take([{ rule: LOGIN_FAILURES_PER_ACCOUNT_AND_IP, key: 'someone' }]);
    now = new Date(now.getTime() + RESET_REQUESTS_PER_IP.windowSeconds * 1000 + 1000);
    expect(await pruneExpiredCounters(t.db, now)).toBe(1);
    await limiter.take([{ rule: LOGIN_FAILURES_PER_ACCOUNT_AND_IP, key: 'someone' }]);
    const rows = await t.db.selectFrom('rate_limit_counters').select(['key', 'count']).execute();
    expect(rows).toEqual([{ key: 'someone', count: 1 }]);
  });
});
