import { useMutation } from '@tanstack/react-query';
import { internshipCalls, type BodyOf, type DatosOf } from '@portal/shared';
import { callApi } from '@/lib/api-client';

type Body = BodyOf<typeof internshipCalls.addRenunciation>;
type Datos = DatosOf<typeof internshipCalls.addRenunciation>;

/** POST /api/Alumno/addFicheroRenunciaSet: one PDF of the renunciation set of a pending or active internship. */
export function addRenunciation(body: Body): Promise<Datos> {
  return callApi<Datos>(internshipCalls.addRenunciation, { body });
}

export const useAddRenunciation = () => useMutation({ mutationFn: addRenunciation, meta: { inlineErrors: true } });
