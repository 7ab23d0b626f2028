import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { Loading } from '@/components/ui/loading';
import { pathFor } from '@/config/routes';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useEducationRequests } from '../api/education-requests';
import { EducationRequestCard } from '../components/education-request-card';
import { EducationRequestForm } from '../components/education-request-form';
import '@/components/ui/back-office.css';
import '../company-interns.css';

/**
 * /solicitudes-practicas-educacion: the students' internship requests naming the company (to answer first) and the
 * requests the company made itself; below, the form to request an internship for a student by DNI/NIE.
 */
export default function EducationRequestsPage() {
  const { t } = useTranslation('companyInterns');
  const language = useLanguage();
  const navigate = useNavigate();
  const requests = useEducationRequests();
  const [showForm, setShowForm] = useState(false);
  const toAnswer = (requests.data ?? []).filter((r) => r.decidible);
  const rest = (requests.data ?? []).filter((r) => !r.decidible);

  return (
    <div className="page-content bo-detail">
      <p className="muted">{t('education.intro')}</p>
      {requests.isError ? <ApiErrorAlert error={requests.error} /> : null}
      {requests.isPending ? (
        <Loading label={t('loading')} />
      ) : (
        <>
          <section className="card" aria-labelledby="to-answer">
            <h2 id="to-answer">{t('education.toAnswer')}</h2>
            {toAnswer.length === 0 ? (
              <p className="muted">{t('education.noneToAnswer')}</p>
            ) : (
              <ul className="company-interns__list">
                {toAnswer.map((r) => (
                  <EducationRequestCard key={r.idSolicitudPractica} request={r} />
                ))}
              </ul>
            )}
          </section>
          <section className="card" aria-labelledby="all-requests">
            <h2 id="all-requests">{t('education.others')}</h2>
            {rest.length === 0 ? (
              <p className="muted">{t('education.noOthers')}</p>
            ) : (
              <ul className="company-interns__list">
                {rest.map((r) => (
                  <EducationRequestCard key={r.idSolicitudPractica} request={r} />
                ))}
              </ul>
            )}
          </section>
        </>
      )}
      <section className="card" aria-labelledby="new-request">
        <h2 id="new-request">{t('education.newTitle')}</h2>
        <p className="muted">{t('education.newIntro')}</p>
        {showForm ? (
          <EducationRequestForm onSaved={(saved) => void navigate(pathFor('education-request', language, { id: saved.idSolicitudPractica }), { state: { saved: 'sent' } })} />
        ) : (
          <div className="company-interns__actions">
            <button type="button" className="button button--primary" onClick={() => setShowForm(true)}>
              {t('education.newButton')}
            </button>
          </div>
        )}
      </section>
    </div>
  );
}
