import { useTranslation } from '@/lib/i18n';
import { useLocation } from 'react-router';

/**
 * /404, the connection-error page (spec 1 §2): where a route whose code could not be fetched leads. It is part of
 * the main bundle. Retrying reloads the page that failed, fetching fresh code.
 */
export default function ConnectionErrorPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const state: unknown = location.state;
  const from = typeof state === 'object' && state !== null && 'from' in state && typeof state.from === 'string' ? state.from : '/';
  return (
    <div className="page-content">
      <div className="card connection-error" role="alert">
        <p className="connection-error__text">{t('connectionError.body')}</p>
      </div>
      <p className="actions">
        <button type="button" className="button button--primary" onClick={() => window.location.assign(from)}>
          {t('connectionError.retry')}
        </button>
        <a href="/" className="button button--secondary">
          {t('connectionError.home')}
        </a>
      </p>
    </div>
  );
}
