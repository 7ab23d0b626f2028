import { useMutation } from '@tanstack/react-query';
import { authCalls, type BodyOf, type DatosOf, type Role } from '@portal/shared';
import { callApi } from '@/lib/api-client';

export type LoginBody = BodyOf<typeof authCalls.loginCandidate>;
export type LoginDatos = DatosOf<typeof authCalls.loginCandidate>;

const loginCalls = {
  Alumno: authCalls.loginCandidate,
  Empresa: authCalls.loginCompany,
  Gestor: authCalls.loginStaff,
} as const;

/**
 * POST /api/{Alumno|Empresa|Gestor}/logaUsuario. Answers a token (maybe with `rgpdPendiente`) or, for a contact
 * of several companies without `idEmpresa`, the companies to choose from.
 */
export function login(role: Role, body: LoginBody) {
  return callApi(loginCalls[role], { body, token: null });
}

export const useLogin = (role: Role) =>
  useMutation({ mutationFn: (body: LoginBody) => login(role, body), meta: { inlineErrors: true } });
