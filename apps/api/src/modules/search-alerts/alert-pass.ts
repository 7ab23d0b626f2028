import type { FastifyInstance } from 'fastify';
import { foldText, OFFER_PROFILE, SEARCH_ALERT_HOUR, type Language } from '@portal/shared';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { everyHour } from '../../lib/hourly.ts';
import { institutionOrigin } from '../../lib/public-origin.ts';
import type { DbHandle } from '../../lib/request-context.ts';
import type { QueuedMail } from '../../mail/outbox.ts';
import { createCatalogRepository, loadCatalogs } from '../domains/index.ts';
import { notifyEach, type ReaderNotice } from '../notifications/index.ts';
import { loadCandidateProfile, matchContext, serviceDay, serviceHour } from '../offers/index.ts';
import { localityWords, matchesFilters, prepareOffer, readStoredFilters, type ResolvedFilters } from './alert-matcher.ts';
import { searchWords } from '../../lib/text-search.ts';
import * as repo from './search-alerts.repository.ts';

type Queue = (handle: DbHandle, mails: readonly QueuedMail[]) => Promise<number>;

/** Watched searches read, matched and told per batch: memory stays flat however many candidates watch. */
export const ALERT_BATCH = 5000;

export interface AlertPassResult {
  institutions: number;
  offers: number;
  searches: number;
  told: number;
}

/** "3 ofertas nuevas", in each language, as the notification's texts read it. */
function newOffersText(count: number): Record<Language, string> {
  return count === 1
    ? { es: '1 oferta nueva', ca: '1 oferta nova', en: '1 new offer' }
    : { es: `${count} ofertas nuevas`, ca: `${count} ofertes noves`, en: `${count} new offers` };
}

/** The list the search gives, as a portal path (the web localizes it): the reader lands on the matching offers. */
function listLink(profile: number, filters: Record<string, unknown>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (value !== undefined && value !== null && value !== false && value !== '') query.set(name, String(value));
  }
  const path = profile === OFFER_PROFILE.job ? '/ofertas-empleo' : '/ofertas-practicas';
  return query.size > 0 ? `${path}?${query.toString()}` : path;
}

/**
 * The filter values a search needs from the reference lists (a tag's spellings in every language, a degree
 * area's degrees), looked up once per distinct value for the whole pass.
 */
function createResolver(db: DbHandle, institutionId: string) {
  const tags = new Map<string, Promise<Set<string>>>();
  const areas = new Map<number, Promise<Set<number>>>();
  const catalogs = loadCatalogs(db, institutionId, 'es', ['tags']);
  return async (stored: unknown): Promise<ResolvedFilters | undefined> => {
    const filters = readStoredFilters(stored);
    if (!filters) return undefined;
    const tag = filters.etiqueta?.trim();
    let tagKeys: Set<string> | undefined;
    if (tag) {
      if (!tags.has(tag)) tags.set(tag, catalogs.then((labels) => new Set(labels.spellings('tags', tag).map((s) => foldText(s.trim())))));
      tagKeys = await tags.get(tag);
    }
    let areaDegreeIds: Set<number> | undefined;
    if (filters.areaTitulacion !== undefined) {
      const area = filters.areaTitulacion;
      if (!areas.has(area)) areas.set(area, createCatalogRepository(db).degreeIdsOfArea(institutionId, area).then((ids) => new Set(ids)));
      areaDegreeIds = await areas.get(area);
    }
    return {
      filters,
      tagKeys,
      areaDegreeIds,
      titleWords: filters.texto ? searchWords(filters.texto) : undefined,
      localityWords: filters.localidad ? localityWords(filters.localidad) : undefined,
    };
  };
}

/** Of the offers a search matched, those that also fit the candidate's CV: one statement per such candidate. */
async function fittingOnes(db: DbHandle, institutionId: string, candidateId: number, offerIds: readonly number[]): Promise<Set<number>> {
  const match = matchContext(await loadCandidateProfile(db, institutionId, candidateId));
  const rows = await db.selectFrom('offers as o').select('o.id').where('o.id', 'in', offerIds).where(match.fits).execute();
  return new Set(rows.map((r) => r.id));
}

/**
 * One institution's pass of the day, in one transaction with its claim: the offers published since the last pass
 * are read once, every watched search is matched against them in memory, and each search with news gets one
 * notification (and the mail its reader chose). Returns how many searches were told, or undefined when the day
 * was already done.
 */
async function passOf(db: Db, queue: Queue, config: AppConfig, institutionId: string, now: Date, today: string) {
  return db.transaction().execute(async (trx) => {
    const run = await repo.claimRun(trx, institutionId, today, now);
    if (!run) return undefined;
    const offers = (await repo.offersPublishedBetween(trx, institutionId, run.from, now, today)).map(prepareOffer);
    let searches = 0;
    let told = 0;
    if (offers.length > 0) {
      const enrolled = await repo.liveCandidacies(trx, offers.map((o) => o.id));
      const resolve = createResolver(trx, institutionId);
      const ctx = { db: trx, mail: (mails: readonly QueuedMail[]) => queue(trx, mails).then(() => undefined), origin: institutionOrigin(config, institutionId), now };
      for (let afterId = 0; ; ) {
        const batch = await repo.watchedSearches(trx, institutionId, afterId, ALERT_BATCH);
        if (batch.length === 0) break;
        afterId = batch.at(-1)!.id;
        searches += batch.length;
        const notices: ReaderNotice[] = [];
        for (const search of batch) {
          const resolved = await resolve(search.filters);
          if (!resolved) continue;
          const isEnrolled = (offerId: number) => enrolled.has(`${search.user_id}:${offerId}`);
          let matched = offers.filter((o) => o.profile === search.profile && o.published_at > search.since && matchesFilters(o, resolved, today, isEnrolled));
          if (matched.length > 0 && resolved.filters.encajaConmigo) {
            const fitting = await fittingOnes(trx, institutionId, search.user_id, matched.map((o) => o.id));
            matched = matched.filter((o) => fitting.has(o.id));
          }
          if (matched.length === 0) continue;
          notices.push({
            userId: search.user_id,
            params: { busqueda: search.name, nuevas: newOffersText(matched.length), oferta: matched[0]!.title },
            link: listLink(search.profile, search.filters),
          });
        }
        told += await notifyEach(ctx, 'search.matches', institutionId, notices);
      }
    }
    await repo.closeRun(trx, institutionId, today, now);
    return { offers: offers.length, searches, told };
  });
}

/** The day's pass over every institution where somebody watches a search; safe to run from several processes. */
export async function runSearchAlerts(db: Db, queue: Queue, config: AppConfig, now: Date): Promise<AlertPassResult> {
  const today = serviceDay(now);
  const result: AlertPassResult = { institutions: 0, offers: 0, searches: 0, told: 0 };
  for (const institutionId of await repo.institutionsWatching(db)) {
    const pass = await passOf(db, queue, config, institutionId, now, today);
    if (!pass) continue;
    result.institutions++;
    result.offers += pass.offers;
    result.searches += pass.searches;
    result.told += pass.told;
  }
  return result;
}

export function scheduleSearchAlerts(app: FastifyInstance, deps: { db: Db; queue: Queue; nudge: () => void; config: AppConfig }): void {
  everyHour(app, 'saved-search alerts', async () => {
    const now = deps.config.now();
    if (serviceHour(now) < SEARCH_ALERT_HOUR) return;
    const result = await runSearchAlerts(deps.db, deps.queue, deps.config, now);
    if (result.told > 0) {
      app.log.info(result, 'candidates told of new offers for their saved searches');
      deps.nudge();
    }
  });
}

