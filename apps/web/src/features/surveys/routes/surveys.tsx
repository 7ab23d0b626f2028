import { Link } from 'react-router';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { Loading } from '@/components/ui/loading';
import { pathFor } from '@/config/routes';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useUser } from '@/lib/session';
import { usePendingSurveys } from '../api/pending-surveys';
import '../components/surveys.css';

function PendingList({ role }: { role: 'Alumno' | 'Empresa' }) {
  const { t } = useTranslation('surveys');
  const language = useLanguage();
  const list = usePendingSurveys(role);
  const day = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
  if (list.isError) return <ApiErrorAlert error={list.error} />;
  if (list.isPending) return <Loading label={t('loading')} />;
  if (list.data.length === 0) return <p className="muted">{t('list.empty')}</p>;
  return (
    <ul className="survey-list">
      {list.data.map((s) => (
        <li key={s.idEncuesta} className="card survey-list__item">
          <div>
            <h2 className="survey-list__title">{s.titulo}</h2>
            <p className="muted">
              {t('list.until', { date: day.format(new Date(s.fechaFin)) })}
              {s.obligatoria ? <span className="survey-badge"> · {t('list.mandatory')}</span> : null}
            </p>
          </div>
          <Link className="button button--primary" to={pathFor('survey', language, { id: s.urlAcceso })} aria-label={`${t('list.answer')}: ${s.titulo}`}>
            {t('list.answer')}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** /encuestas (ficha_encuestas): the surveys the signed-in candidate or company still has to answer. */
export function SurveysPage() {
  const { t } = useTranslation('surveys');
  const language = useLanguage();
  const user = useUser();
  return (
    <div className="page-content">
      <p>{t('list.intro')}</p>
      {user?.rol === 'Alumno' || user?.rol === 'Empresa' ? (
        <PendingList role={user.rol} />
      ) : (
        <Link to={pathFor('staff-surveys', language)}>{t('list.staff')}</Link>
      )}
    </div>
  );
}
