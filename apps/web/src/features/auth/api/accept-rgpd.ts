import { useMutation } from '@tanstack/react-query';
import { authCalls, type DatosOf } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import type { RgpdRole } from './get-rgpd-text';

export type AcceptRgpdDatos = DatosOf<typeof authCalls.rgpdAcceptCandidate>;

/**
 * GET /api/{Alumno|Empresa}/guardaAceptacionRGPD with the restricted token of the login (not stored yet); answers
 * the full token, the one to store.
 */
export function acceptRgpd(role: RgpdRole, restrictedToken: string) {
  const call = role === 'Alumno' ? authCalls.rgpdAcceptCandidate : authCalls.rgpdAcceptCompany;
  return callApi(call, { token: restrictedToken });
}

export const useAcceptRgpd = (role: RgpdRole) =>
  useMutation({ mutationFn: (token: string) => acceptRgpd(role, token), meta: { inlineErrors: true } });
