import { Link } from 'react-router';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { Loading } from '@/components/ui/loading';
import { pathFor } from '@/config/routes';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useUser } from '@/lib/session';
import { useActiveProgrammes, useCompanyProgrammes } from '../api/programmes';
import { AdhesionBadge, OpenBadge, useProgrammeDates } from '../components/adhesion-state';
import '@/components/ui/back-office.css';
import './programmes.css';

/**
 * /programas-practicas-activos: the institution's internship programmes that have not ended, for any signed-in
 * person; a company also sees the state of its request on each, and every request it made (ended programmes too).
 */
export default function ActiveProgrammesPage() {
  const { t } = useTranslation('programmes');
  const language = useLanguage();
  const isCompany = useUser()?.rol === 'Empresa';
  const list = useActiveProgrammes(language);
  const mine = useCompanyProgrammes(language, isCompany);
  const { day, range } = useProgrammeDates();

  return (
    <div className="page-content bo-detail">
      <p className="muted">{isCompany ? t('intro.company') : t('intro.other')}</p>
      {list.isError ? <ApiErrorAlert error={list.error} /> : null}
      {list.isPending ? (
        <Loading label={t('loading')} />
      ) : list.data && list.data.length === 0 ? (
        <p className="card muted">{t('empty')}</p>
      ) : (
        <ul className="programme-list">
          {list.data?.map((p) => (
            <li key={p.id} className="card programme-card">
              <h2>
                <Link to={pathFor('active-programme', language, { id: p.id })}>{p.titulo}</Link>
              </h2>
              <p className="programme-card__meta">
                <OpenBadge open={p.abierto} /> {p.adhesion ? <AdhesionBadge adhesion={p.adhesion} /> : null}
                <span className="bo-table__sub">{range(p.fechaInicio, p.fechaFin)}</span>
              </p>
              <p className="programme-card__text">{p.descripcion}</p>
            </li>
          ))}
        </ul>
      )}
      {isCompany && (
        <section className="card" aria-labelledby="my-programmes">
          <h2 id="my-programmes">{t('mine.title')}</h2>
          {mine.isError ? <ApiErrorAlert error={mine.error} /> : null}
          {mine.isPending ? (
            <Loading label={t('loading')} />
          ) : mine.data && mine.data.length === 0 ? (
            <p className="muted">{t('mine.empty')}</p>
          ) : (
            <ul className="bo-paper-list">
              {mine.data?.map((p) => (
                <li key={p.idPrograma}>
                  <Link to={pathFor('active-programme', language, { id: p.idPrograma })}>{p.programa}</Link> <AdhesionBadge adhesion={p} />
                  <span className="bo-table__sub">{t('mine.requested', { date: day(p.fechaSolicitud) })}</span>
                  {p.motivo ? <span className="bo-table__sub">{t('adhesion.reason', { reason: p.motivo })}</span> : null}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
