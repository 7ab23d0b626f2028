import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffAgreementCalls, type AgreementMove } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { staffKeys } from '@/lib/query-keys';

/** POST /api/Gestor/cambiaEstadoConvenio: refreshes the lists, their counts and the dashboard. */
export function moveAgreement(body: AgreementMove) {
  return callApi(staffAgreementCalls.move, { body });
}

export function useMoveAgreement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveAgreement,
    meta: { inlineErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
}
