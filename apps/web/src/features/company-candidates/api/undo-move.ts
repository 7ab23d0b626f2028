import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyCandidatesCalls, type BodyOf } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { companyCandidatesQueryKeys } from '../query-keys';

/** POST /api/Empresa/deshaceCambioEstadoCandidatura: takes back the hire or rejection just made (within its window). */
export function useUndoMove() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof companyCandidatesCalls.undoMove>) => callApi(companyCandidatesCalls.undoMove, { body }),
    meta: { inlineErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyCandidatesQueryKeys.all }),
  });
}
