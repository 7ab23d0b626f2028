import { lazy, Suspense, useEffect, useRef } from 'react';
import { titleWithUnread, useUnreadCount } from '@/lib/unread-count';
import { Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router';
import { NoticeBanner } from '@/components/errors/notice-banner';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { pathFor } from '@/config/routes';
import { useBrand } from '@/lib/brand';
import { routeTitleKey, useCurrentRoute } from '@/lib/current-route';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { clearNoticeOnNavigation } from '@/lib/notices';
import { savePreLoginPath } from '@/lib/pre-login-path';
import { onSessionLost, useUser } from '@/lib/session';
import { Footer } from './footer';
import { Header } from './header';
import { MainNav } from './main-nav';
import { MenuDataProvider } from './menu-data';
import { PageHeader } from './page-header';

// Each role's popup is a chunk of its own, loaded once that role has signed in: the login page never carries them
// (the first-paint budget). Their own boundary keeps their loading from touching the page.
const MissingDataPopup = lazy(() => import('@/features/candidacies/components/missing-data-popup').then((module) => ({ default: module.MissingDataPopup })));
// The analytics consent banner (and the page views it sends once accepted): only where the brand runs analytics.
const ConsentBanner = lazy(() => import('@/features/analytics/components/consent-banner'));
const MissingCompanyDataPopup = lazy(() => import('@/features/company-account/components/missing-data-popup').then((module) => ({ default: module.MissingCompanyDataPopup })));

/** The frame of every page: skip link, header, message banner, breadcrumbs and heading, the page, footer. */
export function RootLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const language = useLanguage();
  const brand = useBrand();
  const route = useCurrentRoute();
  const role = useUser()?.rol;
  const main = useRef<HTMLElement>(null);
  const firstRender = useRef(true);

  // Code 2: the API client has ended the session; go to /login and come back here after logging in again.
  const here = `${location.pathname}${location.search}`;
  const hereRef = useRef(here);
  useEffect(() => {
    hereRef.current = here;
  }, [here]);
  useEffect(
    () =>
      onSessionLost(() => {
        savePreLoginPath(hereRef.current);
        void navigate(pathFor('login', language));
      }),
    [navigate, language],
  );

  useEffect(() => {
    clearNoticeOnNavigation(location.pathname);
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    // Move focus to the new page's heading so screen readers announce it, as a page load would.
    const heading = main.current?.querySelector<HTMLElement>('h1');
    const target = heading ?? main.current;
    if (target) {
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    }
  }, [location.pathname]);

  const brandName = brand.name[language];
  const pageTitle = route && route.name !== 'home' ? t(routeTitleKey(route)) : null;
  const unread = useUnreadCount();
  useEffect(() => {
    document.title = titleWithUnread(pageTitle ? `${pageTitle} · ${brandName}` : brandName, unread);
  }, [pageTitle, brandName, unread]);

  return (
    <div className="app-shell">
      <a href="#main" className="skip-link">
        {t('app.skipToContent')}
      </a>
      <MenuDataProvider>
        <Header />
        <MainNav />
      </MenuDataProvider>
      <NoticeBanner />
      <main id="main" ref={main} tabIndex={-1} className="site-main">
        <PageHeader />
        {/* A page waiting for its texts shows its shape here, inside the painted shell, not a blank screen. */}
        <Suspense fallback={<PageSkeleton label={t('app.loading')} />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <ScrollRestoration />
      {/* Each role's popup only for that role: mounted for anyone else, it would fetch its texts for nothing. */}
      {brand.flags.analitycs && (
        <Suspense fallback={null}>
          <ConsentBanner />
        </Suspense>
      )}
      {role === 'Alumno' && (
        <Suspense fallback={null}>
          <MissingDataPopup />
        </Suspense>
      )}
      {role === 'Empresa' && (
        <Suspense fallback={null}>
          <MissingCompanyDataPopup />
        </Suspense>
      )}
    </div>
  );
}
