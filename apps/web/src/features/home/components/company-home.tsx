import { lazy, Suspense, useId } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Language, SessionUser } from '@portal/shared';
import { pathFor } from '@/config/routes';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { processCountsQueryOptions, useProcessCounts } from '../api/get-process-counts';
import { communicationsQueryOptions } from '../api/get-communications';
import { CommunicationsSection } from './communications-section';

// The surveys' section is a chunk of its own: the home paints first (first-paint budget).
const SurveysSection = lazy(() => import('./surveys-section'));

/**
 * Company home (spec 1 §2): four tiles (the published counts from dameNumProcesos), then surveys and
 * communications. A count that cannot be read shows '—'. The header's greeting leads to the contact's profile.
 */
export function CompanyHome({ user }: { user: SessionUser }) {
  const { t } = useTranslation('home');
  const language = useLanguage();
  const tilesId = useId();
  const counts = useProcessCounts();
  const countTile = (label: string, count: number | undefined) => (
    <Link to={pathFor('my-offers', language)} className="tile tile--count">
      <span className="tile__value" aria-hidden={count === undefined ? true : undefined}>
        {count ?? '—'}
      </span>
      <span className="tile__label">{label}</span>
      {counts.isPending && <span className="visually-hidden">{t('company.countLoading')}</span>}
    </Link>
  );
  const newTile = (label: string, tipo: 'practicas' | 'empleo') => (
    <Link to={pathFor('new-offer', language, { tipo })} className="tile tile--action">
      <span className="tile__icon" aria-hidden="true">
        +
      </span>
      <span className="tile__label">{label}</span>
    </Link>
  );
  return (
    <div className="home">
      <div className="home__intro">
        <h1 tabIndex={-1}>{t('company.welcome', { nombre: user.nombre })}</h1>
        {user.nombreEmpresa && <p>{t('company.intro', { empresa: user.nombreEmpresa })}</p>}
        {counts.data && counts.data.numCandidaturasSinLeer > 0 && <p>{t('company.unread', { count: counts.data.numCandidaturasSinLeer })}</p>}
      </div>
      <section aria-labelledby={tilesId}>
        <h2 id={tilesId} className="visually-hidden">
          {t('company.tiles')}
        </h2>
        <ul className="tiles">
          <li>{countTile(t('company.publishedInternships'), counts.data?.numProcesosActivosPracticas)}</li>
          <li>{newTile(t('company.newInternship'), 'practicas')}</li>
          <li>{countTile(t('company.publishedJobs'), counts.data?.numProcesosActivosEmpleo)}</li>
          <li>{newTile(t('company.newJob'), 'empleo')}</li>
        </ul>
      </section>
      <div className="home-grid">
        <Suspense fallback={null}>
          <SurveysSection role="Empresa" />
        </Suspense>
        <CommunicationsSection audience="Empresa" title={t('company.communications')} />
      </div>
    </div>
  );
}

/** The company home's largest data, asked for as soon as this chunk arrives on a first load or after a login (app/router.tsx). */
export async function prefetchCompanyHome(client: QueryClient, language: Language): Promise<void> {
  await Promise.all([client.prefetchQuery(processCountsQueryOptions()), client.prefetchQuery(communicationsQueryOptions('Empresa', language))]);
}
