import { FIT_OFFERS_LIMIT, OFFERS_PAGE_DEFAULT, Status, type OfferFilters, type OfferListQuery, type OfferProfileId } from '@portal/shared';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, DbHandle } from '../../lib/request-context.ts';
import { createCatalogRepository, loadCatalogs, type CatalogLabels } from '../domains/index.ts';
import { serviceDay } from './calendar.ts';
import { loadCandidateProfile } from './match/candidate-profile.repository.ts';
import { matchContext } from './match/requirement-checks.ts';
import { currentFitSet } from './match/fit-set.repository.ts';
import { createOfferListRepository, type ListCriteria, type ListScope, type SummaryRow } from './offer-list.repository.ts';
import { createOffersRepository, type OfferDetailRow } from './offers.repository.ts';
import { DETAIL_CATALOGS, SUMMARY_CATALOGS } from './offers.presenter.ts';
import { noCountCache, type CountCache } from './offer-count-cache.ts';
import { pageFromPositions, type DeepPages } from './deep-pages.ts';

/**
 * The candidate's offer lists and offer pages. Every function takes the call's handle and actor and answers
 * domain objects (rows with their labels); offers.presenter shapes the wire.
 */

/** Offers as listed, with the labels of their reference ids and the day expiry is judged by. */
export interface OfferRows {
  rows: SummaryRow[];
  labels: CatalogLabels;
  today: string;
}

const scopeOf = (actor: Actor, now: Date, profile?: OfferProfileId): ListScope => ({
  institutionId: actor.institutionId,
  profile,
  candidateId: actor.userId,
  today: serviceDay(now),
});

async function criteriaFor(db: DbHandle, actor: Actor, filters: OfferFilters, today: string): Promise<ListCriteria> {
  const tag = filters.etiqueta?.trim();
  const [match, areaDegreeIds, tagSpellings] = await Promise.all([
    filters.encajaConmigo ? loadCandidateProfile(db, actor.institutionId, actor.userId).then(matchContext) : undefined,
    filters.areaTitulacion !== undefined ? createCatalogRepository(db).degreeIdsOfArea(actor, filters.areaTitulacion) : undefined,
    // A tag chosen in Catalan finds the offers that keep it in Spanish (or English), and the other way round.
    tag ? loadCatalogs(db, actor, actor.language, ['tags']).then((labels) => labels.spellings('tags', tag)) : undefined,
  ]);
  if (!match) return { filters, areaDegreeIds, tagSpellings };
  // The offers I opened are few, and include expired ones the stored set leaves out: matched as they are read.
  if (filters.historial) return { filters, match, areaDegreeIds, tagSpellings };
  // Otherwise 'fit my CV' reads the candidate's stored set, brought up to date for the CV as it is now.
  const fitSet = await currentFitSet(db, { institutionId: actor.institutionId, candidateId: actor.userId, today }, match);
  return { filters, fitSet, areaDegreeIds, tagSpellings };
}

async function withLabels(db: DbHandle, actor: Actor, rows: SummaryRow[], today: string): Promise<OfferRows> {
  const labels = await loadCatalogs(db, actor, actor.language, rows.length > 0 ? SUMMARY_CATALOGS : []);
  return { rows, labels, today };
}

/**
 * The size of a list, through the cache when it is the same for everyone asking the same list, or for one
 * candidate's stored 'fit my CV' set at one version (a refresh of the set gives another version, so another key).
 * 'historial' and 'omitirInscritas' depend on what the candidate does between two pages: counted each time.
 */
const cachedTotal = (filters: OfferFilters) => !filters.historial && !filters.omitirInscritas;

function total(db: DbHandle, scope: ListScope, criteria: ListCriteria, counts: CountCache): Promise<number> {
  const count = () => createOfferListRepository(db).count(scope, criteria);
  if (!cachedTotal(criteria.filters)) return count();
  const fitSet = criteria.fitSet ? [criteria.fitSet.candidateId, criteria.fitSet.version] : [];
  // 'Fit my CV' alone: every change that moves its total (a state, a deadline, the type, a refresh of the set)
  // moves the set's version or the day, so the key says when the total is stale. Other filters read offer
  // columns the set does not follow: kept only the usual few seconds.
  const exact = criteria.fitSet !== undefined && Object.entries(criteria.filters).every(([filter, value]) => filter === 'encajaConmigo' || value === undefined);
  return counts.get(JSON.stringify([scope.institutionId, scope.profile, scope.today, criteria.filters, ...fitSet]), count, { exact });
}

/** Published, unexpired offers of the type: the menu entries and the home tabs. */
export function countOffers(db: DbHandle, actor: Actor, profile: OfferProfileId, now: Date, counts: CountCache = noCountCache): Promise<number> {
  return total(db, scopeOf(actor, now, profile), { filters: {} }, counts);
}

