import { useMutation } from '@tanstack/react-query';
import { internshipCalls, type BodyOf, type DatosOf } from '@portal/shared';
import { callApi } from '@/lib/api-client';

type Body = BodyOf<typeof internshipCalls.editFollowUp>;
type Datos = DatosOf<typeof internshipCalls.editFollowUp>;

/** POST /api/Alumno/editDocumentoSeguimientoCF: replaces the follow-up PDF of a vocational (CF) internship (48 otherwise). */
export function editFollowUp(body: Body): Promise<Datos> {
  return callApi<Datos>(internshipCalls.editFollowUp, { body });
}

export const useEditFollowUp = () => useMutation({ mutationFn: editFollowUp, meta: { inlineErrors: true } });
