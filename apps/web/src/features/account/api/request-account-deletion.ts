import { useMutation, useQueryClient } from '@tanstack/react-query';
import { registrationCalls, type DatosOf } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { candidaciesKeys } from '@/lib/query-keys';

export type AccountDeletionDatos = DatosOf<typeof registrationCalls.requestDeletion>;

/**
 * POST /api/Alumno/solicitarBajaServicio (spec 2 §7.1): the candidate asks to leave the service and have the
 * personal data erased. Answered with notice 520; 48 when the brand does not allow it. The pending actions carry
 * the request from then on (`baja`): every page shows the erasure date and the way back.
 */
export function requestAccountDeletion() {
  return callApi(registrationCalls.requestDeletion);
}

export function useRequestAccountDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestAccountDeletion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: candidaciesKeys.pendingActions }),
  });
}
