import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { CheckboxField } from '@/components/ui/form-fields';
import { Loading } from '@/components/ui/loading';
import { pathFor } from '@/config/routes';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { savePreLoginPath } from '@/lib/pre-login-path';
import { useUser } from '@/lib/session';
import { useAnonymousSurvey, useSurveyAccess } from '../api/answering';
import '../components/surveys.css';

/**
 * /encuestas/{id}/acceso: the survey's access page. A signed-in candidate or company goes on to answer; anyone else
 * signs in (and comes back to the survey) or, when the survey allows it, answers anonymously: nothing of who they
 * are is kept.
 */
export function SurveyAccessPage() {
  const { t } = useTranslation('surveys');
  const language = useLanguage();
  const navigate = useNavigate();
  const key = useParams().id ?? '';
  const user = useUser();
  const access = useSurveyAccess(key);
  const anonymous = useAnonymousSurvey();
  const [accepted, setAccepted] = useState(false);
  const surveyPath = pathFor('survey', language, { id: key });

  if (access.isError) return <div className="page-content"><ApiErrorAlert error={access.error} /></div>;
  if (access.isPending) return <div className="page-content"><Loading label={t('loading')} /></div>;
  const survey = access.data;
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
              {survey.anonima ? (
                <>
                  <h2>{t('access.anonymousTitle')}</h2>
                  <p>{t('access.anonymousHint')}</p>
                  {survey.textoRGPD ? (
                    <>
                      <p className="survey-clause">{survey.textoRGPD}</p>
                      <CheckboxField label={t('access.acceptLabel')} checked={accepted} onChange={(event) => setAccepted(event.target.checked)} />
                    </>
                  ) : null}
                  {anonymous.error ? <ApiErrorAlert error={anonymous.error} /> : null}
                  <div className="survey-actions">
                    <button
                      type="button"
                      className="button button--secondary"
                      disabled={anonymous.isPending || (survey.textoRGPD !== null && !accepted)}
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
