import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffCommunication } from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Loading } from '@/components/ui/loading';
import { useLanguage } from '@/lib/i18n';
import { useCommunications, useDeleteCommunication } from '../api/content';
import { CommunicationForm } from './communication-form';

export function CommunicationsSection({ onDone }: { onDone: (message: string) => void }) {
  const { t } = useTranslation('staffContent');
  const language = useLanguage();
  const list = useCommunications();
  const remove = useDeleteCommunication();
  const [editing, setEditing] = useState<StaffCommunication | 'new' | null>(null);
  const [deleting, setDeleting] = useState<StaffCommunication | null>(null);
  const day = (iso: string) => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
  const text = (c: StaffCommunication) => (language === 'ca' ? c.textoCa : language === 'en' ? c.textoEn : c.textoEs);
  return (
    <section className="card" aria-labelledby="content-communications">
      <div className="bo-list-head">
        <h2 id="content-communications">{t('content.communications.title')}</h2>
        {editing === null && (
          <button type="button" className="button button--primary" onClick={() => setEditing('new')}>
            {t('content.communications.new')}
          </button>
        )}
      </div>
      <p className="muted">{t('content.communications.intro')}</p>
      {editing !== null && (
        <CommunicationForm
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
        <p className="bo-empty">{t('content.communications.empty')}</p>
      ) : (
        <div className="bo-table-wrap">
          <table className="bo-table">
            <caption className="visually-hidden">{t('content.communications.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('content.communications.text')}</th>
                <th scope="col">{t('content.communications.audience')}</th>
                <th scope="col">{t('content.communications.period')}</th>
                <th scope="col">{t('actions')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((c) => (
                <tr key={c.id}>
                  <td data-label={t('content.communications.text')}>{text(c)}</td>
                  <td data-label={t('content.communications.audience')}>{t(`content.communications.audienceName.${c.destinatarios}`)}</td>
                  <td data-label={t('content.communications.period')}>
                    {day(c.desde)} – {c.hasta ? day(c.hasta) : t('content.communications.openEnded')}
                  </td>
                  <td data-label={t('actions')}>
                    <div className="bo-actions">
                      <button type="button" className="button button--secondary" onClick={() => setEditing(c)}>
                        {t('content.communications.edit')}
                      </button>
                      <button type="button" className="button button--secondary" onClick={() => setDeleting(c)}>
                        {t('content.communications.delete')}
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
        title={t('content.communications.deleteTitle')}
        confirmLabel={t('content.communications.delete')}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(null);
              onDone(t('content.communications.deleted'));
            },
          })
        }
      >
        <p>{deleting ? text(deleting) : ''}</p>
        {remove.error ? <ApiErrorAlert error={remove.error} /> : null}
      </ConfirmDialog>
    </section>
  );
}
