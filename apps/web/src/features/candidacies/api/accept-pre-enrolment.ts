import { useMutation, useQueryClient } from '@tanstack/react-query';
import { candidacyCalls, type DatosOf } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { candidaciesKeys, offersKeys } from '@/lib/query-keys';

export type PreEnrolmentAnswer = DatosOf<typeof candidacyCalls.acceptPreEnrolment>;

/** POST /api/Alumno/aceptarPreinscripcion {urlOferta}: notice 521; 14 when it is no longer a pre-enrolment. */
export function acceptPreEnrolment(urlOferta: string) {
  return callApi(candidacyCalls.acceptPreEnrolment, { body: { urlOferta } });
}

export function useAcceptPreEnrolment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptPreEnrolment,
    meta: { inlineErrors: true },
    // Not awaited: the panel that answered goes away with the refetch, and the page must hear the answer first.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: candidaciesKeys.all });
      void queryClient.invalidateQueries({ queryKey: offersKeys.all });
    },
  });
}
