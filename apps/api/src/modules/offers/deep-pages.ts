import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { OfferSort } from '@portal/shared';
import type { DbHandle } from '../../lib/request-context.ts';
import { inInstitution } from '../../lib/scoped.ts';
import { lastDegreeMark, lastOfferMark } from './change-marks.ts';
import { afterKey, listOrder, orderClause } from './list-order.ts';
import { filteredOffers, sortedBy, type ListCriteria, type ListScope } from './offer-list.repository.ts';

/**
 * Deep pages of the candidate's offers lists without walking the list up to the page.
 *
 * The contract pages by number, and OFFSET reads every entry before the page: page 10,000 of a million offers
 * reads 200,000 index entries. Instead, on the first deep page of a list, one statement numbers the whole list
 * (the same filtered, ordered index scan) and keeps the sort key of every `every`-th offer: a position. A page at
 * offset X then reads from the position at or before X by its key (a range of the order's index) and skips fewer
 * than `every` entries: the same offers, in the same order, as OFFSET X.
 *
 * The positions are right only while the list cannot have changed. The database marks every change that could
 * move an offer in or out of a list or along it (migration 0017: `offers.list_xid` for inserts and for updates of
 * any column the lists filter or sort on, `offer_list_removals` for deletes and moves to another institution;
 * `match_xid` of the offers and their degrees for the degree filters). The positions remember the oldest
 * transaction still running when they were computed; the statement that reads a page also reads the last marks
 * (the top entry of an index each) and answers whether they are all older. When not, the positions are computed
 * again; when they still cannot be trusted (a long transaction holds the horizon back), the page is read with
 * OFFSET. Checking and reading in one statement means one snapshot: the page is the one OFFSET gives at that
 * moment. Expiry moves with the day, which is part of the list's key, as in the count cache.
 *
 * Lists that depend on who asks or on tables without such marks keep OFFSET: fit my CV (the candidate's stored
 * set), the offers I opened (`historial`) and leaving out the offers I applied to (`omitirInscritas`).
 *
 * Each process keeps its own positions (a bounded LRU of lists); the check against the database keeps every
 * process right whoever changed the offers.
 */
export interface DeepPageOptions {
  /** One position every this many offers: a million offers hold 2,000 positions, a page skips fewer than 500. */
  every?: number;
  /** Pages starting before this offset read with OFFSET (a few hundred entries cost less than a check). */
  from?: number;
  /** Lists kept per process, least recently used first out. */
  lists?: number;
}

/** The positions of one list: the key of every `every`-th offer (as text), and the horizon they hold for. */
interface Positions {
  horizon: string;
  keys: (string | null)[][];
}

export interface DeepPages {
  readonly every: number;
  readonly from: number;
  /**
   * Deep pages read from positions, positions computed, and deep pages read with OFFSET because even freshly
   * computed positions could not be trusted (for tests and diagnosis).
   */
  readonly counts: { fromPositions: number; computed: number; untrusted: number };
  held(key: string): Promise<Positions | undefined> | undefined;
  /** Computes the list's positions again unless another request already replaced `stale`: then shares theirs. */
  renew(key: string, stale: Promise<Positions | undefined> | undefined, compute: () => Promise<Positions | undefined>): Promise<Positions | undefined>;
}

export function createDeepPages(options: DeepPageOptions = {}): DeepPages {
  const every = options.every ?? 500;
  const from = options.from ?? 2_000;
  const lists = options.lists ?? 256;
  if (every < 1 || from < 0) throw new Error('Deep pages need a position every one offer or more');
  const kept = new Map<string, Promise<Positions | undefined>>();
  return {
    every,
    from,
    counts: { fromPositions: 0, computed: 0, untrusted: 0 },
    held(key) {
      const positions = kept.get(key);
      if (positions) {
        // Most recently used last: a Map iterates in insertion order.
        kept.delete(key);
        kept.set(key, positions);
      }
      return positions;
    },
    renew(key, stale, compute) {
      const current = kept.get(key);
      if (current && current !== stale) return current;
      const positions = compute();
      kept.delete(key);
      kept.set(key, positions);
      if (kept.size > lists) kept.delete(kept.keys().next().value as string);
      // A failed computation is not kept: the next deep page tries again.
      positions.catch(() => kept.get(key) === positions && kept.delete(key));
      return positions;
    },
  };
}

/** Whether the list is the same for everyone asking it and its changes are marked (see above). */
function hasMarkedChanges(criteria: ListCriteria): boolean {
  const { filters } = criteria;
  return !filters.historial && !filters.omitirInscritas && !criteria.fitSet && !criteria.match;
}

const readsDegrees = (criteria: ListCriteria) => criteria.filters.titulacion !== undefined || criteria.areaDegreeIds !== undefined;

/**
 * A page's ids read from the list's positions, or undefined when the page is read with OFFSET (a shallow page, a
 * list without marked changes, a list shorter than one position, positions that cannot be trusted).
 */
