/** The company's interns: the internships at the company, its change requests, and the education internship requests. */
import { defineModule } from '../../lib/api-module.ts';
import { companyInternsRoutes } from './company-interns.routes.ts';

export const companyInternsModule = defineModule({ name: 'company-interns', routes: (app, deps) => companyInternsRoutes(app, deps) });
export { recordRenunciation, renunciationsOf, withdrawRenunciationIfEmpty } from './renunciations.service.ts';
