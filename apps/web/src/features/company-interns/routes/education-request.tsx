import { Link, useLocation, useParams } from 'react-router';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { Loading } from '@/components/ui/loading';
import { pathFor } from '@/config/routes';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useDecideEducationRequest, useEducationRequest } from '../api/education-requests';
import { useDecision } from '../components/decide-dialog';
import { dayFormatter } from '../components/format';
import { RequestFacts } from '../components/request-facts';
import '@/components/ui/back-office.css';
import '../company-interns.css';

/**
 * /solicitudes-practicas-educacion/{id}: one request in full. A student's request still open is answered here
 * (accept, or reject with the reason the student reads); the company's own one is edited while undecided.
 */
export default function EducationRequestPage() {
  const { t } = useTranslation('companyInterns');
  const language = useLanguage();
  const day = dayFormatter(language);
  const id = Number(useParams().id);
  const location = useLocation();
  const request = useEducationRequest(id);
  const { open: setDeciding, dialog, done } = useDecision({
    mutation: useDecideEducationRequest(),
    body: (d, motivo) => (d.accept ? { accept: true as const, idSolicitudPractica: d.id } : { accept: false as const, idSolicitudPractica: d.id, motivo }),
    doneText: (d) => t(d.accept ? 'education.accepted' : 'education.rejected', { name: d.title }),
    initialDone: (location.state as { saved?: string } | null)?.saved === 'sent' ? t('education.sent') : '',
  });
  const r = request.data;

  return (
    <div className="page-content bo-detail">
      <p role="status" className={done ? 'alert alert--success' : undefined}>
        {done}
      </p>
      {request.isError ? <ApiErrorAlert error={request.error} /> : null}
      {request.isPending ? (
        <Loading label={t('loading')} />
      ) : r ? (
        <section className="card" aria-labelledby="request-title">
          <div className="company-interns__head">
            <h2 id="request-title">{r.alumno}</h2>
            <span className={`bo-badge bo-badge--${r.estado}`}>{t(`requests.state.${r.estado}`)}</span>
          </div>
          <p className="muted">
            {t(`education.origin.${r.origen}`)} · {t('requests.sentOn', { day: day(r.fecha) })}
          </p>
          <RequestFacts request={r} />
          <div className="company-interns__actions">
            {r.decidible && (
              <>
                <button type="button" className="button button--primary" onClick={() => setDeciding({ id: r.idSolicitudPractica, accept: true, title: r.alumno, summary: t('education.acceptSummary') })}>
                  {t('decide.accept')}
                </button>
                <button type="button" className="button button--secondary" onClick={() => setDeciding({ id: r.idSolicitudPractica, accept: false, title: r.alumno, summary: t('education.rejectSummary') })}>
                  {t('decide.refuse')}
                </button>
              </>
            )}
            {r.editable && (
              <Link className="button button--secondary" to={pathFor('education-request-edit', language, { id: r.idSolicitudPractica })}>
                {t('education.edit')}
              </Link>
            )}
            <Link className="button button--light" to={pathFor('education-requests', language)}>
              {t('education.back')}
            </Link>
          </div>
        </section>
      ) : null}
      {dialog}
    </div>
  );
}
