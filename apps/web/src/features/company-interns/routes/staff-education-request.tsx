import { Link, useParams } from 'react-router';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { Loading } from '@/components/ui/loading';
import { pathFor } from '@/config/routes';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useStaffEducationRequest } from '../api/staff-education-requests';
import { dayFormatter } from '../components/format';
import { RequestFacts } from '../components/request-facts';
import { useStaffEducationDecision } from '../components/decide-dialog';
import '@/components/ui/back-office.css';
import '../company-interns.css';

/**
 * /gestion/solicitudes-practicas/{id}: one proposal or company request in the back office, with the company named,
 * its CIF and the contact the request gives. A student's proposal to a company of the portal is the company's to
 * answer; a company's own pending request, and a student's naming a company outside the portal, the service accepts
 * or rejects here as on the list (staff formalise an accepted one with the internship and agreement tools).
 */
export default function StaffEducationRequestPage() {
  const { t } = useTranslation('companyInterns');
  const language = useLanguage();
  const day = dayFormatter(language);
  const request = useStaffEducationRequest(Number(useParams().id));
  const r = request.data;
  const decision = useStaffEducationDecision();
  return (
    <div className="page-content bo-detail">
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
            {t(`education.originStaff.${r.origen}`)} · {t('requests.sentOn', { day: day(r.fecha) })}
          </p>
          <RequestFacts
            request={r}
            before={[
              { label: t('education.company'), value: r.empresa },
              { label: t('education.cif'), value: r.cif },
              { label: t('education.contactEmail'), value: r.emailContacto },
            ]}
          />
          <div className="company-interns__actions">
            {r.decidibleGestor && decision.buttons(r)}
            <Link className="button button--light" to={pathFor('staff-education-requests', language)}>
              {t('education.staffBack')}
            </Link>
          </div>
        </section>
      ) : null}
      <p role="status" className="bo-status">
        {decision.done}
      </p>
      {decision.dialog}
    </div>
  );
}
