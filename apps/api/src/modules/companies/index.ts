/**
 * The company's own account: the account request, company data, contacts, fiscal accounts, the home counts and
 * the switch between the companies of a contact.
 */
import { defineModule } from '../../lib/api-module.ts';
import { companiesRoutes } from './companies.routes.ts';

export const companiesModule = defineModule({ name: 'companies', routes: (app, deps) => companiesRoutes(app, deps) });
export { assertDataCompleteForOffers } from './companies.service.ts';
