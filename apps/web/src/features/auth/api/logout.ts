import { authCalls, type Role } from '@portal/shared';
import { getToken, isTokenExpired, roleOfToken } from '@/lib/session';

const calls: Record<Role, { path: string; method: string }> = {
  Alumno: authCalls.logoutCandidate,
  Empresa: authCalls.logoutCompany,
  Gestor: authCalls.logoutStaff,
};

/**
 * POST /api/{Alumno|Empresa|Gestor}/cerrarSesion: the server ends every token of the user. Best effort and
 * outside the API client on purpose: whatever the answer (even code 2 or no network) the local session ends
 * anyway, and no "session lost" notice should show for a logout.
 */
export function logoutOnServer(): void {
  const token = getToken();
  const role = token ? roleOfToken(token) : null;
  if (!token || !role || isTokenExpired(token)) return;
  const call = calls[role];
  // keepalive lets the request finish while the page moves to /login.
  void fetch(call.path, { method: call.method, headers: { Authorization: `Bearer ${token}` }, keepalive: true }).catch(() => undefined);
}
