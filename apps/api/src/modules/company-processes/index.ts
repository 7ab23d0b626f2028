/** The candidates of a company's offers: the process of an offer, one candidate's CV (also as a PDF), state moves. */
import { companyProcessesRoutes } from './company-processes.routes.ts';
import { defineModule } from '../../lib/api-module.ts';

export const companyProcessesModule = defineModule({ name: 'company-processes', routes: (app, deps) => companyProcessesRoutes(app, deps) });
