import { Status } from '@portal/shared';
import { definePolicy } from '../../policies/authorize.ts';
import { isOwnerCandidate, isStaff, type CandidateOwned } from '../../policies/candidate-owned.ts';

/**
 * A candidacy as its candidate sees it: they read it, withdraw it and answer a pre-enrolment; the service reads it.
 * The company's side is `companyCandidacyPolicy` (company-candidates). Another's candidacy answers 31, as an
 * unknown one does.
 */
export const candidacyPolicy = definePolicy<CandidateOwned, 'read' | 'withdraw' | 'answer'>({
  refusal: Status.CandidacyNotFound,
  rules: {
    read: (actor, candidacy) => isOwnerCandidate(actor, candidacy) || isStaff(actor),
    withdraw: isOwnerCandidate,
    answer: isOwnerCandidate,
  },
});
