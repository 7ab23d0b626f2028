import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffGuide } from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Loading } from '@/components/ui/loading';
import { useLanguage } from '@/lib/i18n';
import { useDeleteGuide, useStaffGuides } from '../api/content-items';
import { GuideForm } from './guide-form';

export function GuidesSection({ onDone }: { onDone: (message: string) => void }) {
  const { t } = useTranslation('staffContent');
  const language = useLanguage();
  const list = useStaffGuides();
  const remove = useDeleteGuide();
  const [editing, setEditing] = useState<StaffGuide | 'new' | null>(null);
  const [deleting, setDeleting] = useState<StaffGuide | null>(null);
  const title = (g: StaffGuide) => (language === 'ca' ? g.tituloCa : language === 'en' ? g.tituloEn : g.tituloEs);
  return (
    <section className="card" aria-labelledby="content-guides">
      <div className="bo-list-head">
        <h2 id="content-guides">{t('content.guides.title_plural')}</h2>
        {editing === null && (
          <button type="button" className="button button--primary" onClick={() => setEditing('new')}>
            {t('content.guides.new')}
          </button>
        )}
      </div>
      <p className="muted">{t('content.guides.intro')}</p>
      {editing !== null && (
        <GuideForm
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
        <p className="bo-empty">{t('content.guides.empty')}</p>
      ) : (
        <div className="bo-table-wrap">
          <table className="bo-table">
            <caption className="visually-hidden">{t('content.guides.title_plural')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('content.guides.title')}</th>
                <th scope="col">{t('content.guides.file')}</th>
                <th scope="col">{t('actions')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((g) => (
                <tr key={g.id}>
                  <td data-label={t('content.guides.title')}>{title(g)}</td>
                  <td data-label={t('content.guides.file')}>{g.nombreFichero ?? g.enlace ?? t('none')}</td>
                  <td data-label={t('actions')}>
                    <div className="bo-actions">
                      <button type="button" className="button button--light" onClick={() => setEditing(g)} aria-label={`${t('content.edit')}: ${title(g)}`}>
                        {t('content.edit')}
                      </button>
                      <button type="button" className="button button--secondary" onClick={() => setDeleting(g)} aria-label={`${t('content.delete')}: ${title(g)}`}>
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
        title={t('content.guides.deleteTitle')}
        confirmLabel={t('content.delete')}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(null);
              onDone(t('content.guides.deleted'));
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
