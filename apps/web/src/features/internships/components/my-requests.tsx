import type { StudentEducationRequestItem } from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useMyRequests } from '../api/get-my-requests';

const dayOf = (language: string) => {
  const format = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  return (iso: string) => format.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`));
};

/**
 * The candidate's internship requests on /mis-practicas: their own proposals and those a company made for them,
 * with the state; an accepted one says its internship is to be formalised by the service, a rejected one why.
 */
export function MyRequests() {
  const { t } = useTranslation('internships');
  const day = dayOf(useLanguage());
  const requests = useMyRequests();
  if (requests.isError) return <ApiErrorAlert error={requests.error} />;
  if (!requests.data || requests.data.length === 0) return null;
  const outcome = (r: StudentEducationRequestItem) =>
    r.estado === 'aceptada' ? t('requests.formalise') : r.estado === 'rechazada' && r.motivoDecision ? t('requests.reason', { reason: r.motivoDecision }) : t(`requests.waiting.${r.origen}`);
  return (
    <section className="card internship-requests" aria-labelledby="internship-requests-title">
      <h2 id="internship-requests-title">{t('requests.title')}</h2>
      <ul className="internship-requests__list">
        {requests.data.map((r) => (
          <li key={r.idSolicitudPractica} className="internship-requests__item">
            <p className="internship-requests__head">
              <strong>{r.empresa}</strong>
              <span className={`badge internship-requests__state internship-requests__state--${r.estado}`}>{t(`requests.state.${r.estado}`)}</span>
            </p>
            <p>
              {t(`requests.origin.${r.origen}`)} · {r.puestoTrabajo ? `${r.puestoTrabajo} · ` : ''}
              {t('requests.dates', { from: day(r.fechaInicio), to: day(r.fechaFin) })}
            </p>
            <p className="muted">{outcome(r)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
