/** The company generates its collaboration agreement (convenio): the form's pickers, its last data and the PDF. */
import { defineModule } from '../../lib/api-module.ts';
import { companyAgreementsRoutes } from './company-agreements.routes.ts';

export const companyAgreementsModule = defineModule({ name: 'company-agreements', routes: (app, deps) => companyAgreementsRoutes(app, deps) });
