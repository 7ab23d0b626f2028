import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Status, candidacyCalls, type BodyOf, type DatosOf } from '@portal/shared';
import { callApi, isApiError } from '@/lib/api-client';
import { candidaciesKeys, homeKeys, offersKeys } from '@/lib/query-keys';
import { offersQueryKeys } from '../query-keys';

export type EnrolBody = BodyOf<typeof candidacyCalls.enrol>;
export type EnrolDatos = DatosOf<typeof candidacyCalls.enrol>;

/**
 * POST /api/Alumno/inscribirse {urlOferta, inscripcionExterna?, tipo?}: notice 502 (the company receives the
 * generated CV), or status 0 with datos.urlExterna for an external enrolment; refusals carry their code and
 * datos (11 documentacionNecesaria, 80 requisitosNoCumplidos).
 */
export function enrol(body: EnrolBody) {
  return callApi(candidacyCalls.enrol, { body });
}

/**
 * Refusals are shown next to the button, where the candidate can act on them. "Already a candidate" (10) means
 * the page is out of date (another tab, a service pre-enrolment): it is read again and shows the candidacy.
 */
export function useEnrol() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enrol,
    meta: { inlineErrors: true },
    onError: (error) => {
      if (isApiError(error) && error.status === Status.AlreadyCandidate) void queryClient.invalidateQueries({ queryKey: offersQueryKeys.details });
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: offersKeys.all }),
        queryClient.invalidateQueries({ queryKey: candidaciesKeys.all }),
        queryClient.invalidateQueries({ queryKey: homeKeys.all }),
      ]),
  });
}
