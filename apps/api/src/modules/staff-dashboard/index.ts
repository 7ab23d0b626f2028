/** The back office's dashboard: the counts of what waits for the service. */
import { defineModule } from '../../lib/api-module.ts';
import { staffDashboardRoutes } from './staff-dashboard.routes.ts';

export const staffDashboardModule = defineModule({ name: 'staff-dashboard', routes: (app, deps) => staffDashboardRoutes(app, { now: deps.now }) });
