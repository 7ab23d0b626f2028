import { useId, useRef } from 'react';
import { NavLink } from 'react-router';
import { Modal } from '@/components/ui/modal';
import { pathFor } from '@/config/routes';
import { useBrand } from '@/lib/brand';
import { useLanguage, useTranslation } from '@/lib/i18n';
import type { SessionUser } from '@portal/shared';
import { MenuBadge } from './main-nav';
import { useMenuData } from './menu-data';
import { menuItemsFor, type MenuItem } from './menu-items';

interface SideMenuProps {
  open: boolean;
  user: SessionUser;
  onClose: () => void;
  onAction: (action: Extract<MenuItem, { kind: 'action' }>['action']) => void;
}

/** The slide-in menu: a modal panel from the side (focus trapped, Escape or the backdrop close it). */
export function SideMenu({ open, user, onClose, onAction }: SideMenuProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const brand = useBrand();
  const titleId = useId();
  const closeButton = useRef<HTMLButtonElement>(null);
  const items = menuItemsFor(user.rol, brand.flags, useMenuData());
  // The header greeting is hidden on narrow screens; the name here leads to the same page.
  const profileRoute = user.rol === 'Alumno' ? 'cv' : user.rol === 'Empresa' ? 'my-profile' : null;
  const fullName = `${user.nombre} ${user.apellidos}`;

  return (
    <Modal open={open} onClose={onClose} labelledBy={titleId} className="drawer" initialFocus={closeButton}>
      <div className="drawer__header">
        <h2 id={titleId} className="drawer__title">
          {t('header.menu')}
        </h2>
        <button type="button" ref={closeButton} className="drawer__close" onClick={onClose}>
          <span aria-hidden="true">×</span> {t('header.close')}
        </button>
      </div>
      <p className="drawer__user">
        {profileRoute ? (
          <NavLink to={pathFor(profileRoute, language)} onClick={onClose}>
            {fullName}
          </NavLink>
        ) : (
          fullName
        )}
        {user.nombreEmpresa && <span className="drawer__company">{user.nombreEmpresa}</span>}
      </p>
      <nav aria-label={t('header.mainNav')}>
        <ul className="drawer__list">
          {items.map((item) => (
            <li key={item.id}>
              {item.kind === 'link' ? (
                <NavLink to={pathFor(item.route, language, item.params)} className="drawer__item" onClick={onClose} end>
                  {t(item.label)}
                  <MenuBadge count={item.badge} label={t('header.pendingCount', { count: item.badge ?? 0 })} />
                </NavLink>
              ) : (
                <button
                  type="button"
                  className={`drawer__item drawer__item--action${item.action === 'accountDeletion' ? ' drawer__item--danger' : ''}`}
                  onClick={() => onAction(item.action)}
                >
                  {t(item.label)}
                </button>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </Modal>
  );
}
