import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffCandidateCalls, type BodyOf, type CallDefinition } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { staffKeys } from '@/lib/query-keys';

/**
 * validaCandidatoGestor, bloqueaCandidato, desbloqueaCandidato, suprimeCandidatoGestor, anulaBajaCandidatoGestor:
 * each refreshes the staff lists.
 */
export type CandidateAction = 'validate' | 'block' | 'unblock' | 'eraseNow' | 'withdrawDeletion';

type Bodies = { [K in CandidateAction]: BodyOf<(typeof staffCandidateCalls)[K]> };

export function candidateAction<K extends CandidateAction>(action: K, body: Bodies[K]): Promise<unknown> {
  // Every action is a POST whose body is Bodies[K]; the union of the calls cannot carry that link.
  const call = staffCandidateCalls[action] as CallDefinition;
  return callApi(call, { body } as never);
}

export function useCandidateAction<K extends CandidateAction>(action: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Bodies[K]) => candidateAction(action, body),
    meta: { inlineErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
}
