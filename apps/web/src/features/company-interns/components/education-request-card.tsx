import { Link } from 'react-router';
import type { EducationRequestItem } from '@portal/shared';
import { pathFor } from '@/config/routes';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { dayFormatter } from './format';

/** One education request in a list: the student, who asked, the dates, the state and the way to it. */
export function EducationRequestCard({ request }: { request: EducationRequestItem }) {
  const { t } = useTranslation('companyInterns');
  const language = useLanguage();
  const day = dayFormatter(language);
  return (
    <li className="company-interns__item">
      <div className="company-interns__head">
        <strong>{request.alumno}</strong>
        <span className={`bo-badge bo-badge--${request.estado}`}>{t(`requests.state.${request.estado}`)}</span>
        <span className="muted">{t(`education.origin.${request.origen}`)}</span>
      </div>
      <p className="company-interns__facts">
        {request.puestoTrabajo && <span>{request.puestoTrabajo}</span>}
        <span>{t('interns.dates', { from: day(request.fechaInicio), to: day(request.fechaFin) })}</span>
        <span>{t('education.weekHours', { hours: request.horasSemana })}</span>
      </p>
      <div className="company-interns__actions">
        <Link
          className={`button ${request.decidible ? 'button--primary' : 'button--secondary'}`}
          to={pathFor('education-request', language, { id: request.idSolicitudPractica })}
          aria-label={t('education.openFor', { action: request.decidible ? t('education.answer') : t('education.open'), name: request.alumno })}
        >
          {request.decidible ? t('education.answer') : t('education.open')}
        </Link>
        {request.editable && (
          <Link className="button button--secondary" to={pathFor('education-request-edit', language, { id: request.idSolicitudPractica })} aria-label={t('education.editFor', { name: request.alumno })}>
            {t('education.edit')}
          </Link>
        )}
      </div>
    </li>
  );
}
