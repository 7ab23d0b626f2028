import { useMutation } from '@tanstack/react-query';
import { internshipCalls, type BodyOf } from '@portal/shared';
import { callApi } from '@/lib/api-client';

type Body = BodyOf<typeof internshipCalls.addRenunciation>;

/** POST /api/Alumno/addFicheroRenunciaSet: one PDF of the renunciation set of a pending or active internship. */
export function addRenunciation(body: Body) {
  return callApi(internshipCalls.addRenunciation, { body });
}

export const useAddRenunciation = () => useMutation({ mutationFn: addRenunciation, meta: { inlineErrors: true } });
