import { definePolicy, NOT_FOUND_REFUSAL, type OwnedResource } from '../../policies/authorize.ts';

/** Something of one company: its data, a contact record, a fiscal account. */
export interface CompanyOwned extends OwnedResource {
  companyId: number;
}

/**
 * A company contact reads and changes the data of the company of their session only. Another company's data,
 * contact or account is "not found" (608), like an id that does not exist.
 */
export const companyDataPolicy = definePolicy<CompanyOwned, 'read' | 'edit'>({
  refusal: NOT_FOUND_REFUSAL,
  rules: {
    read: (actor, r) => actor.role === 'Empresa' && actor.companyId === r.companyId,
    edit: (actor, r) => actor.role === 'Empresa' && actor.companyId === r.companyId,
  },
});

/** A contact's link to a company: only that person may act for the company through it (the company switch). */
export interface CompanyMembership extends CompanyOwned {
  userId: number;
}

export const membershipPolicy = definePolicy<CompanyMembership, 'actFor'>({
  refusal: NOT_FOUND_REFUSAL,
  rules: { actFor: (actor, r) => actor.role === 'Empresa' && actor.userId === r.userId },
});
