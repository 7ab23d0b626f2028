import { Status } from '@portal/shared';
import { definePolicy } from '../../policies/authorize.ts';
import { isOwnerCandidate, isStaff, type CandidateOwned } from '../../policies/candidate-owned.ts';
import { canDeleteDocument } from './document-rules.ts';
import type { InternshipState } from './internships.tables.ts';

/** A candidate's internship: they read it and attach their papers; the service reads it. Another's answers 89. */
export const internshipPolicy = definePolicy<CandidateOwned, 'read' | 'attach'>({
  refusal: Status.InternshipStudentNotFound,
  rules: {
    read: (actor, internship) => isOwnerCandidate(actor, internship) || isStaff(actor),
    attach: isOwnerCandidate,
  },
});

/** A document of an internship, with who uploaded it and the internship's state. */
export interface InternshipDocument extends CandidateOwned {
  uploadedBy: number | null;
  state: InternshipState;
}

/**
 * The internship's candidate reads its documents; they delete only one they uploaded themselves while the
 * internship is still open (document-rules.ts). Refused: "action not allowed" (the document is theirs to see).
 */
export const internshipDocumentPolicy = definePolicy<InternshipDocument, 'read' | 'delete'>({
  refusal: Status.ActionNotAllowed,
  rules: {
    read: isOwnerCandidate,
    delete: (actor, document) => isOwnerCandidate(actor, document) && canDeleteDocument(document, actor.userId),
  },
});
