/** What other modules may use of the candidacies. */
export { candidaciesRoutes } from './candidacies.routes.ts';
export { changeState } from './candidacies.service.ts';
export { closeOpenCandidacies } from './offer-closure.ts';
export { decisionNoticeKey, stateNames as candidacyStateNames, tellCandidateOfMove, tellCandidatesOfClosure, withdrawDecisionNotice } from './candidacy-notices.ts';
export { reasonForCandidate, reasonNeedsText } from './reason-for-candidate.ts';
export type { CandidacyEventKind } from './candidacies.tables.ts';
export { MISSING_PRACTICE_DATA_HTTP_STATUS } from './enrolment-rules.ts';
export { loadMissingPracticeData } from './practice-data.ts';
export { canWithdraw } from './withdrawal-rule.ts';
import { candidaciesRoutes } from './candidacies.routes.ts';
import { defineModule } from '../../lib/api-module.ts';

export const candidaciesModule = defineModule({ name: 'candidacies', routes: (app, deps) => candidaciesRoutes(app, deps) });
