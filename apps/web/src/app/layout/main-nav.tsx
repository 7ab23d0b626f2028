import { NavLink } from 'react-router';
import { pathFor } from '@/config/routes';
import { useBrand } from '@/lib/brand';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useUser } from '@/lib/session';
import { useMenuData } from './menu-data';
import { barItemsFor } from './menu-items';

export function MenuBadge({ count, label }: { count: number | undefined; label: string }) {
  if (!count) return null;
  return (
    <span className="menu-badge">
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

/**
 * A bar under the header with the main places of the signed-in role (the menu entries declared with `bar`), on
 * wide screens only (CSS hides it on phones, where the slide-in menu holds everything). Candidates, companies and
 * staff alike: a desktop user should not have to open a menu to find the sections they work in every day.
 */
export function MainNav() {
  const { t } = useTranslation();
  const language = useLanguage();
  const brand = useBrand();
  const user = useUser();
  const data = useMenuData();
  if (!user) return null;
  const items = barItemsFor(user.rol, brand.flags, data);
  return (
    <nav className="main-nav" aria-label={t('header.sections')}>
      <ul className="main-nav__list">
        {items.map((item) => (
          <li key={item.id}>
            {/* The staff home is "/": without `end` it would be marked as the current page everywhere. */}
            <NavLink to={pathFor(item.route, language, item.params)} className="main-nav__item" end={item.route === 'home'}>
              {t(item.label)}
              <MenuBadge count={item.badge} label={t('header.pendingCount', { count: item.badge ?? 0 })} />
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
