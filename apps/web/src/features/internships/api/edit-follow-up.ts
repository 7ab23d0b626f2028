import { useMutation } from '@tanstack/react-query';
import { internshipCalls, type BodyOf } from '@portal/shared';
import { callApi } from '@/lib/api-client';

type Body = BodyOf<typeof internshipCalls.editFollowUp>;

/** POST /api/Alumno/editDocumentoSeguimientoCF: replaces the follow-up PDF of a vocational (CF) internship (48 otherwise). */
export function editFollowUp(body: Body) {
  return callApi(internshipCalls.editFollowUp, { body });
}

export const useEditFollowUp = () => useMutation({ mutationFn: editFollowUp, meta: { inlineErrors: true } });
