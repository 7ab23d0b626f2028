import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { NotificationItem, Role } from '@portal/shared';
import { Modal } from '@/components/ui/modal';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { pathFor } from '@/config/routes';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useMarkLinklessRead, useNewestNotifications, useOlderNotifications, useRemoveAll } from '../api/notifications';
import { NotificationList } from './notification-list';
import './notifications.css';

/** The older pages the reader asked for with "Show more", one after another. */
function OlderPages({ role, before, onOpen, onMore }: { role: Role; before: number; onOpen: () => void; onMore: (last: number) => void }) {
  const { t } = useTranslation('notifications');
  const older = useOlderNotifications(role, before);
  if (!older.data) return null;
  const items = older.data.notificaciones;
  return (
    <>
      <NotificationList role={role} items={items} onOpen={onOpen} />
      {older.data.hayMas && items.length > 0 && (
        <button type="button" className="button button--secondary notifications-panel__more" onClick={() => onMore(items[items.length - 1]!.idNotificacion)}>
          {t('panel.more')}
        </button>
      )}
    </>
  );
}

/** The bell's panel: the newest notifications, more on demand, delete one or all; closing it marks the link-less ones read. */
export default function NotificationPanel({ role, open, onClose }: { role: Role; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('notifications');
  const language = useLanguage();
  const titleId = useId();
  const newest = useNewestNotifications(role);
  const markLinkless = useMarkLinklessRead(role);
  const removeAll = useRemoveAll(role);
  const [confirming, setConfirming] = useState(false);
  const [pages, setPages] = useState<number[]>([]);

  const items: readonly NotificationItem[] = newest.data?.notificaciones ?? [];
  const close = () => {
    // Spec 1: the link-less unread ones are read once the panel closes (the others, when their link is opened).
    if (items.some((n) => !n.leida && n.urlAcceso === null)) markLinkless.mutate(undefined);
    setPages([]);
    onClose();
  };
  const firstMore = newest.data?.hayMas && items.length > 0 ? items[items.length - 1]!.idNotificacion : null;

  return (
    <>
    <Modal open={open && !confirming} onClose={close} labelledBy={titleId} className="drawer notifications-panel">
      <div className="notifications-panel__header">
        <h2 id={titleId} className="notifications-panel__title">
          {t('panel.title')}
        </h2>
        <button type="button" className="drawer__close" onClick={close}>
          {t('panel.close')}
        </button>
      </div>
      <div className="notifications-panel__content">
        {newest.isError && <p role="alert">{t('panel.error')}</p>}
        {newest.data && items.length === 0 && <p className="notifications-panel__empty">{t('panel.empty')}</p>}
        <NotificationList role={role} items={items} onOpen={close} />
        {firstMore !== null && pages.length === 0 && (
          <button type="button" className="button button--secondary notifications-panel__more" onClick={() => setPages([firstMore])}>
            {t('panel.more')}
          </button>
        )}
        {pages.map((before) => (
          <OlderPages key={before} role={role} before={before} onOpen={close} onMore={(last) => setPages((p) => (p.includes(last) ? p : [...p, last]))} />
        ))}
      </div>
      <div className="notifications-panel__footer">
        <Link to={pathFor('notifications', language)} onClick={close}>
          {t('panel.seeAll')}
        </Link>
        {items.length > 0 && (
          <button type="button" className="link-button notifications-panel__delete-all" onClick={() => setConfirming(true)}>
            {t('panel.deleteAll')}
          </button>
        )}
      </div>
    </Modal>
    <ConfirmDialog
        open={confirming}
        danger
        title={t('panel.deleteAll')}
        confirmLabel={t('panel.deleteAllYes')}
        busy={removeAll.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => removeAll.mutate(undefined, { onSettled: () => setConfirming(false) })}
      >
        <p>{t('panel.deleteAllConfirm')}</p>
      </ConfirmDialog>
    </>
  );
}
