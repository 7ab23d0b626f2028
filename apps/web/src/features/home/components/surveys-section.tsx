import { Link } from 'react-router';
import { pathFor } from '@/config/routes';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { usePendingSurveys } from '../api/get-pending-surveys';
import { DataSection } from './data-section';

/**
 * The surveys still to answer (spec 1 §2, anchor #encuestas), each linking to its page. Loaded as a chunk of its own
 * after the home paints (the homes are at their first-paint budget); nothing shows while none is pending.
 */
export default function SurveysSection({ role }: { role: 'Alumno' | 'Empresa' }) {
  const { t } = useTranslation('home');
  const language = useLanguage();
  const surveys = usePendingSurveys(role);
  if (!surveys.data || surveys.data.length === 0) return null;
  return (
    <div id="encuestas" className="home-grid__anchor">
      <DataSection
        title={t('candidate.surveys')}
        query={surveys}
        empty={t('surveys.empty')}
        footer={
          <Link to={pathFor('surveys', language)} className="home-section__link">
            {t('surveys.all')}
          </Link>
        }
      >
        {(items) => (
          <ul className="home-surveys">
            {items.map((s) => (
              <li key={s.idEncuesta}>
                <Link to={pathFor('survey', language, { id: s.urlAcceso })}>{s.titulo}</Link>
                {s.obligatoria ? <span className="muted"> · {t('surveys.mandatory')}</span> : null}
              </li>
            ))}
          </ul>
        )}
      </DataSection>
    </div>
  );
}