/** `deep`: the process's positions of long lists (deep-pages.ts); without it every page is read with OFFSET. */
export async function listOffers(
  db: DbHandle,
  actor: Actor,
  profile: OfferProfileId,
  query: OfferListQuery,
  now: Date,
  counts: CountCache = noCountCache,
  deep?: DeepPages,
) {
  const { pagina = 1, porPagina = OFFERS_PAGE_DEFAULT, orden, ...filters } = query;
  const scope = scopeOf(actor, now, profile);
  const criteria = await criteriaFor(db, actor, filters, scope.today);
  const offset = (pagina - 1) * porPagina;
  const repository = createOfferListRepository(db);
  if (!cachedTotal(filters)) {
    const { rows, total: size } = await repository.pageWithTotal(scope, criteria, { limit: porPagina, offset }, orden);
    return { offers: await withLabels(db, actor, rows, scope.today), total: size, page: pagina, perPage: porPagina };
  }
  const page = { limit: porPagina, offset };
  const ids = deep && (await pageFromPositions(db, deep, scope, criteria, page, orden));
  const rows = ids ? await repository.rowsOf(ids, scope.candidateId) : await repository.page(scope, criteria, page, orden);
  // A short page is the last one: its rows tell the size of the list without counting.
  const size = rows.length < porPagina && (rows.length > 0 || offset === 0) ? offset + rows.length : await total(db, scope, criteria, counts);
  return { offers: await withLabels(db, actor, rows, scope.today), total: size, page: pagina, perPage: porPagina };
}

/** The values the filtered list holds, for the filter panel. */
export async function offerFilterValues(db: DbHandle, actor: Actor, profile: OfferProfileId, filters: OfferFilters, now: Date) {
  const scope = scopeOf(actor, now, profile);
  const [values, labels] = await Promise.all([
    criteriaFor(db, actor, filters, scope.today).then((criteria) => createOfferListRepository(db).filterValues(scope, criteria)),
    loadCatalogs(db, actor, actor.language, ['contract_types', 'provinces', 'degrees', 'degree_areas', 'tags']),
  ]);
  return { values, labels };
}

/** The newest offers of both types that fit my CV and that I have not applied to. */
export async function fittingOffers(db: DbHandle, actor: Actor, now: Date): Promise<OfferRows> {
  const scope = scopeOf(actor, now);
  const criteria = await criteriaFor(db, actor, { encajaConmigo: true, omitirInscritas: true }, scope.today);
  const rows = await createOfferListRepository(db).page(scope, criteria, { limit: FIT_OFFERS_LIMIT, offset: 0 });
  return withLabels(db, actor, rows, scope.today);
}

export interface OfferPage {
  offer: OfferDetailRow;
  degrees: { degree_id: number; required: boolean }[];
  candidacy: { state_id: number; created_at: Date } | undefined;
  labels: CatalogLabels;
  today: string;
}

/**
 * An offer's page. Pending and rejected offers do not exist for candidates; a closed one stays readable only
 * to those who hold a candidacy in it. Opening it records the view (the 'historial' filter).
 */
export async function offerPage(db: DbHandle, actor: Actor, url: string, now: Date): Promise<OfferPage> {
  const offers = createOffersRepository(db);
  const offer = await offers.findForCandidate(actor, url, actor.userId);
  if (!offer) throw new AppError(Status.OfferNotFound);
  const candidacy = await offers.candidacyOf(offer.id, actor.userId);
  if (offer.state === 'closed' && !candidacy) throw new AppError(Status.OfferNotFound);
  const [degrees, labels] = await Promise.all([
    offers.degreesOf(offer.id),
    loadCatalogs(db, actor, actor.language, DETAIL_CATALOGS),
    offers.recordView(actor.userId, offer.id, now),
  ]);
  return { offer, degrees, candidacy, labels, today: serviceDay(now) };
}

/**
 * An offer as a candidate will read it, for its own company (dameDatosProcesoComoAlumno): any state, no candidacy,
 * no view recorded. The caller has already checked that the offer is the company's.
 */
export async function previewPage(db: DbHandle, actor: Actor, offerId: number, now: Date): Promise<OfferPage> {
  const offers = createOffersRepository(db);
  const offer = await offers.findForPreview(actor, offerId);
  if (!offer) throw new AppError(Status.OfferNotFound);
  const [degrees, labels] = await Promise.all([offers.degreesOf(offer.id), loadCatalogs(db, actor, actor.language, DETAIL_CATALOGS)]);
  return { offer, degrees, candidacy: undefined, labels, today: serviceDay(now) };
}
