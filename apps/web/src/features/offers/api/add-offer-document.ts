import { useMutation } from '@tanstack/react-query';
import { cvCalls, type BodyOf } from '@portal/shared';
import { callApi } from '@/lib/api-client';

export type AddDocumentBody = BodyOf<typeof cvCalls.addDocument>;

/**
 * POST /api/Alumno/addDoc: a document an offer asks for, added to the CV from the enrolment's documents popup.
 * The answer (the whole CV) is not needed here; the enrolment is retried right after.
 */
export function addOfferDocument(body: AddDocumentBody) {
  return callApi(cvCalls.addDocument, { body });
}

export const useAddOfferDocument = () => useMutation({ mutationFn: addOfferDocument, meta: { inlineErrors: true } });
