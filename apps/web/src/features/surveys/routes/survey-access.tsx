import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { CheckboxField } from '@/components/ui/form-fields';
import { Loading } from '@/components/ui/loading';
import { pathFor } from '@/config/routes';
import { usePortalConfiguration } from '@/lib/brand';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { savePreLoginPath } from '@/lib/pre-login-path';
import { useUser } from '@/lib/session';
import { useAnonymousSurvey, useSurveyAccess, useSurveySsoAnswer, useSurveySsoStart } from '../api/answering';
import '../components/surveys.css';

/** What /acceso hands this page when the university sends back a sign-on begun here: the callback's query string. */
export interface SurveySsoAnswerState {
  respuestaIntegrada: string;
}

/**
 * The university's answer to a sign-on begun on this page, handed over by /acceso: posted once, and the session it
 * opens goes on to the survey.
 */
function useSsoAnswerOnArrival(key: string, surveyPath: string) {
  const location = useLocation();
  const navigate = useNavigate();
  const answer = useSurveySsoAnswer();
  const respuesta = (location.state as SurveySsoAnswerState | null)?.respuestaIntegrada;
  const sent = useRef(false);
  const { mutate } = answer;
  useEffect(() => {
    if (!respuesta || sent.current) return;
    sent.current = true;
    // The answer serves once: it leaves the history entry before it is sent.
    void navigate(location.pathname, { replace: true, state: null });
    mutate({ key, respuesta }, { onSuccess: (session) => void navigate(surveyPath, { replace: true, state: { surveySession: session } }) });
  }, [respuesta, key, surveyPath, location.pathname, mutate, navigate]);
  return answer;
}

/**
 * /encuestas/{id}/acceso: the survey's access page. A signed-in candidate or company goes on to answer; anyone else
 * signs in (and comes back to the survey), signs in with the university account where the institution has single
 * sign-on and the survey is for candidates (and comes back through /acceso), or, when the survey allows it,
 * answers anonymously: nothing of who they are is kept.
 */
export function SurveyAccessPage() {
  const { t } = useTranslation('surveys');
  const language = useLanguage();
  const navigate = useNavigate();
  const key = useParams().id ?? '';
  const user = useUser();
  const access = useSurveyAccess(key);
  const anonymous = useAnonymousSurvey();
  const ssoStart = useSurveySsoStart();
  const { accesoUnico } = usePortalConfiguration();
  const [accepted, setAccepted] = useState(false);
  const surveyPath = pathFor('survey', language, { id: key });
  const ssoAnswer = useSsoAnswerOnArrival(key, surveyPath);

  if (access.isError) return <div className="page-content"><ApiErrorAlert error={access.error} /></div>;
  if (access.isPending) return <div className="page-content"><Loading label={t('loading')} /></div>;
  const survey = access.data;
  const sso = accesoUnico && survey.destinatarios === 'Alumno';
  const clauseMissing = survey.textoRGPD !== null && !accepted;
  const signIn = () => {
    savePreLoginPath(surveyPath);
    void navigate(pathFor('login', language));
  };
  return (
    <div className="page-content">
      <h1>{survey.titulo}</h1>
      {survey.descripcion ? <p>{survey.descripcion}</p> : null}
      {!survey.abierta ? (
        <p className="card">{t('access.closed')}</p>
      ) : (
        <section className="card survey-access" aria-labelledby="survey-access-title">
          <h2 id="survey-access-title">{t('access.title')}</h2>
          {user?.rol === 'Alumno' || user?.rol === 'Empresa' ? (
            <Link className="button button--primary" to={surveyPath}>
              {t('access.start')}
            </Link>
          ) : (
            <>
              <p>{t('access.signInHint')}</p>
              <div className="survey-actions">
                <button type="button" className="button button--primary" onClick={signIn}>
                  {t('access.signIn')}
                </button>
              </div>
              {survey.textoRGPD && (sso || survey.anonima) ? (
                <>
                  <h2>{t('access.clauseTitle')}</h2>
                  <p className="survey-clause">{survey.textoRGPD}</p>
                  <CheckboxField label={t('access.acceptLabel')} checked={accepted} onChange={(event) => setAccepted(event.target.checked)} />
                </>
              ) : null}
              {sso ? (
                <>
                  <h2>{t('access.ssoTitle')}</h2>
                  <p>{t('access.ssoHint')}</p>
                  {ssoAnswer.isPending ? <p role="status">{t('access.ssoChecking')}</p> : null}
                  {ssoAnswer.error || ssoStart.error ? <ApiErrorAlert error={ssoAnswer.error ?? ssoStart.error} /> : null}
                  <div className="survey-actions">
                    <button
                      type="button"
                      className="button button--primary"
                      disabled={ssoStart.isPending || ssoAnswer.isPending || clauseMissing}
                      onClick={() => ssoStart.mutate({ key, aceptaRGPD: accepted }, { onSuccess: ({ url }) => window.location.assign(url) })}
                    >
                      {t('access.sso')}
                    </button>
                  </div>
                </>
              ) : null}
              {survey.anonima ? (
                <>
                  <h2>{t('access.anonymousTitle')}</h2>
                  <p>{t('access.anonymousHint')}</p>
                  {anonymous.error ? <ApiErrorAlert error={anonymous.error} /> : null}
                  <div className="survey-actions">
                    <button
                      type="button"
                      className="button button--secondary"
                      disabled={anonymous.isPending || clauseMissing}
                      onClick={() => anonymous.mutate({ key, aceptaRGPD: accepted }, { onSuccess: (session) => void navigate(surveyPath, { state: { surveySession: session } }) })}
                    >
                      {t('access.anonymous')}
                    </button>
                  </div>
                </>
              ) : null}
            </>
          )}
        </section>
      )}
    </div>
  );
}
