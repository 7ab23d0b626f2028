/**
 * The policies of the API: the core (authorize, can, definePolicy) and each feature's policy, written beside the
 * feature (`modules/<feature>/<feature>.policy.ts`) and re-exported here, one line each.
 */
export * from './authorize.ts';
export * from '../modules/company-offers/company-offers.policy.ts';
export * from '../modules/company-paperwork/company-paperwork.policy.ts';
