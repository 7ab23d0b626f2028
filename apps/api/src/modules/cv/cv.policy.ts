import { definePolicy, NOT_FOUND_REFUSAL } from '../../policies/authorize.ts';
import { isOwnerCandidate, isStaff, type CandidateOwned } from '../../policies/candidate-owned.ts';

/**
 * An entry of a CV (study, language, experience, document): its candidate reads and changes it; the employment
 * service reads it (the staff view of a CV) and changes nothing. A company reads a CV only through a candidacy, as a
 * generated copy (company-candidates). Another's entry is "not found" (608), like an id that does not exist.
 */
export const cvEntryPolicy = definePolicy<CandidateOwned, 'read' | 'edit' | 'delete'>({
  refusal: NOT_FOUND_REFUSAL,
  rules: {
    read: (actor, entry) => isOwnerCandidate(actor, entry) || isStaff(actor),
    edit: isOwnerCandidate,
    delete: isOwnerCandidate,
  },
});
