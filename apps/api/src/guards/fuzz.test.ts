import { afterAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'kysely';
import { STATUS_CODES, Status, type Role } from '@portal/shared';
import { createTestApp } from '../testing/test-app.ts';
import { registeredRoutes, type RegisteredRoute } from '../lib/route-registry.ts';
import { routeKey } from './access-table.ts';
import { guardFixtures, writeWatcher } from './guard-fixtures.ts';
import { badBody, badQuery, badSegment, type BadBody } from './bad-input.ts';

/*
 * Property-based guards over every call of the contract: hostile path parameters, query strings and bodies sent with
 * a valid session of an allowed role (none for public calls). Whatever arrives, the answer is never a 5xx, always
 * the envelope with a code of the catalogue, and a refusal (4xx) leaves the database exactly as it was.
 *
 * FUZZ_SEED replays a run (the seed is printed when a property fails); FUZZ_RUNS sets the runs per route;
 * FUZZ_SHRINK=1 asks fast-check for the smallest failing input (slower).
 */

const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
const RUNS = Number(process.env.FUZZ_RUNS ?? 6);
const CATALOGUE = new Set<number>(STATUS_CODES);

const t = await createTestApp();
afterAll(async () => {
  await t?.close();
});
const fx = await guardFixtures(t);
const watcher = await writeWatcher(t);

interface BadRequest {
  path: string;
  query?: string;
  body?: BadBody;
}

function badRequest(route: RegisteredRoute): fc.Arbitrary<BadRequest> {
  const names = [...route.url.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1] as string);
  const segments = fc.tuple(...names.map(() => badSegment));
  const query = route.call?.query || route.method === 'GET' ? fc.option(badQuery(route.call?.query), { nil: undefined }) : fc.constant(undefined);
  const body = route.method === 'POST' ? badBody(route.call?.body) : fc.constant(undefined);
  return fc.record({ segments, query, body }).map(({ segments: values, query: q, body: b }) => {
    let index = 0;
    const path = route.url.replace(/:([A-Za-z]+)/g, () => values[index++] ?? '1');
    return { path, query: q, body: b };
  });
}

const describeRequest = (request: BadRequest) =>
  JSON.stringify({ path: request.path.slice(0, 200), query: request.query?.slice(0, 200), body: request.body && { ...request.body, payload: request.body.payload.slice(0, 300) } });

// Infrastructure routes (health, API docs) are outside the contract and its envelope; every call of the contract is fuzzed.
// Logging out revokes the shared test tokens, so the logout calls are fuzzed last; every other call must get past
// authentication (a code 2 there would mean the fuzz silently tested nothing but the token check).
const endsSessions = (route: RegisteredRoute) => route.call?.name === 'cerrarSesion';
const calls = registeredRoutes(t.app)
  .filter((route) => route.call)
  .sort((a, b) => Number(endsSessions(a)) - Number(endsSessions(b)));

async function switchMaintenanceOff(): Promise<void> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/Gestor/editaMantenimientoGestor',
    headers: { host: '127.0.0.1', authorization: `Bearer ${fx.tokens.Gestor}`, 'content-type': 'application/json' },
    payload: JSON.stringify({ activo: false }),
  });
  expect(res.json().status, res.body).toBe(514);
}

// The refusal check below is only as good as the watcher: a write it missed would pass every draw.
describe('the write watcher the fuzz relies on', () => {
  it('sees a committed change, not a rolled-back one nor a rewrite of the same values', async () => {
    const before = await watcher.fingerprint();
    const victim = fx.victim.userId;
    await t.db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ first_name: 'Cambio deshecho' }).where('id', '=', victim).execute();
      throw new Error('roll back');
    }).catch(() => undefined);
    expect(await watcher.fingerprint()).toEqual(before);
    await t.db.updateTable('users').set({ first_name: sql`first_name` }).where('id', '=', victim).execute();
    expect(await watcher.fingerprint()).toEqual(before);
    const { first_name: name } = await t.db.selectFrom('users').select('first_name').where('id', '=', victim).executeTakeFirstOrThrow();
    await t.db.updateTable('users').set({ first_name: `${name} cambiado` }).where('id', '=', victim).execute();
    const changed = await watcher.fingerprint();
    expect(Object.keys(changed).filter((table) => changed[table] !== before[table])).toEqual(['users']);
    await t.db.updateTable('users').set({ first_name: name }).where('id', '=', victim).execute();
    expect(await watcher.fingerprint()).toEqual(before);
  });
});

describe(`hostile input never breaks a call (FUZZ_SEED=${SEED}, ${RUNS} runs per route)`, () => {
  it.each(calls.map((route) => [routeKey(route), route] as const))('%s', async (key, route) => {
    const roles = route.call?.roles ?? 'public';
    const token = roles === 'public' ? undefined : fx.tokens[roles[0] as Role];

    const property = fc.asyncProperty(badRequest(route), async (request) => {
      // The mail worker marks what an earlier, accepted draw queued: let it finish before the tables are compared.
      await t.app.mailOutbox.settled();
      const before = await watcher.fingerprint();
      const url = request.path + (request.query ? `?${request.query}` : '');
      const raw = await t.app.inject({
        method: route.method as 'GET' | 'POST',
        url,
        headers: {
          host: '127.0.0.1',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(request.body ? { 'content-type': request.body.contentType } : {}),
        },
        ...(request.body ? { payload: request.body.payload } : {}),
      });
      const label = `${key} ← ${describeRequest(request)}`;
      expect(raw.statusCode, `${label}: HTTP ${raw.statusCode}`).toBeLessThan(500);
      if (route.file && raw.statusCode === 200) return;
      let body: unknown;
      try {
        body = raw.json();
      } catch {
        throw new Error(`${label}: not a JSON envelope (HTTP ${raw.statusCode}): ${raw.body.slice(0, 200)}`);
      }
      const status = (body as { status?: unknown }).status;
      expect(typeof status === 'number' && CATALOGUE.has(status), `${label}: envelope ${raw.body.slice(0, 200)}`).toBe(true);
      if (token && !endsSessions(route)) expect(status, `${label}: refused by the token check, so nothing else was tested`).not.toBe(Status.SessionExpired);
      if (raw.statusCode >= 400) {
        await t.app.mailOutbox.settled();
        const after = await watcher.fingerprint();
        const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
        expect(changed, `${label}: refused with ${status} but wrote to`).toEqual([]);
      }
    });

    try {
      await fc.assert(property, { numRuns: RUNS, seed: SEED, endOnFailure: !process.env.FUZZ_SHRINK });
    } catch (error) {
      throw new Error(`Replay with FUZZ_SEED=${SEED}.\n${(error as Error).message}`, { cause: error });
    } finally {
      // A draw that switches maintenance on is a valid staff action: every later call of the institution would then
      // answer 609 (HTTP 503, by design), so the switch is put back before the next route is fuzzed.
      if (route.call?.name === 'editaMantenimientoGestor') await switchMaintenanceOff();
    }
  });
});
