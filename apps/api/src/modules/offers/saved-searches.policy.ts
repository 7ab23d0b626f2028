import { definePolicy, NOT_FOUND_REFUSAL } from '../../policies/authorize.ts';
import { isOwnerCandidate, type CandidateOwned } from '../../policies/candidate-owned.ts';

/** A saved search is private to its candidate: nobody else reads or deletes it, not even the service. */
export const savedSearchPolicy = definePolicy<CandidateOwned, 'read' | 'delete'>({
  refusal: NOT_FOUND_REFUSAL,
  rules: { read: isOwnerCandidate, delete: isOwnerCandidate },
});
