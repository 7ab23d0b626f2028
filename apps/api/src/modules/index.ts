// Written by `npm run modules --workspace @portal/api` from the folders of src/modules: do not edit by hand.
import type { ApiModule } from '../lib/api-module.ts';
import { analyticsModule } from './analytics/index.ts';
import { authModule } from './auth/index.ts';
import { candidaciesModule } from './candidacies/index.ts';
import { clientErrorsModule } from './client-errors/index.ts';
import { companiesModule } from './companies/index.ts';
import { companyAgreementsModule } from './company-agreements/index.ts';
import { companyCandidatesModule } from './company-candidates/index.ts';
import { companyDocumentsModule } from './company-documents/index.ts';
import { companyInternsModule } from './company-interns/index.ts';
import { companyOffersModule } from './company-offers/index.ts';
import { cvModule } from './cv/index.ts';
import { domainsModule } from './domains/index.ts';
import { eventsModule } from './events/index.ts';
import { filesModule } from './files/index.ts';
import { godModeModule } from './god-mode/index.ts';
import { guidesHelpModule } from './guides-help/index.ts';
import { homeModule } from './home/index.ts';
import { internshipsModule } from './internships/index.ts';
import { notificationsModule } from './notifications/index.ts';
import { offersModule } from './offers/index.ts';
import { programmesModule } from './programmes/index.ts';
import { publicModule } from './public/index.ts';
import { registrationModule } from './registration/index.ts';
import { searchAlertsModule } from './search-alerts/index.ts';
import { ssoModule } from './sso/index.ts';
import { staffAccountsModule } from './staff-accounts/index.ts';
import { staffAgreementsModule } from './staff-agreements/index.ts';
import { staffAuditModule } from './staff-audit/index.ts';
import { staffCandidaciesModule } from './staff-candidacies/index.ts';
import { staffCandidatesModule } from './staff-candidates/index.ts';
import { staffCompaniesModule } from './staff-companies/index.ts';
import { staffContentModule } from './staff-content/index.ts';
import { staffDashboardModule } from './staff-dashboard/index.ts';
import { staffDocumentsModule } from './staff-documents/index.ts';
import { staffOffersModule } from './staff-offers/index.ts';
import { staffProgrammesModule } from './staff-programmes/index.ts';
import { staffSettingsModule } from './staff-settings/index.ts';
import { surveysModule } from './surveys/index.ts';

/** Every feature of the API; the app registers each one's calls. A new feature is a folder of src/modules. */
export const MODULES: readonly ApiModule[] = [
  analyticsModule,
  authModule,
  candidaciesModule,
  clientErrorsModule,
  companiesModule,
  companyAgreementsModule,
  companyCandidatesModule,
  companyDocumentsModule,
  companyInternsModule,
  companyOffersModule,
  cvModule,
  domainsModule,
  eventsModule,
  filesModule,
  godModeModule,
  guidesHelpModule,
  homeModule,
  internshipsModule,
  notificationsModule,
  offersModule,
  programmesModule,
  publicModule,
  registrationModule,
  searchAlertsModule,
  ssoModule,
  staffAccountsModule,
  staffAgreementsModule,
  staffAuditModule,
  staffCandidaciesModule,
  staffCandidatesModule,
  staffCompaniesModule,
  staffContentModule,
  staffDashboardModule,
  staffDocumentsModule,
  staffOffersModule,
  staffProgrammesModule,
  staffSettingsModule,
  surveysModule,
];
