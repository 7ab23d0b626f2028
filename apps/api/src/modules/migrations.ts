// Written by `npm run modules --workspace @portal/api` from the folders of src/modules: do not edit by hand.
import type { Migration } from 'kysely';
import * as m0005Staff from './staff/migrations/0005-staff.ts';
import * as m0006CompanyAccount from './companies/migrations/0006-company-account.ts';
import * as m0007CompanyOffers from './company-offers/migrations/0007-company-offers.ts';
import * as m0009FastReads from './offers/migrations/0009-fast-reads.ts';
import * as m0010EventTranslations from './home/migrations/0010-event-translations.ts';
import * as m0011Agreements from './staff-agreements/migrations/0011-agreements.ts';
import * as m0012EventContent from './home/migrations/0012-event-content.ts';
import * as m0014ProposalFields from './internships/migrations/0014-proposal-fields.ts';
import * as m0016OfferFitSets from './offers/migrations/0016-offer-fit-sets.ts';
import * as m0017OfferListChanges from './offers/migrations/0017-offer-list-changes.ts';
import * as m0018SignInLimits from './auth/migrations/0018-sign-in-limits.ts';
import * as m0020Notifications from './notifications/migrations/0020-notifications.ts';
import * as m0021CandidacyDecisions from './candidacies/migrations/0021-candidacy-decisions.ts';
import * as m0022OfferDrafts from './company-offers/migrations/0022-offer-drafts.ts';
import * as m0023SearchAlerts from './search-alerts/migrations/0023-search-alerts.ts';
import * as m0024AuditActorRole from './staff/migrations/0024-audit-actor-role.ts';
import * as m0025RetiredFiscalAccounts from './companies/migrations/0025-retired-fiscal-accounts.ts';
import * as m0026AgreementGeneration from './company-agreements/migrations/0026-agreement-generation.ts';
import * as m0027AgreementLifecycle from './company-agreements/migrations/0027-agreement-lifecycle.ts';
import * as m0030ActiveProgrammes from './programmes/migrations/0030-active-programmes.ts';
import * as m0031PublishedDocuments from './staff-documents/migrations/0031-published-documents.ts';
import * as m0033InternshipChangeRequests from './company-interns/migrations/0033-internship-change-requests.ts';
import * as m0034EducationRequests from './company-interns/migrations/0034-education-requests.ts';
import * as m0037ClientErrorReports from './client-errors/migrations/0037-client-error-reports.ts';
import * as m0040EducationRequestInternship from './company-interns/migrations/0040-education-request-internship.ts';
import * as m0042EventEnrolments from './events/migrations/0042-event-enrolments.ts';
import * as m0045InfoPages from './guides-help/migrations/0045-info-pages.ts';
import * as m0046Surveys from './surveys/migrations/0046-surveys.ts';
import * as m0050InstitutionSso from './sso/migrations/0050-institution-sso.ts';
import * as m0051SsoLogins from './sso/migrations/0051-sso-logins.ts';
import * as m0052PageViews from './analytics/migrations/0052-page-views.ts';
import * as m0053SsoLoginSurvey from './sso/migrations/0053-sso-login-survey.ts';
import * as m0054SurveyTargetsLanguages from './surveys/migrations/0054-survey-targets-languages.ts';
import * as m0055RenunciationRequests from './company-interns/migrations/0055-renunciation-requests.ts';

/** The migrations the features keep in their own folders, by name; db/migrate.ts adds them to the shared ones. */
export const FEATURE_MIGRATIONS: Record<string, Migration> = {
  '0005-staff': m0005Staff,
  '0006-company-account': m0006CompanyAccount,
  '0007-company-offers': m0007CompanyOffers,
  '0009-fast-reads': m0009FastReads,
  '0010-event-translations': m0010EventTranslations,
  '0011-agreements': m0011Agreements,
  '0012-event-content': m0012EventContent,
  '0014-proposal-fields': m0014ProposalFields,
  '0016-offer-fit-sets': m0016OfferFitSets,
  '0017-offer-list-changes': m0017OfferListChanges,
  '0018-sign-in-limits': m0018SignInLimits,
  '0020-notifications': m0020Notifications,
  '0021-candidacy-decisions': m0021CandidacyDecisions,
  '0022-offer-drafts': m0022OfferDrafts,
  '0023-search-alerts': m0023SearchAlerts,
  '0024-audit-actor-role': m0024AuditActorRole,
  '0025-retired-fiscal-accounts': m0025RetiredFiscalAccounts,
  '0026-agreement-generation': m0026AgreementGeneration,
  '0027-agreement-lifecycle': m0027AgreementLifecycle,
  '0030-active-programmes': m0030ActiveProgrammes,
  '0031-published-documents': m0031PublishedDocuments,
  '0033-internship-change-requests': m0033InternshipChangeRequests,
  '0034-education-requests': m0034EducationRequests,
  '0037-client-error-reports': m0037ClientErrorReports,
  '0040-education-request-internship': m0040EducationRequestInternship,
  '0042-event-enrolments': m0042EventEnrolments,
  '0045-info-pages': m0045InfoPages,
  '0046-surveys': m0046Surveys,
  '0050-institution-sso': m0050InstitutionSso,
  '0051-sso-logins': m0051SsoLogins,
  '0052-page-views': m0052PageViews,
  '0053-sso-login-survey': m0053SsoLoginSurvey,
  '0054-survey-targets-languages': m0054SurveyTargetsLanguages,
  '0055-renunciation-requests': m0055RenunciationRequests,
};
