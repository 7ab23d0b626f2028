import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathFor } from '@/config/routes';
import { useLanguage } from '@/lib/i18n';
import { usePendingSurveys } from '../api/get-pending-surveys';
import { DataSection } from './data-section';

/** The surveys the candidate still has to answer; none pending reads as good news, not as a gap. */
export function SurveysSection() {
  const { t } = useTranslation('home');
  const language = useLanguage();
  const surveys = usePendingSurveys();
  return (
    <DataSection title={t('candidate.surveys')} query={surveys} empty={t('surveys.empty')} className="home-surveys">
      {(items) => (
        <ul className="home-links">
          {items.map((survey) => (
            <li key={survey.urlAcceso}>
              <Link to={pathFor('survey', language, { id: survey.urlAcceso })}>{survey.titulo}</Link>
            </li>
          ))}
        </ul>
      )}
    </DataSection>
  );
}
