/** The companies of the institution: the validation queue, detail, edits, blocking. */
import { defineModule } from '../../lib/api-module.ts';
import { staffCompaniesRoutes } from './staff-companies.routes.ts';

export const staffCompaniesModule = defineModule({ name: 'staff-companies', routes: (app, deps) => staffCompaniesRoutes(app, deps) });
