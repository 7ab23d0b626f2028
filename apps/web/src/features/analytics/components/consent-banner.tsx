import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { pathFor } from '@/config/routes';
import { useBrand } from '@/lib/brand';
import { COOKIE_PREFERENCES_EVENT, takeCookiePreferencesAsk } from '@/lib/consent';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { sendPageView } from '../api/page-view';
import { readConsent, removeConsent, saveConsent, type Consent } from '../consent-cookie';
import './consent-banner.css';

/**
 * The analytics consent (spec 1: "Analytics run only with a consent cookie"), mounted by the layout only where the
 * brand flag `analitycs` is on, and loaded lazily (the first-paint budget). Until the visitor accepts, nothing is
 * sent; once accepted, each page view is sent to the brand's analytics URL. The banner asks on the first visit,
 * accepting and rejecting are two buttons of the same look, and the footer's "Cookies" link withdraws: the cookie
 * goes, the views stop, and the banner asks again. Its live region announces it to screen readers.
 */
export default function ConsentBanner() {
  const { t } = useTranslation('legal');
  const language = useLanguage();
  const brand = useBrand();
  const { pathname } = useLocation();
  const [consent, setConsent] = useState<Consent | null>(readConsent);
  const [withdrawn, setWithdrawn] = useState(false);
  // Shown a moment after the empty live region is in the page, so screen readers announce it.
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => setShown(true), 0);
    return () => window.clearTimeout(timer);
  }, []);
  useEffect(() => {
    const withdraw = () => {
      takeCookiePreferencesAsk();
      removeConsent();
      setConsent(null);
      setWithdrawn(true);
    };
    window.addEventListener(COOKIE_PREFERENCES_EVENT, withdraw);
    // Asked before this banner had loaded: answered now.
    if (takeCookiePreferencesAsk()) withdraw();
    return () => window.removeEventListener(COOKIE_PREFERENCES_EVENT, withdraw);
  }, []);
  useEffect(() => {
    if (consent === 'si') sendPageView(brand.analyticsUrl, { ruta: pathname });
  }, [consent, pathname, brand.analyticsUrl]);

  const choose = (choice: Consent) => {
    saveConsent(choice);
    setConsent(choice);
    setWithdrawn(false);
  };
  const asking = shown && consent === null;
  return (
    <div aria-live="polite" className="consent-banner-slot">
      {asking ? (
        <section className="consent-banner" aria-labelledby="consent-title">
          <div className="consent-banner__inner">
            <h2 id="consent-title" className="consent-banner__title">
              {t('consent.title')}
            </h2>
            <p>
              {withdrawn ? `${t('consent.withdrawn')} ` : ''}
              {t('consent.text')} <Link to={pathFor('cookie-policy', language)}>{t('consent.policy')}</Link>
            </p>
            <div className="consent-banner__actions">
              <button type="button" className="button button--secondary" onClick={() => choose('no')}>
                {t('consent.reject')}
              </button>
              <button type="button" className="button button--secondary" onClick={() => choose('si')}>
                {t('consent.accept')}
              </button>
            </div>
          </div>
        </section>
      ) : null}
    </div>
  );
}
