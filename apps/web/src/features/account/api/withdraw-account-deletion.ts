import { useMutation, useQueryClient } from '@tanstack/react-query';
import { registrationCalls } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { candidaciesKeys } from '@/lib/query-keys';

/**
 * POST /api/Alumno/anularBajaServicio (a portal addition): the candidate takes their deletion request back while
 * the grace period runs. Answered with notice 537; 14 when none is pending. The pending actions carry the request
 * (`baja`), so the banner and the menu's dialog read it again.
 */
export function withdrawAccountDeletion() {
  return callApi(registrationCalls.withdrawDeletion);
}

export function useWithdrawAccountDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawAccountDeletion,
    onSettled: () => queryClient.invalidateQueries({ queryKey: candidaciesKeys.pendingActions }),
  });
}
