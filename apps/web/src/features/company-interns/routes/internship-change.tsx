import { useState } from 'react';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { Loading } from '@/components/ui/loading';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useChangeRequests } from '../api/change-requests';
import { useInterns } from '../api/get-interns';
import { ChangeRequestForm } from '../components/change-request-form';
import { dayFormatter, useAskInWords } from '../components/format';
import '@/components/ui/back-office.css';
import '../company-interns.css';

/**
 * /solicitar-cambio-practicas (brands with canCambiarPracticas): the company's interns, a form to ask the service for
 * a change to one of their internships (new dates, hours, tutor or an early end, with a reason), and its requests
 * with the service's decision. An internship with a request still open shows it instead of the button.
 */
export default function InternshipChangePage() {
  const { t } = useTranslation('companyInterns');
  const language = useLanguage();
  const day = dayFormatter(language);
  const askInWords = useAskInWords();
  const interns = useInterns();
  const requests = useChangeRequests();
  const [chosen, setChosen] = useState<number | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [done, setDone] = useState('');
  const openFor = new Set((requests.data ?? []).filter((r) => r.estado === 'pendiente').map((r) => r.idPractica));

  const pick = (id: number) => {
    setChosen(id);
    setFormKey((k) => k + 1);
    setDone('');
    requestAnimationFrame(() => document.getElementById('change-form-title')?.scrollIntoView?.({ block: 'start' }));
  };

  return (
    <div className="page-content bo-detail">
      <p className="muted">{t('change.intro')}</p>
      <p role="status" className={done ? 'alert alert--success' : undefined}>
        {done}
      </p>
      <section className="card" aria-labelledby="interns-title">
        <h2 id="interns-title">{t('interns.title')}</h2>
        {interns.isError ? <ApiErrorAlert error={interns.error} /> : null}
        {interns.isPending ? (
          <Loading label={t('loading')} />
        ) : interns.data && interns.data.length === 0 ? (
          <p className="muted">{t('interns.empty')}</p>
        ) : (
          <ul className="company-interns__list">
            {interns.data?.map((intern) => {
              const name = `${intern.alumno.nombre} ${intern.alumno.apellidos}`;
              const changeable = intern.estado === 'activa' || intern.estado === 'pendiente';
              return (
                <li key={intern.idPractica} className="company-interns__item">
                  <div className="company-interns__head">
                    <strong>{name}</strong>
                    <span className={`bo-badge bo-badge--${intern.estado}`}>{t(`interns.state.${intern.estado}`)}</span>
                  </div>
                  <p className="company-interns__facts">
                    {intern.titulacion && <span>{intern.titulacion}</span>}
                    <span>{t('interns.dates', { from: day(intern.fechaInicio), to: day(intern.fechaFin) })}</span>
                    {intern.horasDia !== null && <span>{t('interns.hours', { hours: intern.horasDia })}</span>}
                    {intern.tutor && <span>{t('interns.tutor', { name: `${intern.tutor.nombre} ${intern.tutor.apellidos}` })}</span>}
                  </p>
                  {changeable &&
                    (openFor.has(intern.idPractica) ? (
                      <p className="muted">{t('interns.open')}</p>
                    ) : (
                      <div className="company-interns__actions">
                        <button type="button" className="button button--secondary" onClick={() => pick(intern.idPractica)} aria-label={t('interns.askFor', { name })}>
                          {t('interns.ask')}
                        </button>
                      </div>
                    ))}
                </li>
              );
            })}
          </ul>
        )}
      </section>
      {interns.data && interns.data.some((i) => i.estado === 'activa' || i.estado === 'pendiente') && (
        <section className="card">
          <ChangeRequestForm
            key={formKey}
            interns={interns.data.filter((i) => !openFor.has(i.idPractica))}
            chosen={chosen}
            onSent={(student) => {
              setChosen(null);
              setDone(t('change.sent', { name: student }));
            }}
          />
        </section>
      )}
      <section className="card" aria-labelledby="requests-title">
        <h2 id="requests-title">{t('requests.title')}</h2>
        {requests.isError ? <ApiErrorAlert error={requests.error} /> : null}
        {requests.isPending ? (
          <Loading label={t('loading')} />
        ) : requests.data && requests.data.length === 0 ? (
          <p className="muted">{t('requests.empty')}</p>
        ) : (
          <ul className="company-interns__list">
            {requests.data?.map((r) => (
              <li key={r.idSolicitud} className="company-interns__item">
                <div className="company-interns__head">
                  <strong>{r.alumno}</strong>
                  <span className={`bo-badge bo-badge--${r.estado}`}>{t(`requests.state.${r.estado}`)}</span>
                </div>
                <p className="company-interns__facts">
                  <span>
                    {t(`change.action.${r.accion}`)}: {askInWords(r.accion, r.pide)}
                  </span>
                  <span>{t('requests.sentOn', { day: day(r.fecha) })}</span>
                </p>
                <p className="company-interns__facts">{t('requests.reason', { reason: r.motivo })}</p>
                {r.motivoDecision && <p>{t('requests.decisionReason', { reason: r.motivoDecision })}</p>}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
