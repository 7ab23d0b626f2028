import { useMutation } from '@tanstack/react-query';
import { authCalls, type BodyOf, type Role } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { getSession, startSession } from '@/lib/session';

export type ChangePasswordBody = BodyOf<typeof authCalls.changePasswordCandidate>;

const calls = {
  Alumno: authCalls.changePasswordCandidate,
  Empresa: authCalls.changePasswordCompany,
  Gestor: authCalls.changePasswordStaff,
} as const;

/** POST /api/Alumno/editarPassword, /api/Empresa/editaUsuario, /api/Gestor/editarPassword {passwordActual, password, confirmacion}. */
export function changePassword(role: Role, body: ChangePasswordBody) {
  return callApi(calls[role], { body });
}

/**
 * A password change ends every earlier session, this one included; the server answers a new token for this
 * device, which replaces the stored one so the user stays signed in here.
 */
export const useChangePassword = (role: Role) =>
  useMutation({
    mutationFn: (body: ChangePasswordBody) => changePassword(role, body),
    meta: { inlineErrors: true },
    onSuccess: (datos) => {
      const { user } = getSession();
      if (datos?.token && user) startSession(datos.token, user);
    },
  });
