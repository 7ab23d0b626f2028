import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { pathFor, type AppRoute } from '@/config/routes';
import { usePortalConfiguration } from '@/lib/brand';
import { isGodMode } from '@/lib/god-mode';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { savePreLoginPath, takePreLoginPath } from '@/lib/pre-login-path';
import { useUser } from '@/lib/session';
import { decideAccess } from './access';

/** Renders the route's page when `decideAccess` allows it; otherwise replaces the location with the redirect. */
export function RouteGuard({ route }: { route: AppRoute }) {
  const { t } = useTranslation();
  const user = useUser();
  const configuration = usePortalConfiguration();
  const language = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const decision = decideAccess(route, {
    user,
    flags: configuration.marca.flags,
    maintenance: configuration.mantenimiento,
    godMode: isGodMode(),
  });

  const target = decision.kind === 'redirect' ? pathFor(decision.to, language, 'params' in decision ? decision.params : {}) : null;
  const from = `${location.pathname}${location.search}${location.hash}`;
  const savePath = decision.kind === 'redirect' && decision.savePath;
  // A signed-in person on a login page (`guestOnly`: just signed in, usually) goes on to the path saved before the
  // login, else home.
  const toSavedPath = decision.kind === 'redirect' && decision.to === 'home' && route.guestOnly && user !== null;

  // A login (or a registration) only opens the session: this guard of its page then sends the person on, to the
  // path saved before the login. When the login also navigated there itself, the two raced: once the page's chunk
  // was at hand (preloaded, or fetched before), the login page's "signed in: go home" came last and the person
  // landed on home.
  useEffect(() => {
    if (target === null) return;
    if (savePath) savePreLoginPath(from);
    void navigate((toSavedPath && takePreLoginPath()) || target, { replace: true });
  }, [target, savePath, toSavedPath, from, navigate]);

  // While the redirect's page loads (after a login, the home's chunk), its shape holds the place, not a blank page.
  return target === null ? <Outlet /> : <PageSkeleton label={t('app.loading')} />;
}
