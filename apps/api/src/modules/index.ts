import type { ApiModule } from '../lib/api-module.ts';
import { candidaciesModule } from './candidacies/index.ts';
import { companiesModule } from './companies/index.ts';
import { companyProcessesModule } from './company-processes/index.ts';
import { companyOffersModule } from './company-offers/index.ts';
import { cvModule } from './cv/index.ts';
import { domainsModule } from './domains/index.ts';
import { filesModule } from './files/index.ts';
import { homeModule } from './home/index.ts';
import { internshipsModule } from './internships/index.ts';
import { offersModule } from './offers/index.ts';
import { publicModule } from './public/index.ts';
import { registrationModule } from './registration/index.ts';
import { sessionModule } from './session/index.ts';
import { staffModule } from './staff/index.ts';
import { companyPaperworkModule } from './company-paperwork/index.ts';

/**
 * Every feature of the API, registered by the app in this order. A new module is its own folder (routes,
 * services, repositories, presenters, `<feature>.tables.ts`, an index.ts that exports its module) plus one line here.
 */
export const MODULES: readonly ApiModule[] = [
  publicModule,
  sessionModule,
  homeModule,
  internshipsModule,
  registrationModule,
  offersModule,
  candidaciesModule,
  domainsModule,
  filesModule,
  cvModule,
  companyProcessesModule,
  staffModule,
  companiesModule,
  companyOffersModule,
  companyPaperworkModule,
];
