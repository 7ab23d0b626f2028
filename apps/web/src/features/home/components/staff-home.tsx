import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SessionUser } from '@portal/shared';
import { pathFor } from '@/config/routes';
import { useLanguage } from '@/lib/i18n';

/** Staff (Gestor) home: the back office comes in a later release. */
export function StaffHome({ user }: { user: SessionUser }) {
  const { t } = useTranslation('home');
  const language = useLanguage();
  return (
    <div className="home">
      <div className="card staff-home">
        <h1 tabIndex={-1}>{t('staff.welcome', { nombre: user.nombre })}</h1>
        <p>{t('staff.body')}</p>
        <Link to={pathFor('logout', language)} className="button button--secondary">
          {t('staff.logout')}
        </Link>
      </div>
    </div>
  );
}
