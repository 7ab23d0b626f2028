import { definePolicy, NOT_FOUND_REFUSAL, type OwnedResource } from '../../policies/authorize.ts';

export interface CompanyOwned extends OwnedResource {
  companyId: number | null;
}

/**
 * A company contact acts on the internships held at the company of their session, and on the education internship
 * requests addressed to it or made by it; another company's id answers 608, like one that does not exist.
 */
export const companyInternPolicy = definePolicy<CompanyOwned, 'read' | 'act'>({
  refusal: NOT_FOUND_REFUSAL,
  rules: {
    read: (actor, resource) => actor.role === 'Empresa' && resource.companyId !== null && actor.companyId === resource.companyId,
    act: (actor, resource) => actor.role === 'Empresa' && resource.companyId !== null && actor.companyId === resource.companyId,
  },
});
