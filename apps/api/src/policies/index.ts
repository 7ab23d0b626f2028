/**
 * The registry of policies: one entry per kind of resource, each written beside its feature
 * (`modules/<feature>/<feature>.policy.ts`, outline's `server/policies/<model>.ts`). Services take their policy
 * from here (`authorize(policies.internship, actor, 'attach', internship)`), so this is the one list of who may
 * do what; `index.test.ts` fails when a feature's policy is missing from it.
 */
import { candidacyPolicy } from '../modules/candidacies/candidacies.policy.ts';
import { companyDataPolicy, membershipPolicy } from '../modules/companies/companies.policy.ts';
import { companyOfferPolicy as offerFormPolicy } from '../modules/company-offers/company-offers.policy.ts';
import { companyDocumentPolicy } from '../modules/company-documents/company-documents.policy.ts';
import { companyInternPolicy } from '../modules/company-interns/company-interns.policy.ts';
import { companyCandidacyPolicy, companyOfferPolicy as offerProcessPolicy } from '../modules/company-candidates/company-candidates.policy.ts';
import { cvEntryPolicy } from '../modules/cv/cv.policy.ts';
import { internshipDocumentPolicy, internshipPolicy } from '../modules/internships/internships.policy.ts';
import { savedSearchPolicy } from '../modules/offers/saved-searches.policy.ts';
import { staffRecordPolicy } from '../modules/staff/staff.policy.ts';

export { authorize, can } from './authorize.ts';

export const policies = {
  // A candidate's own resources.
  cvEntry: cvEntryPolicy,
  candidacy: candidacyPolicy,
  internship: internshipPolicy,
  internshipDocument: internshipDocumentPolicy,
  savedSearch: savedSearchPolicy,
  // A company's.
  companyData: companyDataPolicy,
  companyMembership: membershipPolicy,
  companyOffer: offerFormPolicy,
  companyDocument: companyDocumentPolicy,
  offerProcess: offerProcessPolicy,
  companyCandidacy: companyCandidacyPolicy,
  companyIntern: companyInternPolicy,
  // The employment service's records.
  staffRecord: staffRecordPolicy,
} as const;
