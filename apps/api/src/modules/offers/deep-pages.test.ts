import type { OfferFilters, OfferSort } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueryCounter } from '../../lib/query-counter.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { addDays } from './calendar.ts';
import { createDeepPages, pageFromPositions, type DeepPages } from './deep-pages.ts';
import { createOfferListRepository, type ListCriteria, type ListScope } from './offer-list.repository.ts';
import { DEGREE, offersFactory, type OffersFactory } from './offers.factory.ts';

/**
 * Deep pages read from remembered positions must be the pages OFFSET gives, for every order, filter and offset,
 * and again after any change to the offers. The generic institution's demo offers are removed: the offers below
 * are all it has, with ties, missing pays and deadlines, and offers without any date, so every kind of position
 * (and of run after it) is met with positions every 3 to 7 offers.
 */
let t: TestApp;
let f: OffersFactory;
let scope: ListScope;
const SORTS: (OfferSort | undefined)[] = [undefined, 'caducidad', 'salario'];
/**
 * The two exhaustive tests compare every offset of every order and filter with OFFSET: about a thousand statements,
 * 9 s each on an idle machine and 20 s with the journeys beside them. Their budget is their work, not the 30 s a
 * test of a few calls gets.
 */
const EXHAUSTIVE_MS = 120_000;

beforeAll(async () => {
  t = await createTestApp({ overrides: { offerListPositions: { every: 3, from: 0 } } });
  f = offersFactory(t);
  await t.db.deleteFrom('offers').where('institution_id', '=', 'generic').execute();
  const candidate = await f.candidate();
  const today = f.today();
  scope = { institutionId: 'generic', profile: 1, candidateId: candidate.userId, today };
  const now = t.clock.now().getTime();
  const pays = [null, 21000, 21000, 30000, null, 18000, 30000, 25000, null, 21000];
  const deadlines = [null, addDays(today, 3), addDays(today, 3), addDays(today, 10), null, addDays(today, 0), addDays(today, 40)];
  for (let n = 0; n < 34; n += 1) {
    await f.offer({
      title: `Oferta ${n}`,
      // Ties of publication time every three offers, and of the listed day through highlights.
      published_at: new Date(now - Math.floor(n / 3) * 3_600_000),
      highlighted_on: n % 11 === 4 ? today : n % 13 === 5 ? addDays(today, -2) : null,
      salary: pays[n % pays.length] ?? null,
      expires_on: deadlines[n % deadlines.length] ?? null,
      province_id: n % 2 === 0 ? 28 : 29,
      modality: n % 3 === 0 ? 'remoto' : 'presencial',
      degrees: [{ degreeId: n % 4 === 0 ? DEGREE.law : DEGREE.computerEngineering }],
    });
  }
  // Without any date (no publication time, no highlight): the newest-first order puts them first.
  for (let n = 0; n < 4; n += 1) await f.offer({ title: `Sin fecha ${n}`, published_at: null, salary: n === 0 ? null : 21000 });
  // Never listed: an internship, a closed offer, an expired one.
  await f.offer({ profile: 2, monthly_grant: 500 });
  await f.offer({ state: 'closed' });
  await f.offer({ expires_on: addDays(today, -1) });
});

afterAll(async () => {
  await t?.close();
});

const repository = () => createOfferListRepository(t.db);
const criteriaOf = (filters: OfferFilters): ListCriteria => ({ filters });

async function offsetIds(criteria: ListCriteria, page: { limit: number; offset: number }, sort: OfferSort | undefined) {
  return (await repository().page(scope, criteria, page, sort)).map((row) => row.id);
}

/** The page as the service reads it: from the positions when they answer, else with OFFSET. */
async function deepIds(deep: DeepPages, criteria: ListCriteria, page: { limit: number; offset: number }, sort: OfferSort | undefined) {
  return (await pageFromPositions(t.db, deep, scope, criteria, page, sort)) ?? (await offsetIds(criteria, page, sort));
}

