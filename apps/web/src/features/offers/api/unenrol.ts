import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Status, candidacyCalls, type DatosOf } from '@portal/shared';
import { callApi, isApiError } from '@/lib/api-client';
import { candidaciesKeys, homeKeys, offersKeys } from '@/lib/query-keys';
import { offersQueryKeys } from '../query-keys';

export type UnenrolDatos = DatosOf<typeof candidacyCalls.unenrol>;

/** POST /api/Alumno/desinscribirse {urlOferta}: notice 501; 30 once the company has processed the candidacy, 31 none. */
export function unenrol(urlOferta: string) {
  return callApi(candidacyCalls.unenrol, { body: { urlOferta } });
}

/** With no candidacy to withdraw (31) the page is out of date: it is read again. */
export function useUnenrol() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unenrol,
    meta: { inlineErrors: true },
    onError: (error) => {
      if (isApiError(error) && error.status === Status.CandidacyNotFound) void queryClient.invalidateQueries({ queryKey: offersQueryKeys.details });
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: offersKeys.all }),
        queryClient.invalidateQueries({ queryKey: candidaciesKeys.all }),
        queryClient.invalidateQueries({ queryKey: homeKeys.all }),
      ]),
  });
}
