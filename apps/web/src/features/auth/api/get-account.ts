import { authCalls, type Role } from '@portal/shared';
import { callApi } from '@/lib/api-client';

const accountCalls = {
  Alumno: authCalls.accountCandidate,
  Empresa: authCalls.accountCompany,
  Gestor: authCalls.accountStaff,
} as const;

/** GET /api/{Alumno|Empresa|Gestor}/editaUsuario: the logged user, used to restore a stored session on start. */
export function getAccount(role: Role, token?: string) {
  return callApi(accountCalls[role], token === undefined ? {} : { token });
}
