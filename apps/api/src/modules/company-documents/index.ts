/** The company's documents, read side: its agreements and their state, its invoices, its internship documents. */
import { defineModule } from '../../lib/api-module.ts';
import { companyDocumentsRoutes } from './company-documents.routes.ts';

export const companyDocumentsModule = defineModule({ name: 'company-documents', routes: (app) => companyDocumentsRoutes(app) });

/** An agreement of the caller's company as its list shows it (the signed-copy upload answers it). */
export { ownAgreement, presentCompanyAgreement } from './company-documents.service.ts';
