import { useEffect } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { Status, type SurveySession } from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { Loading } from '@/components/ui/loading';
import { pathFor } from '@/config/routes';
import { isApiError } from '@/lib/api-client';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useUser } from '@/lib/session';
import { useAcceptSurveyClause, useSignInToSurvey, useSurveyAccess } from '../api/answering';
import { SurveyRunner } from '../components/survey-runner';
import '../components/surveys.css';

/** The data-protection clause a signed-in person accepts before answering (guardaAceptacionRGPD). */
function ClauseStep({ surveyKey, onAccepted }: { surveyKey: string; onAccepted: () => void }) {
  const { t } = useTranslation('surveys');
  const access = useSurveyAccess(surveyKey);
  const accept = useAcceptSurveyClause();
  return (
    <section className="card survey-access" aria-labelledby="survey-clause">
      <h2 id="survey-clause">{t('access.clauseTitle')}</h2>
      <p className="survey-clause">{access.data?.textoRGPD ?? ''}</p>
      {accept.error ? <ApiErrorAlert error={accept.error} /> : null}
      <div className="survey-actions">
        <button type="button" className="button button--primary" disabled={accept.isPending} onClick={() => accept.mutate(surveyKey, { onSuccess: onAccepted })}>
          {t('access.accept')}
        </button>
      </div>
    </section>
  );
}

/**
 * /encuestas/{id}: answering. The session comes from the access page (signed in or anonymous); a signed-in
 * candidate or company that opens the page directly gets one here. Anyone else is sent to the access page.
 */
export function SurveyPage() {
  const { t } = useTranslation('surveys');
  const language = useLanguage();
  const key = useParams().id ?? '';
  const user = useUser();
  const location = useLocation();
  const given = (location.state as { surveySession?: SurveySession } | null)?.surveySession;
  const signIn = useSignInToSurvey();
  const canSignIn = !given && (user?.rol === 'Alumno' || user?.rol === 'Empresa');
  const { mutate } = signIn;
  useEffect(() => {
    if (canSignIn) mutate(key);
  }, [canSignIn, key, mutate]);

  if (!given && !canSignIn) return <Navigate to={pathFor('survey-access', language, { id: key })} replace />;
  const session = given ?? signIn.data;
  const clause = isApiError(signIn.error) && signIn.error.status === Status.SurveyClauseNotAccepted;
  return (
    <div className="page-content">
      <h1>{session?.encuesta.titulo ?? t('answer.title')}</h1>
      {session?.encuesta.descripcion ? <p>{session.encuesta.descripcion}</p> : null}
      {clause ? (
        <ClauseStep surveyKey={key} onAccepted={() => mutate(key)} />
      ) : signIn.error ? (
        <ApiErrorAlert error={signIn.error} />
      ) : session ? (
        <SurveyRunner survey={session.encuesta} token={session.token} />
      ) : (
        <Loading label={t('loading')} />
      )}
    </div>
  );
}
