import { useParams } from 'react-router';
import { StaffSurveyResultsPage } from './staff-survey-results';
import { StaffSurveysPage } from './staff-surveys';

/** /gestion/encuestas and /gestion/encuestas/{id}/resultados: one lazy module (every lazy page weighs on the entry). */
export default function StaffSurveysPages() {
  return useParams().id === undefined ? <StaffSurveysPage /> : <StaffSurveyResultsPage />;
}
