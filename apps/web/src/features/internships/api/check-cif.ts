import { useMutation } from '@tanstack/react-query';
import { internshipCalls, type DatosOf } from '@portal/shared';
import { callApi } from '@/lib/api-client';

export type CifCheck = DatosOf<typeof internshipCalls.checkCif>;

/** POST /api/Alumno/compruebaCIF {cif}: whether a company of the portal has this CIF, and its name (33 malformed). */
export function checkCif(cif: string) {
  return callApi(internshipCalls.checkCif, { body: { cif } });
}

export const useCheckCif = () => useMutation({ mutationFn: checkCif, meta: { inlineErrors: true } });
