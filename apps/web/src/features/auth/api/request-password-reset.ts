import { useMutation } from '@tanstack/react-query';
import { authCalls } from '@portal/shared';
import { callApi } from '@/lib/api-client';

export type ResetAudience = 'Alumno' | 'Empresa';

/**
 * POST /api/Alumno/solicitarReseteoPassword or /api/Empresa/recuerdoPassword {usuario}: mails a link to choose a
 * new password (status 0) or answers 524 when no user matches.
 */
export function requestPasswordReset(audience: ResetAudience, usuario: string) {
  const call = audience === 'Alumno' ? authCalls.resetRequestCandidate : authCalls.resetRequestCompany;
  return callApi(call, { body: { usuario }, token: null });
}

export const useRequestPasswordReset = (audience: ResetAudience) =>
  useMutation({ mutationFn: (usuario: string) => requestPasswordReset(audience, usuario), meta: { inlineErrors: true } });
