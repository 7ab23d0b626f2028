import { useMutation } from '@tanstack/react-query';
import { authCalls, type BodyOf } from '@portal/shared';
import { callApi } from '@/lib/api-client';

export type ResetBody = BodyOf<typeof authCalls.resetCandidate>;
/** Which link the page was opened with: a candidate reset, a company reset, or a new company contact's first password. */
export type PasswordLinkKind = 'reset-candidate' | 'reset-company' | 'set-password';

const calls = {
  'reset-candidate': authCalls.resetCandidate,
  'reset-company': authCalls.resetCompany,
  'set-password': authCalls.setPasswordCompany,
} as const;

/**
 * POST /api/Alumno/restablecerPassword, /api/Empresa/restablecerPassword or /api/Empresa/establecerPassword
 * {token, password, confirmacion}. Refusals: 42 link expired or used, 43 password already set, 28 not secure.
 */
export function resetPassword(kind: PasswordLinkKind, body: ResetBody) {
  return callApi(calls[kind], { body, token: null });
}

export const useResetPassword = (kind: PasswordLinkKind) =>
  useMutation({ mutationFn: (body: ResetBody) => resetPassword(kind, body), meta: { inlineErrors: true } });
