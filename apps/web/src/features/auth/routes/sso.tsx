import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { surveyKeyOfSsoState } from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { pathFor } from '@/config/routes';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useSsoAnswer, useSsoStart } from '../api/sso';

/** The university's answer carries these in the query string (the OpenID Connect callback). */
const isAnswer = (params: URLSearchParams) => params.has('code') || params.has('state') || params.has('error');

/**
 * /acceso: the single sign-on with the university account. Without an answer it asks the API for the university's
 * sign-in address and goes there; back from the university with a code and a state, it hands them to the API, and
 * the API's answer (the password login's) to the candidates' login, which goes on as after a password: the
 * data-protection step when pending, then the session and the path saved before the login, else home. A sign-on
 * begun on a survey's access page (its key is in the state) goes back there with the answer, which that page posts
 * to the survey's own call.
 */
export default function SsoPage() {
  const { t } = useTranslation('auth');
  const language = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const start = useSsoStart();
  const answer = useSsoAnswer();
  const began = useRef(false);

  const goToUniversity = () => start.mutate(undefined, { onSuccess: ({ url }) => window.location.assign(url) });

  useEffect(() => {
    if (began.current) return;
    began.current = true;
    const search = location.search;
    if (!isAnswer(new URLSearchParams(search))) {
      goToUniversity();
      return;
    }
    const surveyKey = surveyKeyOfSsoState(new URLSearchParams(search).get('state'));
    if (surveyKey) {
      void navigate(pathFor('survey-access', language, { id: surveyKey }), { replace: true, state: { respuestaIntegrada: search } });
      return;
    }
    // The code is single-use: it leaves the address bar (and the history) at once.
    void navigate(location.pathname, { replace: true });
    answer.mutate(search, {
      // A sign-in's answer always carries its token (the other answer, the companies to choose from, is a contact's).
      onSuccess: (integrado) => integrado.token && void navigate(pathFor('login-candidate', language), { replace: true, state: { integrado } }),
    });
    // Once per visit of the page: the answer cannot be used twice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const error = answer.error ?? start.error;
  return (
    <div className="page-content login-page">
      <div className="card login-card">
        <h2 className="sso-card__title">{t('sso.title')}</h2>
        {error ? (
          <>
            <ApiErrorAlert error={error} />
            <p className="sso-card__actions">
              <button type="button" className="button button--primary" onClick={goToUniversity} disabled={start.isPending}>
                {t('sso.retry')}
              </button>
            </p>
          </>
        ) : (
          <p role="status" aria-live="polite">
            {answer.isPending || answer.isSuccess ? t('sso.signingIn') : t('sso.redirecting')}
          </p>
        )}
        <ul className="login-card__links">
          <li>
            <Link to={pathFor('login-candidate', language)}>{t('sso.password')}</Link>
          </li>
        </ul>
      </div>
    </div>
  );
}
