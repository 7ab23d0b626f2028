import { definePolicy, NOT_FOUND_REFUSAL, type OwnedResource } from '../../policies/authorize.ts';

export interface CompanyDocument extends OwnedResource {
  companyId: number;
}

/**
 * A company contact reads the agreements, invoices and internship documents of the company of their session only;
 * another company's id answers 608, like one that does not exist. The same holds for the documents it added itself.
 */
const ownCompany = (actor: { role: string; companyId?: number | undefined }, paper: CompanyDocument) => actor.role === 'Empresa' && actor.companyId === paper.companyId;

export const companyDocumentPolicy = definePolicy<CompanyDocument, 'read' | 'delete'>({
  refusal: NOT_FOUND_REFUSAL,
  // Only the documents the company added itself can be deleted by it; the service's papers are read-only to it.
  rules: { read: ownCompany, delete: ownCompany },
});
