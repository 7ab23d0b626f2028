import type { FastifyInstance } from 'fastify';
import { offerCalls as calls } from '@portal/shared';
import { registerCall } from '../../lib/contract-route.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import type { Db } from '../../db/database.ts';
import { createOffersService } from './offers.service.ts';
import { createSavedSearchesService } from './saved-searches.service.ts';

export function offersRoutes(app: FastifyInstance, deps: { db: Db; now: () => Date }): void {
  const offers = createOffersService(deps);
  const searches = createSavedSearchesService(deps);

  registerCall(app, calls.countJobs, ({ session }) => offers.count(session, 1));
  registerCall(app, calls.countInternships, ({ session }) => offers.count(session, 2));
  registerCall(app, calls.list, ({ session, params, query }) => offers.list(session, params.tipo, params.idioma, query));
  registerCall(app, calls.filterOptions, ({ session, params, query }) =>
    offers.filterOptions(session, params.tipo, params.idioma, query),
  );
  registerCall(app, calls.fitting, ({ session, request }) => offers.fitting(session, requestLanguage(request)));
  registerCall(app, calls.detail, ({ session, params, request }) => offers.detail(session, params.oferta, requestLanguage(request)));

  registerCall(app, calls.savedSearches, ({ session }) => searches.list(session));
  registerCall(app, calls.saveSearch, ({ session, body }) => searches.save(session, body));
  registerCall(app, calls.deleteSearch, ({ session, body }) => searches.remove(session, body.id));
}
