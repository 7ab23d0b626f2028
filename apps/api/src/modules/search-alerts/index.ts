/**
 * Saved-search alerts: a candidate watches a saved search and hears, once a day, of the new offers that match it
 * (docs/decisions.md, "Saved-search alerts").
 */
import { defineModule } from '../../lib/api-module.ts';
import { searchAlertsRoutes } from './search-alerts.routes.ts';

export const searchAlertsModule = defineModule({ name: 'search-alerts', routes: (app, deps) => searchAlertsRoutes(app, deps) });
