import { useMutation } from '@tanstack/react-query';
import { ssoCalls, type DatosOf } from '@portal/shared';
import { callApi } from '@/lib/api-client';

export type SsoAnswerDatos = DatosOf<typeof ssoCalls.answer>;

/** POST /api/Alumno/iniciaLoginIntegrado: the address of the university's sign-in page. */
export const useSsoStart = () =>
  useMutation({ mutationFn: () => callApi(ssoCalls.start, { token: null }), meta: { inlineErrors: true } });

/** POST /api/Alumno/validaRespuestaLoginIntegrado with the university's answer (the callback's query string). */
export const useSsoAnswer = () =>
  useMutation({ mutationFn: (respuesta: string) => callApi(ssoCalls.answer, { body: { respuesta }, token: null }), meta: { inlineErrors: true } });
