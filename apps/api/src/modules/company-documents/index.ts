/** The company's documents, read side: its agreements and their state, its invoices, its internship documents. */
import { defineModule } from '../../lib/api-module.ts';
import { companyDocumentsRoutes } from './company-documents.routes.ts';

export const companyDocumentsModule = defineModule({ name: 'company-documents', routes: (app) => companyDocumentsRoutes(app) });
