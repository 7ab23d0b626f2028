/** The offers of the institution: review queue, detail, decisions, assignment, closing. */
import { defineModule } from '../../lib/api-module.ts';
import { staffOffersRoutes } from './staff-offers.routes.ts';

export const staffOffersModule = defineModule({ name: 'staff-offers', routes: (app, deps) => staffOffersRoutes(app, deps) });
