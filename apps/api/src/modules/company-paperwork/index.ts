/** The company's read side of its paperwork: its agreements and their state, its invoices, its internship documents. */
import { defineModule } from '../../lib/api-module.ts';
import { companyPaperworkRoutes } from './company-paperwork.routes.ts';

export const companyPaperworkModule = defineModule({ name: 'company-paperwork', routes: (app) => companyPaperworkRoutes(app) });
