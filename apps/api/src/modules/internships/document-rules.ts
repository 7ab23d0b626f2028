import type { InternshipState } from './internships.tables.ts';

/**
 * While an internship is pending or active its file is still being put together, so a candidate may take back a
 * document they uploaded by mistake. Once it has ended (finished, renounced, cancelled) the documents are the
 * record the service and the company keep; and what the service or the company uploaded is never the candidate's
 * to delete.
 */
const DELETABLE_IN = new Set<InternshipState>(['pending', 'active']);

export function canDeleteDocument(document: { uploadedBy: number | null; state: InternshipState }, candidateId: number): boolean {
  return document.uploadedBy === candidateId && DELETABLE_IN.has(document.state);
}
