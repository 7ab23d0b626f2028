import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { SessionUser } from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { pathFor } from '@/config/routes';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useAcceptRgpd } from '../api/accept-rgpd';
import { useSsoAnswer, useSsoStart } from '../api/sso';
import { useFinishSession } from '../components/finish-session';
import { RgpdStep } from '../components/rgpd-step';

/** The university's answer carries these in the query string (the OpenID Connect callback). */
const isAnswer = (params: URLSearchParams) => params.has('code') || params.has('state') || params.has('error');

/**
 * /acceso: the single sign-on with the university account. Without an answer it asks the API for the university's
 * sign-in address and goes there; back from the university with a code and a state, it hands them to the API,
 * which signs the matching candidate in (then the data-protection step when pending, as after a password login).
 */
export default function SsoPage() {
  const { t } = useTranslation('auth');
  const language = useLanguage();
  const start = useSsoStart();
  const answer = useSsoAnswer();
  const acceptRgpd = useAcceptRgpd('Alumno');
  const finish = useFinishSession('Alumno');
  const location = useLocation();
  const navigate = useNavigate();
  const [rgpd, setRgpd] = useState<{ token: string; user: SessionUser | undefined } | null>(null);
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
    // The code is single-use: it leaves the address bar (and the history) at once.
    void navigate(location.pathname, { replace: true });
    answer.mutate(search, {
      onSuccess: (datos) => {
        if (!datos.token) return;
        if (datos.rgpdPendiente) setRgpd({ token: datos.token, user: datos.usuario });
        else void finish(datos.token, datos.usuario);
      },
    });
    // Once per visit of the page: the answer cannot be used twice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (rgpd) {
    return (
      <div className="page-content login-page">
        <div className="card login-card">
          <RgpdStep
            role="Alumno"
            error={acceptRgpd.error}
            busy={acceptRgpd.isPending}
            onReject={() => setRgpd(null)}
            onAccept={() => acceptRgpd.mutate(rgpd.token, { onSuccess: (datos) => datos.token && void finish(datos.token, datos.usuario ?? rgpd.user) })}
          />
        </div>
      </div>
    );
  }

  const error = answer.error ?? start.error;
  return (
    <div className="page-content login-page">
      <div className="card login-card sso-card">
        <h1 className="sso-card__title">{t('sso.title')}</h1>
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
