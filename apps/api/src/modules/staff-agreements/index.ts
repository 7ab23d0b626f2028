/** Collaboration agreements and a company's documents (invoices, internship documents) as the service keeps them. */
import { defineModule } from '../../lib/api-module.ts';
import { staffAgreementsRoutes } from './staff-agreements.routes.ts';

export const staffAgreementsModule = defineModule({ name: 'staff-agreements', routes: (app, deps) => staffAgreementsRoutes(app, deps) });

/** The agreements area: what the other back-office areas may use (the dashboard's count per state). */
export { countAgreementsByState } from './staff-agreements.repository.ts';
