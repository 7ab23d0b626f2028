import { useMutation, useQueryClient } from '@tanstack/react-query';
import { internshipCalls } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { candidaciesKeys } from '@/lib/query-keys';
import { internshipsQueryKeys } from '../query-keys';

/** POST /api/Alumno/delDocumentoPractica: a document the candidate uploaded, while the internship runs (48 after). */
export function deleteInternshipDocument(id: number) {
  return callApi(internshipCalls.deleteDocument, { body: { id } });
}

export function useDeleteInternshipDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInternshipDocument,
    meta: { inlineErrors: true },
    // The home's pending actions list internship documents still due.
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: internshipsQueryKeys.mine }), queryClient.invalidateQueries({ queryKey: candidaciesKeys.pendingActions })]),
  });
}
