/** Visit statistics sent with the visitor's consent: page views counted per institution, day and page. */
import { defineModule } from '../../lib/api-module.ts';
import { analyticsRoutes } from './analytics.routes.ts';

export const analyticsModule = defineModule({ name: 'analytics', routes: (app, deps) => analyticsRoutes(app, deps) });
