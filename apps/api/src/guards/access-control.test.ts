import { afterAll, describe, expect, it } from 'vitest';
import { ROLES, Status, buildPath, type Role } from '@portal/shared';
import { createTestApp, type CallResult } from '../testing/test-app.ts';
import { registeredRoutes, type RegisteredRoute } from '../lib/route-registry.ts';
import { accessFileOf, accessTable, routeKey, type AccessEntry } from './access-table.ts';
import { DEMO_ACCOUNTS, OTHER_INSTITUTION, guardFixtures, otherInstitutionAccount } from './guard-fixtures.ts';

/*
 * Generated from the routes the app registers: every route is looked up in the access table and attacked with
 * every kind of caller that must be turned away. A route added without its table entry fails here by name.
 */

const t = await createTestApp();
afterAll(async () => {
  await t?.close();
});
const fx = await guardFixtures(t);

const routes = registeredRoutes(t.app);

/** Any value fills a path parameter: the guard runs before the parameters are validated. */
const anyPath = (url: string, params: Record<string, string | number> = {}) =>
  buildPath(url.replace(/\*$/, 'x'), new Proxy(params, { get: (target, key: string) => target[key] ?? '1' }));

async function send(route: RegisteredRoute, options: { token?: string; host?: string; params?: Record<string, string | number>; query?: Record<string, string>; body?: unknown }) {
  const search = options.query ? `?${new URLSearchParams(options.query)}` : '';
  const url = anyPath(route.url, options.params) + search;
  const body = route.method === 'GET' ? undefined : (options.body ?? {});
  const raw = await t.app.inject({
    method: route.method as 'GET' | 'POST',
    url,
    headers: { host: options.host ?? '127.0.0.1', ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return raw;
}

function envelope(raw: Awaited<ReturnType<typeof send>>, label: string): CallResult['body'] {
  let body: CallResult['body'];
  try {
    body = raw.json();
  } catch {
    throw new Error(`${label}: not a JSON envelope (${raw.statusCode}, ${raw.headers['content-type']}): ${raw.body.slice(0, 120)}`);
  }
  expect(body, label).toEqual(expect.objectContaining({ status: expect.any(Number) }));
  return body;
}

async function expectRefused(route: RegisteredRoute, label: string, options: Parameters<typeof send>[1], status: number, http: number) {
  const raw = await send(route, options);
  const body = envelope(raw, `${routeKey(route)} ${label}`);
  expect({ http: raw.statusCode, status: body.status }, `${routeKey(route)} ${label}`).toEqual({ http, status });
}

describe('the access table covers exactly the registered routes', () => {
  it('has an entry for every route the app registers', () => {
    const missing = routes.map(routeKey).filter((key) => !(key in accessTable));
    expect(missing, 'Routes without an access-control entry (say who may call each one in the <feature>.access.ts of the module that registers it)').toEqual([]);
  });

  it('names no route that does not exist', () => {
    const registered = new Set(routes.map(routeKey));
    const stale = Object.keys(accessTable).filter((key) => !registered.has(key)).map((key) => `${key} (${accessFileOf[key]})`);
    expect(stale, 'Access entries for routes the app does not register').toEqual([]);
  });

  it("states the contract's own roles for every call, and public only for routes outside it that need no session", () => {
    const differing = routes
      .filter((route) => accessTable[routeKey(route)])
      .flatMap((route) => {
        const entry = accessTable[routeKey(route)] as AccessEntry;
        const contract = route.call ? route.call.roles : 'public';
        const same = JSON.stringify(contract === 'public' ? contract : [...contract].sort()) === JSON.stringify(entry.access === 'public' ? entry.access : [...entry.access].sort());
        const infraMatches = !route.call === Boolean(entry.infrastructure);
        return same && infraMatches
          ? []
          : [`${routeKey(route)}: contract ${JSON.stringify(contract)}, ${accessFileOf[routeKey(route)]} ${JSON.stringify(entry.access)}${infraMatches ? '' : ' (infrastructure flag wrong)'}`];
      });
    expect(differing, 'Access entries that disagree with the contract').toEqual([]);
  });
});

const protectedRoutes = routes.filter((route) => accessTable[routeKey(route)]?.access !== 'public' && accessTable[routeKey(route)]);
const publicRoutes = routes.filter((route) => accessTable[routeKey(route)]?.access === 'public');

describe('protected routes turn away every caller without a valid session of an allowed role', async () => {
  const otherInstitutionTokens = {} as Record<Role, string>;
  for (const role of ROLES) otherInstitutionTokens[role] = await t.login(role, otherInstitutionAccount(role), { host: OTHER_INSTITUTION.host });
  const users = {} as Record<Role, number>;
  for (const role of ROLES) users[role] = (await t.db.selectFrom('users').select('id').where('email', '=', DEMO_ACCOUNTS[role]).executeTakeFirstOrThrow()).id;
  const blocked = await t.db.selectFrom('users').select('id').where('email', '=', 'bloqueado@example.org').executeTakeFirstOrThrow();

  it.each(protectedRoutes.map((route) => [routeKey(route), route] as const))('%s', async (_key, route) => {
    const allowed = accessTable[routeKey(route)]?.access as readonly Role[];
    const role = allowed[0] as Role;
    const claims = { userId: users[role], role, institutionId: 'generic', rgpd: true, tokenVersion: 0 };

    await expectRefused(route, 'without a token', {}, Status.SessionExpired, 401);
    await expectRefused(route, 'with a malformed token', { token: 'not-a-jwt' }, Status.SessionExpired, 401);
    await expectRefused(route, 'with an expired token', { token: await fx.sign(claims, { expired: true }) }, Status.SessionExpired, 401);
    await expectRefused(route, 'with a token signed by another key', { token: await fx.sign(claims, { forged: true }) }, Status.SessionExpired, 401);

    // A real token of another role whose payload is edited to claim an allowed role: the signature no longer matches.
    const wrongRole = ROLES.find((r) => !allowed.includes(r));
    if (wrongRole) {
      const [header, payload, signature] = fx.tokens[wrongRole].split('.') as [string, string, string];
      const claimsOfToken = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
      const tampered = Buffer.from(JSON.stringify({ ...claimsOfToken, rol: role })).toString('base64url');
      await expectRefused(route, `with a ${wrongRole} token edited to say ${role}`, { token: `${header}.${tampered}.${signature}` }, Status.SessionExpired, 401);
    }

    for (const other of allowed) {
      await expectRefused(route, `with a ${other} token of another institution`, { token: otherInstitutionTokens[other] }, Status.SessionExpired, 401);
    }
    for (const other of ROLES.filter((r) => !allowed.includes(r))) {
      await expectRefused(route, `with a ${other} token (role not allowed)`, { token: fx.tokens[other] }, Status.Forbidden, 403);
    }
    if (!route.call?.allowedBeforeRgpd) {
      await expectRefused(route, 'before the data-protection text is accepted', { token: await fx.sign({ ...claims, rgpd: false }) }, Status.Forbidden, 403);
    }
    if (role === 'Alumno') {
      await expectRefused(route, 'with the token of a blocked user', { token: await fx.sign({ ...claims, userId: blocked.id }) }, Status.Blocked, 403);
    }
  });
});

describe('public routes answer without a token', () => {
  it.each(publicRoutes.map((route) => [routeKey(route), route] as const))('%s', async (key, route) => {
    const entry = accessTable[key] as AccessEntry;
    if (entry.infrastructure) {
      const raw = await t.app.inject({ method: 'GET', url: entry.sample?.url ?? route.url, headers: { host: '127.0.0.1' } });
      expect(raw.statusCode, key).toBeLessThan(400);
      return;
    }
    const raw = await send(route, { params: entry.sample?.params, query: entry.sample?.query, body: entry.sample?.body });
    const body = envelope(raw, key);
    expect(raw.statusCode, key).toBeLessThan(500);
    expect([Status.SessionExpired, Status.Forbidden], key).not.toContain(body.status);
    if (route.method === 'GET') expect({ http: raw.statusCode, status: body.status }, key).toEqual({ http: 200, status: Status.Ok });
  });
});

const withOtherOwner = protectedRoutes.filter((route) => accessTable[routeKey(route)]?.otherOwner);

describe("a legitimate caller cannot reach another owner's resource by its id", () => {
  it('covers the calls that take ids of owned resources', () => {
    expect(withOtherOwner.length).toBeGreaterThanOrEqual(25);
  });

  it.each(withOtherOwner.map((route) => [routeKey(route), route] as const))('%s', async (key, route) => {
    const rule = accessTable[key]?.otherOwner;
    if (!rule) throw new Error(`${key} has no otherOwner rule`);
    const attack = await rule.build(fx);
    const label = `${key} with ${rule.what}`;
    const before = await attack.snapshot?.();

    const raw = await send(route, attack);
    const body = envelope(raw, label);
    expect({ status: body.status, http4xx: raw.statusCode >= 400 && raw.statusCode < 500 }, label).toEqual({ status: rule.refusal, http4xx: true });
    for (const secret of attack.secrets) expect(raw.body.includes(secret), `${label}: the answer contains the other owner's data`).toBe(false);
    if (attack.snapshot) expect(await attack.snapshot(), `${label}: the other owner's data changed`).toEqual(before);

    if (attack.owner) {
      const own = await send(route, { ...attack, token: attack.owner.token, host: attack.owner.host });
      expect(own.statusCode, `${key}: the owner itself reaches the same id`).toBe(200);
    }
  });
});
