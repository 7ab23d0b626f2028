import { useMutation } from '@tanstack/react-query';
import { internshipCalls, type BodyOf, type DatosOf } from '@portal/shared';
import { callApi } from '@/lib/api-client';

export type InternshipFileBody = BodyOf<typeof internshipCalls.addForm>;
export type AttachedDatos = DatosOf<typeof internshipCalls.addForm>;

/** POST /api/Alumno/addFicheroPractica: one filled-in internship form, PDF only (46 otherwise, 45 not yours). */
export function addInternshipForm(body: InternshipFileBody) {
  return callApi(internshipCalls.addForm, { body });
}

export const useAddInternshipForm = () => useMutation({ mutationFn: addInternshipForm, meta: { inlineErrors: true } });
