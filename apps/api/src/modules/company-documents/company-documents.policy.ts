import { definePolicy, NOT_FOUND_REFUSAL, type OwnedResource } from '../../policies/authorize.ts';

export interface CompanyDocument extends OwnedResource {
  companyId: number;
}

/**
 * A company contact reads the agreements, invoices and internship documents of the company of their session only;
 * another company's id answers 608, like one that does not exist. The same holds for signing one of its agreements
 * and for the documents it added itself.
 */
const ownCompany = (actor: { role: string; companyId?: number | undefined }, paper: CompanyDocument) => actor.role === 'Empresa' && actor.companyId === paper.companyId;

/**
 * `sign`: a contact uploads the signed copy of one of the company's own agreements (adjuntaFicheroAlConvenioEmpresa).
 * `delete`: only the documents the company added itself can be deleted by it; the service's papers are read-only to it.
 */
export const companyDocumentPolicy = definePolicy<CompanyDocument, 'read' | 'sign' | 'delete'>({
  refusal: NOT_FOUND_REFUSAL,
  rules: { read: ownCompany, sign: ownCompany, delete: ownCompany },
});
