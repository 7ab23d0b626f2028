import { definePolicy, NOT_FOUND_REFUSAL, type OwnedResource } from '../../policies/authorize.ts';

export interface CompanyDocument extends OwnedResource {
  companyId: number;
}

/**
 * A company contact reads the agreements, invoices and internship documents of the company of their session only;
 * another company's id answers 608, like one that does not exist.
 */
export const companyDocumentPolicy = definePolicy<CompanyDocument, 'read'>({
  refusal: NOT_FOUND_REFUSAL,
  rules: { read: (actor, paper) => actor.role === 'Empresa' && actor.companyId === paper.companyId },
});
