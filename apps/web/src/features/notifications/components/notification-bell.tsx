import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { UNREAD_COUNT_CAP, type Role } from '@portal/shared';
import { useTranslation } from '@/lib/i18n';
import { setUnreadCount } from '@/lib/unread-count';
import { useNewestNotifications } from '../api/notifications';
import { useRefreshOnNews } from './refresh-on-news';
import './notification-bell.css';

const NotificationPanel = lazy(() => import('./notification-panel'));

/**
 * The header's bell (spec 1): the unread count, kept fresh while the page is visible, which also goes into the
 * page title; it opens the panel. It loads after the first paint (app/layout/header.tsx).
 */
export default function NotificationBell({ role }: { role: Role }) {
  const { t } = useTranslation('notifications');
  const newest = useNewestNotifications(role);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const unread = newest.data?.noLeidas ?? 0;

  useRefreshOnNews(newest.data?.notificaciones);
  useEffect(() => {
    setUnreadCount(unread);
  }, [unread]);
  useEffect(() => () => setUnreadCount(0), []);

  return (
    <>
      <button ref={button} type="button" className="bell" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        <svg className="bell__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z" />
        </svg>
        <span className="visually-hidden">{t('bell.label')}</span>
        {unread > 0 && (
          <span className="bell__count">
            <span aria-hidden="true">{unread >= UNREAD_COUNT_CAP ? `${UNREAD_COUNT_CAP - 1}+` : unread}</span>
            <span className="visually-hidden">, {t('bell.unread', { count: unread })}</span>
          </span>
        )}
      </button>
      {open && (
        <Suspense fallback={null}>
          <NotificationPanel role={role} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
