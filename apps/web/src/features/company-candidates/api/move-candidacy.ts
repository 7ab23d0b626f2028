import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyCandidatesCalls, type BodyOf } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { companyCandidatesQueryKeys } from '../query-keys';

/** POST /api/Empresa/cambiaEstadoCandidatura; refreshes the candidacy and its offer's lists (states and counts). */
export function useMoveCandidacy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof companyCandidatesCalls.move>) => callApi(companyCandidatesCalls.move, { body }),
    meta: { inlineErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyCandidatesQueryKeys.all }),
  });
}

/** POST /api/Empresa/cambiaEstadoCandidaturas: several candidacies to one state that is not a hire or a rejection. */
export function useMoveCandidacies() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof companyCandidatesCalls.moveMany>) => callApi(companyCandidatesCalls.moveMany, { body }),
    meta: { inlineErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyCandidatesQueryKeys.all }),
  });
}
