import { useMutation } from '@tanstack/react-query';
import { internshipCalls, type BodyOf, type DatosOf } from '@portal/shared';
import { callApi } from '@/lib/api-client';

type Body = BodyOf<typeof internshipCalls.checkContactEmail>;
export type ContactEmailCheck = DatosOf<typeof internshipCalls.checkContactEmail>;

/** POST /api/Alumno/compruebaEmailContactoEmpresa {cif, email}: whether the address is a contact of that company (44 another's). */
export function checkContactEmail(body: Body) {
  return callApi(internshipCalls.checkContactEmail, { body });
}

export const useCheckContactEmail = () => useMutation({ mutationFn: checkContactEmail, meta: { inlineErrors: true } });
