// Written by `npm run modules --workspace @portal/api` from the folders of src/modules: do not edit by hand.
import type { ApiModule } from '../lib/api-module.ts';
import { authModule } from './auth/index.ts';
import { candidaciesModule } from './candidacies/index.ts';
import { companiesModule } from './companies/index.ts';
import { companyCandidatesModule } from './company-candidates/index.ts';
import { companyDocumentsModule } from './company-documents/index.ts';
import { companyOffersModule } from './company-offers/index.ts';
import { cvModule } from './cv/index.ts';
import { domainsModule } from './domains/index.ts';
import { filesModule } from './files/index.ts';
import { homeModule } from './home/index.ts';
import { internshipsModule } from './internships/index.ts';
import { offersModule } from './offers/index.ts';
import { publicModule } from './public/index.ts';
import { registrationModule } from './registration/index.ts';
import { staffModule } from './staff/index.ts';

/** Every feature of the API; the app registers each one's calls. A new feature is a folder of src/modules. */
export const MODULES: readonly ApiModule[] = [
  authModule,
  candidaciesModule,
  companiesModule,
  companyCandidatesModule,
  companyDocumentsModule,
  companyOffersModule,
  cvModule,
  domainsModule,
  filesModule,
  homeModule,
  internshipsModule,
  offersModule,
  publicModule,
  registrationModule,
  staffModule,
];
