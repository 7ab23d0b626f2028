import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { KNOWN_SIGN_IN_DAYS, createKnownSignIns, pruneKnownSignIns } from './known-sign-ins.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const DAY_MS = 24 * 3600 * 1000;

describe('known sign-ins', () => {
  it('knows a device or an address only for the account that signed in from it, and stores neither in clear', async () => {
    const users = await t.db.selectFrom('users').select('id').orderBy('id').limit(2).execute();
    const [owner, other] = users.map((u) => u.id) as [number, number];
    const known = createKnownSignIns(t.db);
    await known.remember(owner, '192.0.2.1', 'device-id-of-the-owner', new Date());

    expect(await known.includes(owner, '192.0.2.1', undefined)).toBe(true);
    expect(await known.includes(owner, '198.51.100.1', 'device-id-of-the-owner')).toBe(true);
    expect(await known.includes(owner, '198.51.100.1', 'another-device')).toBe(false);
    expect(await known.includes(other, '192.0.2.1', 'device-id-of-the-owner')).toBe(false);
    const stored = await t.db.selectFrom('known_sign_ins').select('fingerprint').where('user_id', '=', owner).execute();
    expect(stored.map((row) => row.fingerprint).join()).not.toMatch(/192\.0\.2\.1|device-id/);
  });

  it('housekeeping forgets the ones not signed in from for the kept period, and keeps a sign-in renewed since', async () => {
    const now = new Date('2026-11-23T12:00:00Z');
    await t.db.deleteFrom('known_sign_ins').execute();
    const { id } = await t.db.selectFrom('users').select('id').orderBy('id').executeTakeFirstOrThrow();
    const known = createKnownSignIns(t.db);
    const old = new Date(now.getTime() - (KNOWN_SIGN_IN_DAYS + 1) * DAY_MS);
    await known.remember(id, '192.0.2.1', undefined, old);
    await known.remember(id, '192.0.2.2', undefined, old);
    await known.remember(id, '192.0.2.2', undefined, new Date(now.getTime() - DAY_MS));

    expect(await pruneKnownSignIns(t.db, now)).toBe(1);
    expect(await known.includes(id, '192.0.2.1', undefined)).toBe(false);
    expect(await known.includes(id, '192.0.2.2', undefined)).toBe(true);
  });
});
