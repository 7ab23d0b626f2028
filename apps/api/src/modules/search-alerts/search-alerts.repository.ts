import { sql } from 'kysely';
import { CANDIDACY_STATE, type OfferProfileId } from '@portal/shared';
import type { DbHandle } from '../../lib/request-context.ts';
import { ownedBy, sameInstitution } from '../../lib/scoped.ts';
import type { CandidateOwned } from '../../policies/candidate-owned.ts';
import './search-alerts.tables.ts';

/** The candidate's searches that are watched. */
export async function watchedIds(db: DbHandle, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('search_alerts as a')
    .innerJoin('saved_searches as s', 's.id', 'a.saved_search_id')
    .select('a.saved_search_id')
    .where(ownedBy(userId, 's.user_id'))
    .orderBy('a.saved_search_id')
    .execute();
  return rows.map((r) => r.saved_search_id);
}

/** Whose search an id names, and whether it is the history list; whoever asks (the policy decides). */
export async function searchOf(db: DbHandle, id: number): Promise<(CandidateOwned & { filters: unknown }) | undefined> {
  const row = await db
    .selectFrom('saved_searches as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.user_id', 'u.institution_id', 's.filters'])
    .where('s.id', '=', id)
    .executeTakeFirst();
  return row && { candidateId: row.user_id, institutionId: row.institution_id, filters: row.filters };
}

/** Turning an alert on twice keeps its first `since`: offers already due stay due. */
export async function watch(db: DbHandle, id: number, at: Date): Promise<void> {
  await db.insertInto('search_alerts').values({ saved_search_id: id, since: at }).onConflict((oc) => oc.column('saved_search_id').doNothing()).execute();
}

export async function unwatch(db: DbHandle, id: number): Promise<void> {
  await db.deleteFrom('search_alerts').where('saved_search_id', '=', id).execute();
}

/** Institutions where somebody watches a search: the daily pass visits only those. */
export async function institutionsWatching(db: DbHandle): Promise<string[]> {
  const rows = await db
    .selectFrom('search_alerts as a')
    .innerJoin('saved_searches as s', 's.id', 'a.saved_search_id')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select('u.institution_id')
    .distinct()
    .execute();
  return rows.map((r) => r.institution_id);
}

/**
 * The institution's pass of the day, claimed: the row is locked until the pass's transaction ends, so a second
 * process waits and then finds the day done. The first pass ever looks one day back.
 */
export async function claimRun(db: DbHandle, institutionId: string, today: string, now: Date): Promise<{ from: Date } | undefined> {
  const dayBefore = new Date(now.getTime() - 24 * 3600 * 1000);
  await db
    .insertInto('search_alert_runs')
    .values({ institution_id: institutionId, last_day: '1970-01-01', until: dayBefore })
    .onConflict((oc) => oc.column('institution_id').doNothing())
    .execute();
  const run = await db
    .selectFrom('search_alert_runs')
    .select([sql<string>`last_day::text`.as('last_day'), 'until'])
    .where(sameInstitution(institutionId, 'institution_id'))
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (run.last_day >= today) return undefined;
  return { from: new Date(run.until) };
}

export async function closeRun(db: DbHandle, institutionId: string, today: string, until: Date): Promise<void> {
  await db.updateTable('search_alert_runs').set({ last_day: today, until }).where(sameInstitution(institutionId, 'institution_id')).execute();
}

/** What the matcher reads of an offer (the columns the list's filters test). */
export interface AlertOffer {
  id: number;
  url_access: string;
  title: string;
  title_folded: string;
  profile: number;
  province_id: number | null;
  locality: string | null;
  contract_type_id: number | null;
  modality: string | null;
  is_tfg_tfm: boolean;
  is_international: boolean;
  pay: string | null;
  expires_on: string | null;
  tags: string[];
  degree_ids: number[];
  published_at: Date;
}

/** Published, unexpired offers of the institution published in (from, until]: a day's worth, a few hundred at most. */
export async function offersPublishedBetween(db: DbHandle, institutionId: string, from: Date, until: Date, today: string): Promise<AlertOffer[]> {
  const rows = await db
    .selectFrom('offers as o')
    .select([
      'o.id',
      'o.url_access',
      'o.title',
      'o.title_folded',
      'o.profile',
      'o.province_id',
      'o.locality',
      'o.contract_type_id',
      'o.modality',
      'o.is_tfg_tfm',
      'o.is_international',
      'o.pay',
      sql<string | null>`o.expires_on::text`.as('expires_on'),
      'o.tags',
      sql<number[]>`coalesce((select array_agg(od.degree_id) from offer_degrees od where od.offer_id = o.id), '{}')`.as('degree_ids'),
      sql<Date>`o.published_at`.as('published_at'),
    ])
    .where(sameInstitution(institutionId, 'o.institution_id'))
    .where('o.state', '=', 'published')
    .where('o.published_at', '>', from)
    .where('o.published_at', '<=', until)
    .where((eb) => eb.or([eb('o.expires_on', 'is', null), eb('o.expires_on', '>=', today)]))
    .orderBy('o.published_at', 'desc')
    .orderBy('o.id', 'desc')
    .execute();
  return rows.map((r) => ({ ...r, degree_ids: (r.degree_ids ?? []).map(Number), published_at: new Date(r.published_at) }));
}

/** A watched search as the pass reads it: its candidate (reachable ones only), its filters and since when. */
export interface WatchedSearch {
  id: number;
  user_id: number;
  name: string;
  profile: OfferProfileId;
  filters: Record<string, unknown>;
  since: Date;
}

/** One batch of the institution's watched searches after `afterId`, by id: the pass never holds them all. */
export async function watchedSearches(db: DbHandle, institutionId: string, afterId: number, limit: number): Promise<WatchedSearch[]> {
  const rows = await db
    .selectFrom('search_alerts as a')
    .innerJoin('saved_searches as s', 's.id', 'a.saved_search_id')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.id', 's.user_id', 's.name', 's.profile', 's.filters', 'a.since'])
    .where(sameInstitution(institutionId, 'u.institution_id'))
    .where('u.role', '=', 'Alumno')
    .where('u.blocked', '=', false)
    .where('u.deregistered_at', 'is', null)
    .where('s.id', '>', afterId)
    .orderBy('s.id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ ...r, profile: r.profile as OfferProfileId, filters: (r.filters ?? {}) as Record<string, unknown>, since: new Date(r.since) }));
}

/** Who holds a live candidacy in which of these offers, as `candidate:offer` keys: 'omitirInscritas' reads it. */
export async function liveCandidacies(db: DbHandle, offerIds: readonly number[]): Promise<Set<string>> {
  if (offerIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('candidacies')
    .select(['candidate_id', 'offer_id'])
    .where('offer_id', 'in', offerIds)
    .where('state_id', '<>', CANDIDACY_STATE.withdrawn)
    .execute();
  return new Set(rows.map((r) => `${r.candidate_id}:${r.offer_id}`));
}
