import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../testing/test-app.ts';
import { LOGIN_FAILURES_PER_ACCOUNT, LOGIN_FAILURES_PER_ACCOUNT_AND_IP, LOGIN_FAILURES_PER_IP } from '../../lib/rate-limit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** A login from `address` (the socket's peer), optionally claiming another one in X-Forwarded-For. */
async function login(app: TestApp, usuario: string, password: string, address: string, options: { host?: string; forwardedFor?: string } = {}) {
  const headers: Record<string, string> = { host: options.host ?? '127.0.0.1' };
  if (options.forwardedFor) headers['x-forwarded-for'] = options.forwardedFor;
  const res = await app.app.inject({ method: 'POST', url: '/api/Alumno/logaUsuario', remoteAddress: address, headers, payload: { usuario, password } });
  return res.json() as { status: number };
}

/** Sets a counter as if `count` failures had happened within the current window. */
async function preset(app: TestApp, bucket: string, key: string, count: number) {
  await app.db
    .insertInto('rate_limit_counters')
    .values({ bucket, key, window_started_at: app.clock.now(), count })
    .onConflict((oc) => oc.columns(['bucket', 'key']).doUpdateSet({ count, window_started_at: app.clock.now() }))
    .execute();
}

describe('login rate limits', () => {
  it('40 parallel wrong passwords: no more than the limit reach the password check', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login(t, 'alumno.sinbusqueda@example.org', `wrong${i}abc`, '10.1.1.1')),
    );
    const checked = answers.filter((a) => a.status === 3).length;
    const refused = answers.filter((a) => a.status === 601).length;
    expect(checked).toBe(LOGIN_FAILURES_PER_ACCOUNT_AND_IP.max);
    expect(refused).toBe(40 - LOGIN_FAILURES_PER_ACCOUNT_AND_IP.max);
    expect((await login(t, 'alumno.sinbusqueda@example.org', DEMO_PASSWORD, '10.1.1.1')).status).toBe(601);
  });

  it('a guesser locks the user out only from the guesser’s own address', async () => {
    const usuario = 'alumno.baja@example.org';
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT_AND_IP.max; i += 1) {
      expect((await login(t, usuario, `guess${i}abc`, '203.0.113.9')).status).toBe(3);
    }
    expect((await login(t, usuario, DEMO_PASSWORD, '203.0.113.9')).status).toBe(601);
    expect((await login(t, usuario, DEMO_PASSWORD, '192.0.2.20')).status).toBe(0);
  });

  it('a slower limit per account from anywhere stops a guesser spread over many addresses', async () => {
    const usuario = 'alumno.sinservicio@example.org';
    const { id } = await t.db.selectFrom('users').select('id').where('email', '=', usuario).executeTakeFirstOrThrow();
    await preset(t, LOGIN_FAILURES_PER_ACCOUNT.bucket, `user:${id}`, LOGIN_FAILURES_PER_ACCOUNT.max);
    expect((await login(t, usuario, 'otra1234x', '198.51.100.77')).status).toBe(601);
    expect((await login(t, usuario, DEMO_PASSWORD, '198.51.100.78')).status).toBe(601);
    t.clock.advance(LOGIN_FAILURES_PER_ACCOUNT.windowSeconds + 1);
    expect((await login(t, usuario, DEMO_PASSWORD, '198.51.100.77')).status).toBe(0);
  });

  it('an address counts only failures, across institutions, with room for a lecture hall behind NAT', async () => {
    const hall = '198.51.100.1';
    // A whole class logging in from one address is never limited by it.
    for (let i = 0; i < 12; i += 1) {
      const usuario = i % 2 === 0 ? 'alumno@example.org' : 'alumno.nuevo@example.org';
      expect((await login(t, usuario, DEMO_PASSWORD, hall)).status).toBe(0);
    }
    const row = await t.db.selectFrom('rate_limit_counters').select('count').where('bucket', '=', LOGIN_FAILURES_PER_IP.bucket).where('key', '=', hall).executeTakeFirst();
    expect(Number(row?.count ?? 0)).toBe(0);

    // The limit is one count for the address, whichever institution's host it tries.
    await preset(t, LOGIN_FAILURES_PER_IP.bucket, hall, LOGIN_FAILURES_PER_IP.max - 1);
    expect((await login(t, 'alumno@uib.example.org', 'mala12345', hall, { host: 'uib.localhost' })).status).toBe(3);
    expect((await login(t, 'alumno@example.org', DEMO_PASSWORD, hall)).status).toBe(601);
    expect((await login(t, 'alumno@udg.example.org', DEMO_PASSWORD, hall, { host: 'udg.localhost' })).status).toBe(601);
  });

  it('X-Forwarded-For is not believed from an address that is not a configured proxy', async () => {
    const usuario = 'alumno.extracomunitario@example.org';
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT_AND_IP.max; i += 1) {
      // A guesser cannot escape the limit by claiming a new address on every try.
      expect((await login(t, usuario, `nope${i}abcd`, '203.0.113.50', { forwardedFor: `10.9.9.${i}` })).status).toBe(3);
    }
    expect((await login(t, usuario, DEMO_PASSWORD, '203.0.113.50', { forwardedFor: '10.9.9.200' })).status).toBe(601);
  });
});

describe('behind a configured proxy (TRUSTED_PROXIES)', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await createTestApp({ overrides: { trustedProxies: ['127.0.0.0/8'] } });
  });
  afterAll(async () => {
    await proxied?.close();
  });

  it('the client address comes from X-Forwarded-For set by the proxy', async () => {
    const usuario = 'alumno@example.org';
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT_AND_IP.max; i += 1) {
      expect((await login(proxied, usuario, `nope${i}abcd`, '127.0.0.1', { forwardedFor: '203.0.113.5' })).status).toBe(3);
    }
    expect((await login(proxied, usuario, DEMO_PASSWORD, '127.0.0.1', { forwardedFor: '203.0.113.5' })).status).toBe(601);
    expect((await login(proxied, usuario, DEMO_PASSWORD, '127.0.0.1', { forwardedFor: '192.0.2.6' })).status).toBe(0);
  });
});
