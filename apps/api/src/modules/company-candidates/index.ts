/** The candidates of a company's offers: the process of an offer, one candidate's CV (also as a PDF), state moves. */
import { companyCandidatesRoutes } from './company-candidates.routes.ts';
import { defineModule } from '../../lib/api-module.ts';

export const companyCandidatesModule = defineModule({ name: 'company-candidates', routes: (app, deps) => companyCandidatesRoutes(app, deps) });