/** Every page of `limit` through the list and past its end equals OFFSET's. */
async function expectEveryPageAsOffset(deep: DeepPages, criteria: ListCriteria, sort: OfferSort | undefined, limit = 4) {
  const size = await repository().count(scope, criteria);
  for (let offset = 0; offset <= size + limit; offset += 1) {
    const page = { limit, offset };
    expect(await deepIds(deep, criteria, page, sort), `${JSON.stringify(criteria.filters)} ${sort ?? 'newest'} at ${offset}`).toEqual(
      await offsetIds(criteria, page, sort),
    );
  }
}

describe('deep pages from remembered positions', () => {
  it('are the pages OFFSET gives, for every order and filter, to the last partial page and past the end', async () => {
    const filters: OfferFilters[] = [{}, { provincia: 28 }, { salarioMin: 21000 }, { modalidad: 'remoto' }, { titulacion: DEGREE.law }];
    for (const every of [3, 7]) {
      const deep = createDeepPages({ every, from: 0 });
      for (const sort of SORTS) {
        for (const filter of filters) await expectEveryPageAsOffset(deep, criteriaOf(filter), sort);
      }
      // One computation per list, and the positions answered the deep pages (OFFSET did not).
      expect(deep.counts.computed).toBe(SORTS.length * filters.length);
      expect(deep.counts.fromPositions).toBeGreaterThan(SORTS.length * filters.length * 10);
      expect(deep.counts.untrusted).toBe(0);
    }
  }, EXHAUSTIVE_MS);

  it('read pages longer than the distance between positions, and leave shallow pages to OFFSET', async () => {
    const deep = createDeepPages({ every: 3, from: 0 });
    for (const sort of SORTS) await expectEveryPageAsOffset(deep, criteriaOf({}), sort, 20);
    const shallow = createDeepPages({ every: 3, from: 10 });
    expect(await pageFromPositions(t.db, shallow, scope, criteriaOf({}), { limit: 4, offset: 9 }, undefined)).toBeUndefined();
    expect(await pageFromPositions(t.db, shallow, scope, criteriaOf({}), { limit: 4, offset: 10 }, undefined)).toHaveLength(4);
    expect(shallow.counts.computed).toBe(1);
  });

  it('leave the lists that depend on who asks to OFFSET', async () => {
    const deep = createDeepPages({ every: 3, from: 0 });
    for (const filters of [{ historial: true }, { omitirInscritas: true }]) {
      expect(await pageFromPositions(t.db, deep, scope, criteriaOf(filters), { limit: 4, offset: 8 }, undefined)).toBeUndefined();
    }
    expect(deep.counts.computed).toBe(0);
  });

  it('are computed again after any change that moves the list, and only then', async () => {
    const deep = createDeepPages({ every: 3, from: 0 });
    const everySort = async () => {
      for (const sort of SORTS) await expectEveryPageAsOffset(deep, criteriaOf({}), sort);
    };
    const law = criteriaOf({ titulacion: DEGREE.law });
    await everySort();
    await expectEveryPageAsOffset(deep, law, undefined);
    const computed = () => deep.counts.computed;
    const before = computed();

    // A change the lists do not read keeps the positions.
    const [first, second, third] = await repository().page(scope, criteriaOf({}), { limit: 3, offset: 0 }, undefined);
    await t.db.updateTable('offers').set({ description: 'Otra descripción.' }).where('id', '=', first!.id).execute();
    await everySort();
    expect(computed()).toBe(before);

    const changes: [string, () => Promise<unknown>][] = [
      ['a new offer', () => f.offer({ title: 'Nueva', published_at: t.clock.now(), salary: 40000, expires_on: addDays(scope.today, 1) })],
      ['a deleted offer', () => t.db.deleteFrom('offers').where('id', '=', second!.id).execute()],
      ['a closed offer', () => t.db.updateTable('offers').set({ state: 'closed' }).where('id', '=', third!.id).execute()],
      ['an offer published again', () => t.db.updateTable('offers').set({ state: 'published' }).where('id', '=', third!.id).execute()],
      ['a new pay', () => t.db.updateTable('offers').set({ salary: 99000 }).where('id', '=', first!.id).execute()],
      ['a new deadline', () => t.db.updateTable('offers').set({ expires_on: null }).where('id', '=', first!.id).execute()],
      ['a highlight', () => t.db.updateTable('offers').set({ highlighted_on: scope.today }).where('title', '=', 'Oferta 30').execute()],
      ['an offer moved to another institution', () => t.db.updateTable('offers').set({ institution_id: 'uib' }).where('title', '=', 'Oferta 20').execute()],
    ];
    for (const [change, make] of changes) {
      const held = computed();
      await make();
      await everySort();
      // Each list's positions were computed again once, at its first deep page after the change.
      expect(computed(), change).toBe(held + SORTS.length);
    }

    // A required degree removed takes the offer out of the degree's list.
    const lawOffer = await t.db
      .selectFrom('offer_degrees')
      .innerJoin('offers', 'offers.id', 'offer_degrees.offer_id')
      .select('offer_degrees.offer_id')
      .where('offer_degrees.degree_id', '=', DEGREE.law)
      .where('offers.title', '=', 'Oferta 8')
      .executeTakeFirstOrThrow();
    await t.db.deleteFrom('offer_degrees').where('offer_id', '=', lawOffer.offer_id).where('degree_id', '=', DEGREE.law).execute();
    await expectEveryPageAsOffset(deep, law, undefined);
    await t.db.insertInto('offer_degrees').values({ offer_id: lawOffer.offer_id, degree_id: DEGREE.law, required: true }).execute();
    await expectEveryPageAsOffset(deep, law, undefined);
  }, EXHAUSTIVE_MS);

  it('share one computation between the first deep pages of a list, and keep a bounded number of lists', async () => {
    const deep = createDeepPages({ every: 3, from: 0, lists: 2 });
    const page = { limit: 4, offset: 9 };
    const pages = await Promise.all(Array.from({ length: 5 }, () => pageFromPositions(t.db, deep, scope, criteriaOf({}), page, undefined)));
    expect(deep.counts.computed).toBe(1);
    expect(new Set(pages.map((ids) => JSON.stringify(ids))).size).toBe(1);
    // Two more lists push the least recently used one out: its next deep page computes its positions again.
    await pageFromPositions(t.db, deep, scope, criteriaOf({ provincia: 28 }), page, undefined);
    await pageFromPositions(t.db, deep, scope, criteriaOf({}), page, undefined);
    await pageFromPositions(t.db, deep, scope, criteriaOf({ provincia: 29 }), page, undefined);
    expect(deep.counts.computed).toBe(3);
    await pageFromPositions(t.db, deep, scope, criteriaOf({}), page, undefined);
    expect(deep.counts.computed).toBe(3);
    await pageFromPositions(t.db, deep, scope, criteriaOf({ provincia: 28 }), page, undefined);
    expect(deep.counts.computed).toBe(4);
  });

  it('check and read a deep page in one statement while the positions hold', async () => {
    const counter = new QueryCounter();
    const counted = t.db.withPlugin(counter);
    const deep = createDeepPages({ every: 3, from: 0 });
    const page = { limit: 4, offset: 13 };
    const read = async () => {
      counter.count = 0;
      const ids = await pageFromPositions(counted, deep, scope, criteriaOf({}), page, 'salario');
      return { ids, statements: counter.count };
    };
    // The first deep page of the list computes its positions: one statement more.
    expect((await read()).statements).toBe(2);
    const held = await read();
    expect(held.statements).toBe(1);
    expect(held.ids).toEqual(await offsetIds(criteriaOf({}), page, 'salario'));
  });
});
