import { authCalls, type SessionUser } from '@portal/shared';
import { callApi } from '@/lib/api-client';
import { getSession, setSessionUser } from '@/lib/session';

/**
 * Reads a signed-in candidate's or company contact's account again and keeps it as the session's user: the account
 * names the mandatory survey they have to answer (`encuestaObligatoria`), so the portal blocks or unblocks itself at
 * once. Called when something changes it (an answer sent, a `survey.assigned` notification), never per page.
 * `onFailure`: the user to keep when the account cannot be read (by default, the one there was).
 */
export async function refreshSessionUser(onFailure?: (user: SessionUser) => SessionUser): Promise<void> {
  const { user } = getSession();
  if (!user || (user.rol !== 'Alumno' && user.rol !== 'Empresa')) return;
  try {
    setSessionUser(await callApi(user.rol === 'Alumno' ? authCalls.accountCandidate : authCalls.accountCompany));
  } catch {
    if (onFailure) setSessionUser(onFailure(user));
  }
}
