/**
 * What other modules may use of the offers: the service calendar, the expiry rule and the requirement matching
 * (a candidacy is checked against its offer's requirements with the same code that filters the lists).
 */
export { addDays, serviceDay, serviceHour, wireDate } from './calendar.ts';
export { isExpired, toOfferDetail } from './offers.presenter.ts';
export { previewPage } from './offers.service.ts';
export { loadCandidateProfile } from './match/candidate-profile.repository.ts';
export type { CandidateProfile } from './match/candidate-profile.ts';
export { matchOffer, type OfferMatch } from './match/offer-match.repository.ts';
export { readRequirements } from './match/offer-requirements.ts';
export { matchContext, type RequirementKey } from './match/requirement-checks.ts';
export { REQUIREMENT_CATALOGS, requirementTexts, unmetRequirementsMessage, type RequirementText } from './match/requirement-texts.ts';
export { offersRoutes } from './offers.routes.ts';
import { offersRoutes } from './offers.routes.ts';
import { defineModule } from '../../lib/api-module.ts';

export const offersModule = defineModule({ name: 'offers', routes: (app, deps) => offersRoutes(app, deps) });
