import { useState, type FormEvent } from 'react';
import { NOTIFICATION_CHANNELS, type NotificationChannel, type NotificationKind, type Role } from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { SelectField } from '@/components/ui/form-fields';
import { useTranslation } from '@/lib/i18n';
import { useUser } from '@/lib/session';
import { useNewestNotifications, useOlderNotifications, usePreferences, useSavePreferences } from '../api/notifications';
import { NotificationList } from '../components/notification-list';
import '../components/notifications.css';

function Older({ role, before, onMore }: { role: Role; before: number; onMore: (last: number) => void }) {
  const { t } = useTranslation('notifications');
  const older = useOlderNotifications(role, before);
  if (!older.data) return null;
  const items = older.data.notificaciones;
  return (
    <>
      <NotificationList role={role} items={items} />
      {older.data.hayMas && items.length > 0 && (
        <button type="button" className="button button--secondary" onClick={() => onMore(items[items.length - 1]!.idNotificacion)}>
          {t('panel.more')}
        </button>
      )}
    </>
  );
}

/** How the reader hears of each kind their role receives: in the portal only, by mail at once, or in the daily summary. */
function Preferences({ role }: { role: Role }) {
  const preferences = usePreferences(role);
  if (!preferences.data) return null;
  return <PreferencesForm role={role} initial={preferences.data.preferencias} />;
}

function PreferencesForm({ role, initial }: { role: Role; initial: readonly { tipo: NotificationKind; canal: NotificationChannel }[] }) {
  const { t } = useTranslation('notifications');
  const save = useSavePreferences(role);
  const [choices, setChoices] = useState<Partial<Record<NotificationKind, NotificationChannel>>>(() => Object.fromEntries(initial.map((p) => [p.tipo, p.canal])));
  const options = NOTIFICATION_CHANNELS.map((channel) => ({ value: channel, label: t(`channel.${channel}`) }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ preferencias: initial.map(({ tipo }) => ({ tipo, canal: choices[tipo] ?? 'portal' })) });
  };
  return (
    <form className="notification-preferences" onSubmit={submit}>
      <p>{t('page.preferencesHelp')}</p>
      {initial.map(({ tipo }) => (
        <SelectField
          key={tipo}
          label={t(`kind.${tipo}`)}
          options={options}
          value={choices[tipo] ?? 'portal'}
          onChange={(event) => setChoices((c) => ({ ...c, [tipo]: event.target.value as NotificationChannel }))}
        />
      ))}
      {/* A refusal is said here, by the button: the choices on screen were not kept. */}
      {save.isError && <ApiErrorAlert error={save.error} />}
      <div>
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {t('page.save')}
        </button>
      </div>
      <p role="status">{save.isSuccess ? t('page.saved') : ''}</p>
    </form>
  );
}

export default function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const user = useUser();
  const role = user?.rol ?? 'Alumno';
  const newest = useNewestNotifications(role);
  const [pages, setPages] = useState<number[]>([]);
  const items = newest.data?.notificaciones ?? [];
  const firstMore = newest.data?.hayMas && items.length > 0 ? items[items.length - 1]!.idNotificacion : null;
  return (
    <>
      <section className="notifications-page__section" aria-labelledby="notifications-list">
        <h2 id="notifications-list">{t('page.list')}</h2>
        {newest.isError && <p role="alert">{t('panel.error')}</p>}
        {newest.data && items.length === 0 && <p>{t('panel.empty')}</p>}
        <NotificationList role={role} items={items} />
        {firstMore !== null && pages.length === 0 && (
          <button type="button" className="button button--secondary" onClick={() => setPages([firstMore])}>
            {t('panel.more')}
          </button>
        )}
        {pages.map((before) => (
          <Older key={before} role={role} before={before} onMore={(last) => setPages((p) => (p.includes(last) ? p : [...p, last]))} />
        ))}
      </section>
      <section className="notifications-page__section" aria-labelledby="notifications-preferences">
        <h2 id="notifications-preferences">{t('page.preferences')}</h2>
        <Preferences role={role} />
      </section>
    </>
  );
}
