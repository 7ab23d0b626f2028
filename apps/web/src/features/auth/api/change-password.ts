import { useMutation } from '@tanstack/react-query';
import { sessionCalls, type BodyOf, type Role } from '@portal/shared';
import { callApi } from '@/lib/api-client';

export type ChangePasswordBody = BodyOf<typeof sessionCalls.changePasswordCandidate>;

const calls = {
  Alumno: sessionCalls.changePasswordCandidate,
  Empresa: sessionCalls.changePasswordCompany,
  Gestor: sessionCalls.changePasswordStaff,
} as const;

/** POST /api/Alumno/editarPassword, /api/Empresa/editaUsuario, /api/Gestor/editarPassword {passwordActual, password, confirmacion}. */
export function changePassword(role: Role, body: ChangePasswordBody): Promise<unknown> {
  return callApi(calls[role], { body });
}

export const useChangePassword = (role: Role) =>
  useMutation({ mutationFn: (body: ChangePasswordBody) => changePassword(role, body), meta: { inlineErrors: true } });
