import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffEvent } from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Loading } from '@/components/ui/loading';
import { useLanguage } from '@/lib/i18n';
import { useDeleteEvent, useStaffEvents } from '../api/content-items';
import { EventForm } from './event-form';

export function EventsSection({ onDone }: { onDone: (message: string) => void }) {
  const { t } = useTranslation('staffContent');
  const language = useLanguage();
  const list = useStaffEvents();
  const remove = useDeleteEvent();
  const [editing, setEditing] = useState<StaffEvent | 'new' | null>(null);
  const [deleting, setDeleting] = useState<StaffEvent | null>(null);
  const when = (iso: string) => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Madrid' }).format(new Date(iso));
  const title = (e: StaffEvent) => (language === 'ca' ? e.tituloCa : language === 'en' ? e.tituloEn : '') || e.tituloEs;
  return (
    <section className="card" aria-labelledby="content-events">
      <div className="bo-list-head">
        <h2 id="content-events">{t('content.events.title_plural')}</h2>
        {editing === null && (
          <button type="button" className="button button--primary" onClick={() => setEditing('new')}>
            {t('content.events.new')}
          </button>
        )}
      </div>
      <p className="muted">{t('content.events.intro')}</p>
      {editing !== null && (
        <EventForm
          key={editing === 'new' ? 'new' : editing.id}
          editing={editing === 'new' ? null : editing}
          onCancel={() => setEditing(null)}
          onDone={(message) => {
            setEditing(null);
            onDone(message);
          }}
        />
      )}
      {list.isError ? (
        <ApiErrorAlert error={list.error} />
      ) : list.isPending ? (
        <Loading label={t('loading')} />
      ) : list.data.length === 0 ? (
        <p className="bo-empty">{t('content.events.empty')}</p>
      ) : (
        <div className="bo-table-wrap">
          <table className="bo-table">
            <caption className="visually-hidden">{t('content.events.title_plural')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('content.events.title')}</th>
                <th scope="col">{t('content.events.date')}</th>
                <th scope="col">{t('content.events.place')}</th>
                <th scope="col">{t('actions')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((e) => (
                <tr key={e.id}>
                  <td data-label={t('content.events.title')}>
                    {title(e)} {e.destacado ? <span className="bo-badge">{t('content.events.featured')}</span> : null}
                  </td>
                  <td data-label={t('content.events.date')}>{when(e.fecha)}</td>
                  <td data-label={t('content.events.place')}>{e.lugar}</td>
                  <td data-label={t('actions')}>
                    <div className="bo-actions">
                      <button type="button" className="button button--light" onClick={() => setEditing(e)} aria-label={`${t('content.edit')}: ${title(e)}`}>
                        {t('content.edit')}
                      </button>
                      <button type="button" className="button button--secondary" onClick={() => setDeleting(e)} aria-label={`${t('content.delete')}: ${title(e)}`}>
                        {t('content.delete')}
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('content.events.deleteTitle')}
        confirmLabel={t('content.delete')}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(null);
              onDone(t('content.events.deleted'));
            },
          })
        }
      >
        <p>{deleting ? title(deleting) : ''}</p>
        {remove.error ? <ApiErrorAlert error={remove.error} /> : null}
      </ConfirmDialog>
    </section>
  );
}
