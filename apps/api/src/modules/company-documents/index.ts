/**
 * The company's documents: its agreements and their state, its invoices, its internship documents, the annexes,
 * notes and programme documents the service published, and the documents it adds itself.
 */
import { defineModule } from '../../lib/api-module.ts';
import { companyDocumentsRoutes } from './company-documents.routes.ts';

export const companyDocumentsModule = defineModule({ name: 'company-documents', routes: (app, deps) => companyDocumentsRoutes(app, deps) });

/** An agreement of the caller's company as its list shows it (the signed-copy upload answers it). */
export { ownAgreement, presentCompanyAgreement } from './company-documents.service.ts';
