import { useMutation, useQueryClient } from '@tanstack/react-query';
import { candidacyCalls } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { candidaciesKeys, homeKeys, offersKeys } from '@/lib/query-keys';

/** POST /api/Alumno/desinscribirse {urlOferta} from the candidacy page: notice 501; 30 once processed, 31 none. */
export function withdrawCandidacy(urlOferta: string) {
  return callApi(candidacyCalls.unenrol, { body: { urlOferta } });
}

export function useWithdrawCandidacy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawCandidacy,
    meta: { inlineErrors: true },
    // Whatever the answer, the page is read again: withdrawn, or out of date (30/31).
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: candidaciesKeys.all }),
        queryClient.invalidateQueries({ queryKey: offersKeys.all }),
        queryClient.invalidateQueries({ queryKey: homeKeys.all }),
      ]),
  });
}
