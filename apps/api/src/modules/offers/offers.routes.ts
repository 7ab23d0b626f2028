import type { FastifyInstance } from 'fastify';
import { OFFER_PROFILE, offerCalls as calls } from '@portal/shared';
import type { AppConfig } from '../../config.ts';
import { registerCall } from '../../lib/contract-route.ts';
import { createCountCache } from './offer-count-cache.ts';
import { createDeepPages } from './deep-pages.ts';
import { countOffers, fittingOffers, listOffers, offerFilterValues, offerPage } from './offers.service.ts';
import { deleteSavedSearch, listSavedSearches, saveSearch } from './saved-searches.service.ts';
import { toFilterOptions, toOfferDetail, toOfferSummaries, toSavedSearch } from './offers.presenter.ts';

export function offersRoutes(app: FastifyInstance, deps: { now: () => Date; config: Pick<AppConfig, 'offerCountCacheMs' | 'offerListPositions'> }): void {
  const counts = createCountCache(deps.config.offerCountCacheMs);
  const deep = createDeepPages(deps.config.offerListPositions);
  registerCall(app, calls.countJobs, async ({ db, actor }) => ({ numTotal: await countOffers(await db(), actor, OFFER_PROFILE.job, deps.now(), counts) }));
  registerCall(app, calls.countInternships, async ({ db, actor }) => ({
    numTotal: await countOffers(await db(), actor, OFFER_PROFILE.internship, deps.now(), counts),
  }));
  registerCall(app, calls.list, async ({ db, actor, params, query }) => {
    // The list's language is the one of its path.
    const page = await listOffers(await db(), { ...actor, language: params.idioma }, params.tipo, query, deps.now(), counts, deep);
    return { ofertas: toOfferSummaries(page.offers), numTotal: page.total, pagina: page.page, porPagina: page.perPage };
  });
  registerCall(app, calls.filterOptions, async ({ db, actor, params, query }) =>
    toFilterOptions(await offerFilterValues(await db(), { ...actor, language: params.idioma }, params.tipo, query, deps.now()), params.idioma),
  );
  registerCall(app, calls.fitting, async ({ db, actor }) => ({ ofertas: toOfferSummaries(await fittingOffers(await db(), actor, deps.now())) }));
  registerCall(app, calls.detail, async ({ db, actor, params }) => toOfferDetail(await offerPage(await db(), actor, params.oferta, deps.now()), actor.language));

  registerCall(app, calls.savedSearches, async ({ db, actor }) => (await listSavedSearches(await db(), actor)).map(toSavedSearch));
  registerCall(app, calls.saveSearch, async ({ db, actor, body }) => toSavedSearch(await saveSearch(await db(), actor, body, deps.now())));
  registerCall(app, calls.deleteSearch, async ({ db, actor, body }) => {
    await deleteSavedSearch(await db(), actor, body.id);
    return { id: body.id };
  });
}
