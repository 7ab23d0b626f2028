import { Link, useNavigate } from 'react-router';
import type { NotificationItem, Role } from '@portal/shared';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useMarkRead, useRemoveNotification } from '../api/notifications';
import { NotificationHtml } from './notification-html';

interface ListProps {
  role: Role;
  items: readonly NotificationItem[];
  /** Called when a link of the list is followed (the panel closes). */
  onOpen?: () => void;
  headingLevel?: 2 | 3;
}

function NotificationEntry({ role, item, onOpen }: { role: Role; item: NotificationItem; onOpen?: () => void }) {
  const { t } = useTranslation('notifications');
  const language = useLanguage();
  const navigate = useNavigate();
  const markRead = useMarkRead(role);
  const remove = useRemoveNotification(role);
  const when = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(item.fecha));

  // Spec: opening a notification marks it read on the server first, then the page follows the link.
  const open = async (event: React.MouseEvent) => {
    if (item.urlExterna) {
      if (!item.leida) markRead.mutate(item.idNotificacion);
      return;
    }
    event.preventDefault();
    if (!item.leida) await markRead.mutateAsync(item.idNotificacion).catch(() => undefined);
    onOpen?.();
    void navigate(item.urlAcceso as string);
  };

  const title = item.urlAcceso ? (
    item.urlExterna ? (
      <a href={item.urlAcceso} target="_blank" rel="noopener noreferrer" onClick={open}>
        {item.titulo} <span className="visually-hidden">{t('panel.external')}</span>
      </a>
    ) : (
      <Link to={item.urlAcceso} onClick={open}>
        {item.titulo}
      </Link>
    )
  ) : (
    item.titulo
  );

  return (
    <li className={`notification${item.leida ? '' : ' notification--unread'}`}>
      <div className="notification__body">
        <p className="notification__title">
          {!item.leida && <span className="notification__dot">{t('panel.unreadMark')}</span>}
          {title}
        </p>
        <NotificationHtml html={item.texto} />
        <p className="notification__date">
          <time dateTime={item.fecha}>{when}</time>
        </p>
      </div>
      <button type="button" className="link-button notification__delete" disabled={remove.isPending} onClick={() => remove.mutate(item.idNotificacion)}>
        {t('panel.deleteOne')}
        <span className="visually-hidden">: {item.titulo}</span>
      </button>
    </li>
  );
}

/** The important ones first under their own heading, then the others (spec 1, notification panel). */
export function NotificationList({ role, items, onOpen, headingLevel = 3 }: ListProps) {
  const { t } = useTranslation('notifications');
  const important = items.filter((n) => n.Importante);
  const others = items.filter((n) => !n.Importante);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // The headings only sort the two groups: with no important one, the list needs none.
  const grouped = important.length > 0;
  const section = (label: string, list: readonly NotificationItem[]) =>
    list.length > 0 && (
      <section className="notification-group" aria-label={label}>
        {grouped && <Heading className="notification-group__title">{label}</Heading>}
        <ul className="notification-group__list">
          {list.map((item) => (
            <NotificationEntry key={item.idNotificacion} role={role} item={item} onOpen={onOpen} />
          ))}
        </ul>
      </section>
    );
  return (
    <>
      {section(t('panel.important'), important)}
      {section(grouped ? t('panel.others') : t('panel.title'), others)}
    </>
  );
}
