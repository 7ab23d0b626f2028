import { useLocation, useParams } from 'react-router';
import { SurveyPage } from './survey';
import { SurveyAccessPage } from './survey-access';
import { SurveysPage } from './surveys';

/** /encuestas, /encuestas/{id} and /encuestas/{id}/acceso: one lazy module (every lazy page weighs on the entry). */
export default function SurveysPages() {
  const { id } = useParams();
  const { pathname } = useLocation();
  if (id === undefined) return <SurveysPage />;
  return /\/acc?es(o)?\/?$/.test(pathname) ? <SurveyAccessPage /> : <SurveyPage />;
}
