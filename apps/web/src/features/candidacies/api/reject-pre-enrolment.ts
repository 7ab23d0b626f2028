import { useMutation, useQueryClient } from '@tanstack/react-query';
import { candidacyCalls, type BodyOf, type DatosOf } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { candidaciesKeys, offersKeys } from '@/lib/query-keys';

export type RejectPreEnrolmentBody = BodyOf<typeof candidacyCalls.rejectPreEnrolment>;
export type RejectPreEnrolmentDatos = DatosOf<typeof candidacyCalls.rejectPreEnrolment>;

/** POST /api/Alumno/rechazarPreinscripcion {urlOferta, idMotivo}: notice 521; 15/48 for a reason not offered. */
export function rejectPreEnrolment(body: RejectPreEnrolmentBody) {
  return callApi(candidacyCalls.rejectPreEnrolment, { body });
}

export function useRejectPreEnrolment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectPreEnrolment,
    meta: { inlineErrors: true },
    // Not awaited: the panel that answered goes away with the refetch, and the page must hear the answer first.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: candidaciesKeys.all });
      void queryClient.invalidateQueries({ queryKey: offersKeys.all });
    },
  });
}
