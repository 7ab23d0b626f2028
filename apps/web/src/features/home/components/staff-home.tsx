import type { QueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { SessionUser } from '@portal/shared';
import { pathFor, type RouteName } from '@/config/routes';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { staffQueuesQueryOptions, useStaffQueues } from '../api/get-staff-queues';

/** Staff (Gestor) home: the queues that wait for the service, with their counts, and the back office's areas. */
export function StaffHome({ user }: { user: SessionUser }) {
  const { t } = useTranslation('home');
  const language = useLanguage();
  const queues = useStaffQueues(true);
  const tiles: { id: 'companyRequests' | 'pendingOffers' | 'returnedOffers' | 'audit'; route: RouteName; query?: string; value?: number | undefined }[] = [
    { id: 'companyRequests', route: 'staff-companies', value: queues.data?.companies.pendiente },
    { id: 'pendingOffers', route: 'staff-offers', value: queues.data?.offers.pendiente },
    { id: 'returnedOffers', route: 'staff-offers', query: '?estado=devuelta', value: queues.data?.offers.devuelta },
    { id: 'audit', route: 'staff-audit' },
  ];
  return (
    <div className="home">
      <div className="home__intro">
        <h1 tabIndex={-1}>{t('staff.welcome', { nombre: user.nombre })}</h1>
        <p>{t('staff.body')}</p>
      </div>
      <ul className="tiles">
        {tiles.map((tile) => (
          <li key={tile.id}>
            <Link className="tile" to={`${pathFor(tile.route, language)}${tile.query ?? ''}`}>
              {tile.value !== undefined ? <span className="tile__value">{tile.value}</span> : <span className="tile__icon" aria-hidden="true">≡</span>}
              <span className="tile__label">{t(`staff.tiles.${tile.id}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The staff home's data, asked for as soon as this chunk arrives on a first load or after a login (app/router.tsx). */
export function prefetchStaffHome(client: QueryClient): Promise<void> {
  return client.prefetchQuery(staffQueuesQueryOptions());
}
