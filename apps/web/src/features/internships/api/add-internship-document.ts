import { useMutation } from '@tanstack/react-query';
import { internshipCalls, type BodyOf } from '@portal/shared';
import { callApi } from '@/lib/api-client';

export type InternshipDocumentBody = BodyOf<typeof internshipCalls.addDocument>;

/** POST /api/Alumno/addDocumentoPractica: a document of a given type, in any of the general upload formats. */
export function addInternshipDocument(body: InternshipDocumentBody) {
  return callApi(internshipCalls.addDocument, { body });
}

export const useAddInternshipDocument = () => useMutation({ mutationFn: addInternshipDocument, meta: { inlineErrors: true } });