export async function pageFromPositions(
  db: DbHandle,
  deep: DeepPages,
  scope: ListScope,
  criteria: ListCriteria,
  page: { limit: number; offset: number },
  sort: OfferSort | undefined,
): Promise<number[] | undefined> {
  // Inside a transaction the list may hold that transaction's own changes, which others must not inherit.
  if (page.offset < deep.from || !hasMarkedChanges(criteria) || db.isTransaction) return undefined;
  const { candidateId: _whoAsks, ...list } = scope;
  const key = JSON.stringify([list, sort ?? 'newest', criteria.filters, criteria.areaDegreeIds, criteria.tagSpellings]);
  const compute = () => {
    deep.counts.computed += 1;
    return computePositions(db, deep.every, scope, criteria, sort);
  };

  let held = deep.held(key);
  let fresh = held === undefined;
  held ??= deep.renew(key, undefined, compute);
  for (;;) {
    // Positions that failed to compute leave the page to OFFSET (and are not kept, see renew).
    const positions = await held.catch(() => undefined);
    const index = Math.min(Math.floor(page.offset / deep.every), positions?.keys.length ?? 0);
    // Before the first position, or a list shorter than one: OFFSET reads fewer than `every` entries.
    if (!positions || index === 0) return undefined;
    const read = await checkedPage(db, scope, criteria, sort, positions, index, { limit: page.limit, skip: page.offset - index * deep.every });
    if (read.current) {
      deep.counts.fromPositions += 1;
      return read.ids;
    }
    if (fresh) {
      deep.counts.untrusted += 1;
      return undefined;
    }
    held = deep.renew(key, held, compute);
    fresh = true;
  }
}

/** One statement: the key of every `every`-th offer of the list in its order, and the horizon of its snapshot. */
async function computePositions(db: DbHandle, every: number, scope: ListScope, criteria: ListCriteria, sort: OfferSort | undefined): Promise<Positions> {
  const order = listOrder(sort);
  const numbered = filteredOffers(db, scope, criteria).select([
    ...order.map((c, i) => sql<string | null>`${sql.ref(c.column)}::text`.as(`k${i}`)),
    sql<number>`row_number() over (order by ${orderClause(order)})`.as('rn'),
  ]);
  const keys = sql.join(order.map((_c, i) => sql.ref(`n.k${i}`)));
  const { rows } = await sql<{ horizon: string; keys: (string | null)[][] }>`
    select pg_snapshot_xmin(pg_current_snapshot())::text as horizon,
      coalesce((select json_agg(json_build_array(${keys}) order by n.rn) from (${numbered}) n where n.rn % ${every} = 0), '[]'::json) as keys`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('No positions computed');
  return { horizon: row.horizon, keys: row.keys };
}

/**
 * In one statement (one snapshot): whether every mark of a change that could touch the list is older than the
 * positions' horizon, and the page read from position `index` (the `index * every`-th offer).
 */
async function checkedPage(
  db: DbHandle,
  scope: ListScope,
  criteria: ListCriteria,
  sort: OfferSort | undefined,
  positions: Positions,
  index: number,
  page: { limit: number; skip: number },
): Promise<{ current: boolean; ids: number[] }> {
  const order = listOrder(sort);
  const runs = afterKey(order, positions.keys[index - 1] as (string | null)[]);
  const after = (run: RawBuilder<SqlBool>) => sortedBy(filteredOffers(db, scope, criteria).where(run), sort);
  let ids;
  if (runs.length === 1) {
    ids = after(runs[0] as RawBuilder<SqlBool>).select('o.id').limit(page.limit).offset(page.skip);
  } else {
    // Runs follow each other in the order: the page lies within the first `skip + limit` offers of the runs.
    const enough = page.skip + page.limit;
    const columns = order.map((c) => c.column);
    const parts = sql.join(
      runs.map((run) => sql`(${after(run).select(columns).limit(enough)})`),
      sql` union all `,
    );
    ids = sql`select o.id from (${parts}) o order by ${orderClause(order)} limit ${page.limit} offset ${page.skip}`;
  }

  const horizon = sql`cast(${positions.horizon} as xid8)`;
  const marks: Expression<unknown>[] = [
    lastOfferMark(db, scope.institutionId, 'list_xid'),
    db.selectFrom('offer_list_removals as r').$call(inInstitution(scope.institutionId, 'r.institution_id')).select('r.removed_xid'),
  ];
  if (readsDegrees(criteria)) {
    // A required degree added or edited marks the degree row; a removed one marks its offer's match_xid.
    marks.push(lastDegreeMark(db), lastOfferMark(db, scope.institutionId, 'match_xid'));
  }
  const current = sql.join(
    marks.map((mark) => sql`coalesce((${mark}), cast('0' as xid8)) < ${horizon}`),
    sql` and `,
  );
  const { rows } = await sql<{ current: boolean; ids: number[] }>`select ${current} as current, array(${ids}) as ids`.execute(db);
  const row = rows[0];
  return { current: row?.current === true, ids: row?.ids ?? [] };
}
