import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../testing/test-app.ts';

/*
 * What an attacker can do to someone else's account through the sign-in and reset limits: lock the owner out,
 * double the guesses with a second identifier, keep the owner from a reset link. Only HTTP calls, as the attacker
 * and the owner make them.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

interface Answer {
  status: number;
  httpStatus: number;
  retryAfter?: string;
  /** The device cookie the answer set, as a browser sends it back. */
  cookie?: string;
}

async function post(url: string, payload: object, address: string, cookie?: string): Promise<Answer> {
  const headers: Record<string, string> = { host: '127.0.0.1' };
  if (cookie) headers.cookie = cookie;
  const res = await t.app.inject({ method: 'POST', url, remoteAddress: address, headers, payload });
  // A reset's mail is queued with its token and sent by the outbox worker, woken by the call: wait for that pass.
  await t.app.mailOutbox.settled();
  const setCookie = res.headers['set-cookie'];
  const first = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  const retryAfter = res.headers['retry-after'];
  return {
    status: (res.json() as { status: number }).status,
    httpStatus: res.statusCode,
    retryAfter: retryAfter === undefined ? undefined : String(retryAfter),
    cookie: first?.split(';')[0],
  };
}

const login = (usuario: string, password: string, address: string, cookie?: string) =>
  post('/api/Alumno/logaUsuario', { usuario, password }, address, cookie);
const askReset = (usuario: string, address: string) => post('/api/Alumno/solicitarReseteoPassword', { usuario }, address);
const mailsTo = (to: string) => t.sentMail.filter((mail) => mail.to === to);
const tokenIn = (text: string) => /[?&]token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';

/** Fifty wrong passwords spread over seven addresses, none of them over the limit per account and address. */
async function spreadGuesses(usuario: string, prefix: string) {
  for (let i = 0; i < 50; i += 1) {
    expect((await login(usuario, `guess${i}Abc`, `${prefix}.${i % 7}`)).status).toBe(3);
  }
}

describe('a guesser spread over many addresses', () => {
  it('cannot lock the owner out of an address or a device that signed in before, and still meets the limit elsewhere', async () => {
    const usuario = 'alumno.sincv@example.org';
    const home = await login(usuario, DEMO_PASSWORD, '192.0.2.10');
    expect(home.status).toBe(0);
    const phone = await login(usuario, DEMO_PASSWORD, '198.51.100.10');
    expect(phone.cookie).toMatch(/^portal_device=[A-Za-z0-9_-]{43}$/);

    await spreadGuesses(usuario, '203.0.113');

    // The owner, from home, and from the phone that has moved to another network.
    expect((await login(usuario, DEMO_PASSWORD, '192.0.2.10')).status).toBe(0);
    expect((await login(usuario, DEMO_PASSWORD, '198.51.100.99', phone.cookie)).status).toBe(0);
    // The guesser, from a fresh address, is refused even with the right password, and told when to come back.
    const refused = await login(usuario, DEMO_PASSWORD, '203.0.113.200');
    expect(refused).toMatchObject({ status: 601, httpStatus: 429 });
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect((await login(usuario, 'another1Abc', '203.0.113.201')).status).toBe(601);
    // A made-up cookie is not a known device.
    expect((await login(usuario, DEMO_PASSWORD, '203.0.113.202', `portal_device=${'x'.repeat(43)}`)).status).toBe(601);

    t.clock.advance(Number(refused.retryAfter) + 1);
    expect((await login(usuario, DEMO_PASSWORD, '203.0.113.200')).status).toBe(0);
  });

  it('the owner on a new device gets in after a reset through the mailed link', async () => {
    const usuario = 'alumno@example.org';
    await spreadGuesses(usuario, '203.0.114');
    const laptop = '192.0.2.77';
    expect((await login(usuario, DEMO_PASSWORD, laptop)).status).toBe(601);

    expect((await askReset(usuario, laptop)).status).toBe(505);
    const token = tokenIn(mailsTo(usuario).at(-1)!.text);
    const reset = await post('/api/Alumno/restablecerPassword', { token, password: 'Nueva1234', confirmacion: 'Nueva1234' }, laptop);
    expect(reset.status).toBe(508);
    expect((await login(usuario, 'Nueva1234', laptop)).status).toBe(0);
  });
});

describe('one account, one counter', () => {
  it('the e-mail and the DNI of a candidate share the guesses', async () => {
    const usuario = 'alumno.sinestudios@example.org';
    const { document_number: dni } = await t.db.selectFrom('users').select('document_number').where('email', '=', usuario).executeTakeFirstOrThrow();
    const address = '203.0.113.60';
    for (let i = 0; i < 8; i += 1) {
      const identifier = i % 2 === 0 ? usuario : dni!.toLowerCase();
      expect((await login(identifier, `guess${i}Abc`, address)).status).toBe(3);
    }
    expect((await login(dni!, DEMO_PASSWORD, address)).status).toBe(601);
    expect((await login(usuario.toUpperCase(), DEMO_PASSWORD, address)).status).toBe(601);
  });

  it('an unknown name is throttled like a known one, whatever its case and spaces', async () => {
    const address = '203.0.113.61';
    for (let i = 0; i < 8; i += 1) {
      const identifier = i % 2 === 0 ? 'nadie@example.org' : '  NADIE@Example.org ';
      expect((await login(identifier, `guess${i}Abc`, address)).status).toBe(3);
    }
    expect((await login('Nadie@example.org', `guess9Abc`, address)).status).toBe(601);
  });
});

describe('reset links', () => {
  it('requests from anyone never keep the owner from a fresh link within minutes', async () => {
    const usuario = 'alumno.master@example.org';
    for (let i = 0; i < 6; i += 1) {
      expect((await askReset(usuario, `203.0.113.${70 + (i % 3)}`)).status).toBe(505);
    }
    // The owner's request is answered like any other; the link mailed a moment ago is still valid.
    expect((await askReset(usuario, '192.0.2.30')).status).toBe(505);
    expect(mailsTo(usuario)).toHaveLength(1);

    t.clock.advance(5 * 60 + 1);
    expect((await askReset(usuario, '192.0.2.30')).status).toBe(505);
    expect(mailsTo(usuario)).toHaveLength(2);
    const token = tokenIn(mailsTo(usuario).at(-1)!.text);
    const reset = await post('/api/Alumno/restablecerPassword', { token, password: 'Nueva1234', confirmacion: 'Nueva1234' }, '192.0.2.30');
    expect(reset.status).toBe(508);
  });

  it('an address asking for too many links is refused, with Retry-After', async () => {
    const address = '203.0.113.80';
    const users = ['alumno.sinbusqueda@example.org', 'alumno.baja@example.org', 'alumno.sinservicio@example.org', 'alumno.extracomunitario@example.org'];
    for (let i = 0; i < 20; i += 1) {
      expect([505, 524]).toContain((await askReset(users[i % users.length]!, address)).status);
    }
    const refused = await askReset('alumno.nuevo@example.org', address);
    expect(refused).toMatchObject({ status: 601, httpStatus: 429 });
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect((await askReset('alumno.nuevo@example.org', '192.0.2.31')).status).toBe(505);
  });
});
