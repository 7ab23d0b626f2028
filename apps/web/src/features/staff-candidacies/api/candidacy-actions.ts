import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffCandidacyCalls, type BodyOf } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { staffKeys } from '@/lib/query-keys';

/** POST /api/Gestor/proponeCandidato and cambiaEstadoCandidaturaGestor; both refresh the offer's process. */
export function useProposeCandidate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof staffCandidacyCalls.propose>) => callApi(staffCandidacyCalls.propose, { body }),
    meta: { inlineErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
}

export function useMoveCandidacy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof staffCandidacyCalls.move>) => callApi(staffCandidacyCalls.move, { body }),
    meta: { inlineErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
}

/** POST /api/Gestor/reabreCandidaturaGestor: a hire or a rejection back to the state before, with the reason logged. */
export function useReopenCandidacy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof staffCandidacyCalls.reopen>) => callApi(staffCandidacyCalls.reopen, { body }),
    meta: { inlineErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
}
