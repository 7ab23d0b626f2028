import { lazy, Suspense, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { LanguageSelect } from '@/features/language/components/language-select';
import { pathFor } from '@/config/routes';
import { useBrand } from '@/lib/brand';
import { isLocalHost, useColorScheme } from '@/lib/color-scheme';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useUser } from '@/lib/session';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useMenuData } from './menu-data';
import { SideMenu } from './side-menu';
import { useHeaderShrink } from './use-header-shrink';

// The bell loads after the first paint: its calls and texts are not in the first scripts (check-first-paint.mjs).
const NotificationBell = lazy(() => import('@/features/notifications/components/notification-bell'));
// The company a contact acts for, and the switch to their other companies: companies only, so no one else loads it.
const HeaderCompanySwitch = lazy(() => import('@/features/company-account/components/header-company-switch'));
// The candidate's deletion: the dialog loads when opened, the banner while a request waits out its grace period.
const AccountDeletionDialog = lazy(() => import('@/features/account/components/account-deletion-dialog'));
const DeletionPendingBanner = lazy(() => import('@/features/account/components/deletion-pending-banner'));

function DarkModeToggle() {
  const { t } = useTranslation();
  const { scheme, toggle } = useColorScheme();
  return (
    <button type="button" className="icon-button" aria-pressed={scheme === 'dark'} onClick={toggle} title={t('header.darkMode')}>
      <span aria-hidden="true">{scheme === 'dark' ? '☀' : '☾'}</span>
      <span className="visually-hidden">{t('header.darkMode')}</span>
    </button>
  );
}

export function Header() {
  const { t } = useTranslation();
  const brand = useBrand();
  const language = useLanguage();
  const user = useUser();
  const navigate = useNavigate();
  const [logoutOpen, setLogoutOpen] = useState(false);
  const compact = useHeaderShrink();
  const [menuOpen, setMenuOpen] = useState(false);
  const [deletionOpen, setDeletionOpen] = useState(false);
  const { deletion } = useMenuData();
  const menuButton = useRef<HTMLButtonElement>(null);
  const showDarkToggle = isLocalHost(window.location.hostname);

  const greetingTarget = user?.rol === 'Alumno' ? pathFor('cv', language) : user?.rol === 'Empresa' ? pathFor('my-profile', language) : null;
  const greeting = user ? t('header.greeting', { nombre: user.nombre }) : null;

  return (
    <>
      <div className="site-header-spacer" aria-hidden="true" />
      <header className={`site-header${compact ? ' site-header--compact' : ''}`}>
        <div className="site-header__inner">
          <Link to="/" className="site-header__brand">
            <img src={brand.logo.srcByLanguage?.[language] ?? brand.logo.src} alt={brand.logo.alt[language]} className="site-header__logo" />
          </Link>
          <div className="site-header__tools">
            {user?.rol === 'Empresa' && (
              <Suspense fallback={null}>
                <HeaderCompanySwitch />
              </Suspense>
            )}
            {greeting &&
              (greetingTarget ? (
                <Link to={greetingTarget} className="site-header__greeting">
                  {greeting}
                </Link>
              ) : (
                <span className="site-header__greeting">{greeting}</span>
              ))}
            <LanguageSelect />
            {showDarkToggle && <DarkModeToggle />}
            {user && (
              <Suspense fallback={<span className="bell-placeholder" aria-hidden="true" />}>
                <NotificationBell role={user.rol} />
              </Suspense>
            )}
            {user && (
              <button
                type="button"
                ref={menuButton}
                className="menu-button"
                aria-haspopup="dialog"
                aria-expanded={menuOpen}
                onClick={() => setMenuOpen(true)}
              >
                <span className="menu-button__icon" aria-hidden="true" />
                <span className="menu-button__label">{t('header.menu')}</span>
              </button>
            )}
          </div>
        </div>
      </header>
      {user && (
        <SideMenu
          open={menuOpen}
          user={user}
          onClose={() => setMenuOpen(false)}
          onAction={(action) => {
            setMenuOpen(false);
            if (action === 'logout') setLogoutOpen(true);
            else setDeletionOpen(true);
          }}
        />
      )}
      <ConfirmDialog
        open={logoutOpen}
        title={t('logoutDialog.title')}
        confirmLabel={t('logoutDialog.confirm')}
        cancelLabel={t('dialog.cancel')}
        onCancel={() => setLogoutOpen(false)}
        onConfirm={() => {
          setLogoutOpen(false);
          void navigate(pathFor('logout', language));
        }}
      >
        <p>{t('logoutDialog.body')}</p>
      </ConfirmDialog>
      <Suspense fallback={null}>
        {deletion && <DeletionPendingBanner deletion={deletion} />}
        {deletionOpen && <AccountDeletionDialog open onClose={() => setDeletionOpen(false)} deletion={deletion} />}
      </Suspense>
    </>
  );
}
