/** The documents of the back office: what the service publishes for companies, and what companies add. */
import { defineModule } from '../../lib/api-module.ts';
import { staffDocumentsRoutes } from './staff-documents.routes.ts';

export const staffDocumentsModule = defineModule({ name: 'staff-documents', routes: (app, deps) => staffDocumentsRoutes(app, deps) });

/** What the company's documents and the programme pages read of it. */
export { presentCompanyDocument, presentPublished } from './staff-documents.presenter.ts';
export {
  companyDocuments,
  deleteCompanyDocument,
  deleteRecordFile,
  findCompanyDocument,
  findPublished,
  insertCompanyDocument,
  listPublished,
} from './staff-documents.repository.ts';
