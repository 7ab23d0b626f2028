import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Role, SessionUser } from '@portal/shared';
import { dismissNotice } from '@/lib/notices';
import { takePreLoginPath } from '@/lib/pre-login-path';
import { applyLanguage, currentLanguage, readStoredLanguage } from '@/lib/i18n';
import { startSession } from '@/lib/session';
import { useBrand } from '@/lib/brand';
import { getAccount } from '../api/get-account';

/**
 * The end of every sign-in (password or the university's single sign-on): the token is stored and the user goes to
 * the path saved before the login, else home.
 */
export function useFinishSession(role: Role) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const brand = useBrand();
  return async (token: string, user: SessionUser | undefined) => {
    const account = user ?? (await getAccount(role, token));
    // The language the user chose before (kept by the server) comes back on a browser that has no choice of its own.
    if (readStoredLanguage() === null && brand.languages.includes(account.idioma) && account.idioma !== currentLanguage()) {
      await applyLanguage(account.idioma, { persist: true });
    }
    startSession(token, account);
    // A kept "session expired" message (code 2) has served its purpose once the user is back in.
    dismissNotice();
    // Anything cached for an anonymous visitor (or a previous user) must not leak into this session.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'boot' });
    void navigate(takePreLoginPath() ?? '/', { replace: true });
  };
}
