import { useParams } from 'react-router';
import { programmesCalls } from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { DownloadButton } from '@/components/ui/download-button';
import { Loading } from '@/components/ui/loading';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useUser } from '@/lib/session';
import { useProgramme, useRequestAdhesion } from '../api/programmes';
import { AdhesionBadge, OpenBadge, useProgrammeDates } from '../components/adhesion-state';
import '@/components/ui/back-office.css';
import './programmes.css';


/**
 * /programas-practicas-activos/{id}: the programme's title, dates, description and documents; a company asks to
 * join it here (while it is open and it has not asked yet) and follows the state of its request.
 */
export default function ActiveProgrammePage() {
  const { t } = useTranslation('programmes');
  const language = useLanguage();
  const id = Number(useParams().id);
  const isCompany = useUser()?.rol === 'Empresa';
  const programme = useProgramme(id, language);
  const request = useRequestAdhesion(id, language);
  const { day, range } = useProgrammeDates();

  if (programme.isError) return <div className="page-content"><ApiErrorAlert error={programme.error} /></div>;
  if (programme.isPending) return <div className="page-content"><Loading label={t('loading')} /></div>;
  const p = programme.data;

  return (
    <div className="page-content bo-detail">
      <article className="card programme-detail" aria-labelledby="programme-title">
        <h2 id="programme-title">{p.titulo}</h2>
        <p className="programme-card__meta">
          <OpenBadge open={p.abierto} />
          <span className="bo-table__sub">{range(p.fechaInicio, p.fechaFin)}</span>
        </p>
        <p className="programme-card__text">{p.descripcion}</p>
      </article>
      {isCompany && (
        <section className="card" aria-labelledby="programme-adhesion">
          <h2 id="programme-adhesion">{t('adhesion.title')}</h2>
          {p.adhesion ? (
            <>
              <p>
                <AdhesionBadge adhesion={p.adhesion} /> <span className="bo-table__sub">{t('mine.requested', { date: day(p.adhesion.fechaSolicitud) })}</span>
              </p>
              <p className="muted" role="status">
                {t(`adhesion.explain.${p.adhesion.estado}`)}
              </p>
              {p.adhesion.motivo ? <p>{t('adhesion.reason', { reason: p.adhesion.motivo })}</p> : null}
            </>
          ) : p.abierto ? (
            <>
              <p className="muted">{t('adhesion.invite')}</p>
              {request.error ? <ApiErrorAlert error={request.error} /> : null}
              <button type="button" className="button button--primary" disabled={request.isPending} onClick={() => request.mutate()}>
                {request.isPending ? t('adhesion.sending') : t('adhesion.request')}
              </button>
            </>
          ) : (
            <p className="muted">{t('adhesion.closed')}</p>
          )}
        </section>
      )}
      <section className="card" aria-labelledby="programme-documents">
        <h2 id="programme-documents">{t('documents.title')}</h2>
        {p.documentos.length === 0 ? (
          <p className="muted">{t('documents.empty')}</p>
        ) : (
          <ul className="bo-paper-list">
            {p.documentos.map((d) => (
              <li key={d.idDocumento}>
                <strong>{d.titulo}</strong>
                {d.descripcion ? <span className="bo-table__sub">{d.descripcion}</span> : null}
                <DownloadButton call={programmesCalls.documentFile} params={{ idDocumento: d.idDocumento }} name={d.nombreFichero} label={t('documents.download', { name: d.nombreFichero })} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
