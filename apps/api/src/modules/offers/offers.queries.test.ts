import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../testing/test-app.ts';

/**
 * No N+1: the offers list and the offer page run a small number of statements whatever the page holds. The app
 * under test runs on the same database and counts the statements each request runs (the benchmark's
 * `x-query-count`). Not every statement of the handle: the app's mail worker reads its outbox when it starts and
 * every few seconds, and on a busy machine such a read fell inside a measured call now and then (one more than
 * expected).
 */
let t: TestApp;
let counted: FastifyInstance;
let token: string;

async function countedCall(app: FastifyInstance, url: string): Promise<{ queries: number; body: { status: number; datos?: any } }> {
  const res = await app.inject({ method: 'GET', url, headers: { host: '127.0.0.1', authorization: `Bearer ${token}` } });
  const header = res.headers['x-query-count'];
  if (header === undefined) throw new Error(`${url} answered without x-query-count`);
  return { queries: Number(header), body: res.json() };
}

const statementsOf = (url: string) => countedCall(counted, url);

beforeAll(async () => {
  t = await createTestApp();
  counted = await buildApp({ config: { ...t.config, benchCeiling: true }, db: t.db, logger: false, mailer: { send: async () => {} } });
  await counted.ready();
  const login = await counted.inject({ method: 'POST', url: '/api/Alumno/logaUsuario', headers: { host: '127.0.0.1' }, payload: { usuario: 'alumno@example.org', password: DEMO_PASSWORD } });
  token = login.json().datos.token;
  // The reference lists are read once per process and version (domains/reference-cache.ts): not a cost per call.
  await statementsOf('/api/Alumno/dameOfertasUsuario/empleo/es');
});

afterAll(async () => {
  await counted?.close();
  await t?.close();
});

describe('statements per call', () => {
  it('lists a page of 1 or of 40 offers with no more statements for the longer page', async () => {
    const small = await statementsOf('/api/Alumno/dameOfertasUsuario/empleo/es?porPagina=1');
    const large = await statementsOf('/api/Alumno/dameOfertasUsuario/empleo/es?porPagina=40');
    expect(small.body.datos.ofertas).toHaveLength(1);
    expect(large.body.datos.ofertas.length).toBeGreaterThan(10);
    // A short last page may even skip the count; a statement per offer would show here.
    expect(large.queries).toBeLessThanOrEqual(small.queries);
    // A fixed cost per call (the session, the reference version that also vouches for the institution's settings
    // kept in memory) and the page.
    expect(small.queries).toBeLessThanOrEqual(4);
  });

  it('filters by "fit my CV" with a fixed number of statements too, from the stored set', async () => {
    const fit = '/api/Alumno/dameOfertasUsuario/empleo/es?encajaConmigo=true';
    // The first read computes the candidate's set (match/fit-set.repository.ts): a fixed number of statements too.
    const first = await statementsOf(`${fit}&porPagina=1`);
    expect(first.body.status).toBe(0);
    expect(first.queries).toBeLessThanOrEqual(14);
    const small = await statementsOf(`${fit}&porPagina=1`);
    const large = await statementsOf(`${fit}&porPagina=40`);
    expect(small.body.datos.ofertas).toHaveLength(1);
    expect(large.body.datos.ofertas.length).toBeGreaterThan(1);
    expect(large.queries).toBeLessThanOrEqual(small.queries);
    // The session, the reference version, the CV's facts (four statements), whether the set is current, the page
    // and its total.
    expect(small.queries).toBeLessThanOrEqual(9);

    // An offer published since: one more pass over the offers changed since, and back to the same cost after.
    const candidate = await t.db.selectFrom('users').select('id').where('email', '=', 'alumno@example.org').executeTakeFirstOrThrow();
    const fitting = await t.db.selectFrom('offer_fits').select('offer_id').where('candidate_id', '=', candidate.id).executeTakeFirstOrThrow();
    await t.db.updateTable('offers').set({ state: 'closed' }).where('id', '=', fitting.offer_id).execute();
    const changed = await statementsOf(`${fit}&porPagina=1`);
    expect(changed.queries).toBeLessThanOrEqual(first.queries);
    expect((await statementsOf(`${fit}&porPagina=1`)).queries).toBe(small.queries);
    await t.db.updateTable('offers').set({ state: 'published' }).where('id', '=', fitting.offer_id).execute();
  });

  it('reads a deep page from the remembered positions with one statement more than OFFSET, and the same offers', async () => {
    // Positions every 3 offers from the first page on: the demo data's list is then "deep" from page 2.
    const positioned = await buildApp({
      config: { ...t.config, benchCeiling: true, offerListPositions: { every: 3, from: 0 } },
      db: t.db,
      logger: false,
      mailer: { send: async () => {} },
    });
    await positioned.ready();
    try {
      const url = '/api/Alumno/dameOfertasUsuario/empleo/es?porPagina=2&pagina=3';
      const viaPositions = () => countedCall(positioned, url);
      const withOffset = await statementsOf(url);
      expect(withOffset.body.datos.ofertas).toHaveLength(2);
      // The first deep page of the list takes its positions (one statement), then the check and the page are one
      // statement and the offers are read in full by id.
      const first = await viaPositions();
      const held = await viaPositions();
      expect(first.queries).toBe(held.queries + 1);
      expect(held.queries).toBe(withOffset.queries + 1);
      expect(held.body).toEqual(withOffset.body);
    } finally {
      await positioned.close();
    }
  });

  it('opens an offer with a fixed number of statements, whichever offer it is', async () => {
    const list = await statementsOf('/api/Alumno/dameOfertasUsuario/empleo/es?porPagina=40');
    const counts = new Set<number>();
    for (const offer of list.body.datos.ofertas.slice(0, 8)) {
      const detail = await statementsOf(`/api/Alumno/dameOferta/${offer.urlAcceso}`);
      expect(detail.body.status).toBe(0);
      counts.add(detail.queries);
    }
    expect(Math.max(...counts)).toBeLessThanOrEqual(7);
  });
});
