import { Status } from '@portal/shared';
import { definePolicy, type OwnedResource } from '../../policies/authorize.ts';

export interface CompanyOfferResource extends OwnedResource {
  companyId: number;
}

/**
 * A company contact acts on the offers of the company it logged in for, in its institution, and on no other:
 * another company's offer answers "offer not found" (4), as an unknown one does, so ids of others reveal nothing.
 */
export const companyOfferPolicy = definePolicy<CompanyOfferResource, 'read' | 'change'>({
  refusal: Status.OfferNotFound,
  rules: {
    read: (actor, offer) => actor.role === 'Empresa' && actor.companyId === offer.companyId,
    change: (actor, offer) => actor.role === 'Empresa' && actor.companyId === offer.companyId,
  },
});
