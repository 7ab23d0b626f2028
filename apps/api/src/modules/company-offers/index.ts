/** A company's own offers: the form, the list with candidate counts, copies, closing, deleting and the candidate's view. */
import { companyOffersRoutes } from './company-offers.routes.ts';
import { defineModule } from '../../lib/api-module.ts';

export const companyOffersModule = defineModule({ name: 'company-offers', routes: (app, deps) => companyOffersRoutes(app, deps) });
