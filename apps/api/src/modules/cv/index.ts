/** The candidate's CV. Other modules read a CV for a company through cvForCompany. */
import { cvRoutes } from './cv.routes.ts';
export { cvForCompany } from './cv-for-company.ts';
export { cvForStaff } from './cv-for-staff.ts';
export { requestedDocumentation } from './documents.service.ts';
import { defineModule } from '../../lib/api-module.ts';

export const cvModule = defineModule({ name: 'cv', routes: (app, deps) => cvRoutes(app, deps) });
