import { Status } from '@portal/shared';
import { definePolicy, type OwnedResource } from '../../policies/authorize.ts';

/** An offer or a candidacy, with the company that owns the offer. */
export interface CompanyOwned extends OwnedResource {
  companyId: number;
}

/**
 * A company reads and moves the candidacies of its own offers only. Another company's offer answers 4 and its
 * candidacy 31, exactly as an unknown id does, so ids of others reveal nothing.
 */
const ownCompany = (actor: { role: string; companyId?: number }, resource: CompanyOwned) => actor.role === 'Empresa' && actor.companyId === resource.companyId;

export const companyOfferPolicy = definePolicy<CompanyOwned, 'readProcess'>({
  refusal: Status.OfferNotFound,
  rules: { readProcess: ownCompany },
});

export const companyCandidacyPolicy = definePolicy<CompanyOwned, 'read' | 'move'>({
  refusal: Status.CandidacyNotFound,
  rules: { read: ownCompany, move: ownCompany },
});
