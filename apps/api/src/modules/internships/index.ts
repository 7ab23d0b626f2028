/** The candidate's internships and internship proposals. */
import { internshipsRoutes } from './internships.routes.ts';
import { defineModule } from '../../lib/api-module.ts';

export const internshipsModule = defineModule({ name: 'internships', routes: (app, deps) => internshipsRoutes(app, deps) });
