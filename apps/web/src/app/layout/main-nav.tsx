import { NavLink } from 'react-router';
import { pathFor } from '@/config/routes';
import { useBrand } from '@/lib/brand';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useUser } from '@/lib/session';
import { menuItemsFor, useMenuData, type MenuItem } from './menu-items';

/** The candidate's main sections, always in view on a wide screen; the slide-in menu keeps everything else. */
const MAIN_SECTIONS: readonly MenuItem['id'][] = ['internshipOffers', 'jobOffers', 'myApplications', 'myInternships', 'cv'];

export function MenuBadge({ count, label }: { count: number | undefined; label: string }) {
  if (!count) return null;
  return (
    <span className="menu-badge">
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

/** A bar under the header with the main sections of a candidate, on desktop only (CSS hides it on phones). */
export function MainNav() {
  const { t } = useTranslation();
  const language = useLanguage();
  const brand = useBrand();
  const user = useUser();
  const data = useMenuData(user?.rol);
  if (user?.rol !== 'Alumno') return null;
  const items = menuItemsFor('Alumno', brand.flags, data).filter(
    (item): item is Extract<MenuItem, { kind: 'link' }> => item.kind === 'link' && MAIN_SECTIONS.includes(item.id),
  );
  return (
    <nav className="main-nav" aria-label={t('header.sections')}>
      <ul className="main-nav__list">
        {items.map((item) => (
          <li key={item.id}>
            <NavLink to={pathFor(item.route, language, item.params)} className="main-nav__item">
              {t(item.label)}
              <MenuBadge count={item.badge} label={t('header.pendingCount', { count: item.badge ?? 0 })} />
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
