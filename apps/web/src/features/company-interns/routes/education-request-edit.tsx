import { useNavigate, useParams } from 'react-router';
import { Status } from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { Loading } from '@/components/ui/loading';
import { pathFor } from '@/config/routes';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { showNoticeOn } from '@/lib/notices';
import { useEducationRequest } from '../api/education-requests';
import { EducationRequestForm } from '../components/education-request-form';
import '@/components/ui/back-office.css';
import '../company-interns.css';

/** /solicitudes-practicas-educacion/{id}/editar: the company's own request, while the service has not decided it. */
export default function EducationRequestEditPage() {
  const { t } = useTranslation('companyInterns');
  const language = useLanguage();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const request = useEducationRequest(id);
  const r = request.data;
  return (
    <div className="page-content bo-detail">
      {request.isError ? <ApiErrorAlert error={request.error} /> : null}
      {request.isPending ? (
        <Loading label={t('loading')} />
      ) : r && !r.editable ? (
        <p className="alert alert--error">{t('education.notEditable')}</p>
      ) : r ? (
        <section className="card">
          <EducationRequestForm
            editing={r}
            onSaved={() => {
              // The request's page says the changes are kept (532, the call's own notice), as the offer form's list does.
              const page = pathFor('education-request', language, { id });
              showNoticeOn(page, { status: Status.RequestModified });
              void navigate(page);
            }}
          />
        </section>
      ) : null}
    </div>
  );
}
