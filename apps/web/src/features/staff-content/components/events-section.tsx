import { useState } from 'react';
import type { StaffEvent } from '@portal/shared';
import { BackOfficeTable } from '@/components/ui/back-office-table';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useDeleteEvent, useStaffEvents } from '../api/content-items';
import { ContentListSection, DeleteDialog, RowActions, formExits } from './content-list-section';
import { EventEnrolments } from './event-enrolments';
import { EventForm } from './event-form';
import { inLanguage } from '../utils/in-language';

export function EventsSection({ onDone }: { onDone: (message: string) => void }) {
  const { t } = useTranslation('staffContent');
  const language = useLanguage();
  const list = useStaffEvents();
  const remove = useDeleteEvent();
  const [editing, setEditing] = useState<StaffEvent | 'new' | null>(null);
  const [deleting, setDeleting] = useState<StaffEvent | null>(null);
  const [viewing, setViewing] = useState<StaffEvent | null>(null);
  const when = (iso: string) => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Madrid' }).format(new Date(iso));
  const title = (e: StaffEvent) => inLanguage(language, { es: e.tituloEs, ca: e.tituloCa, en: e.tituloEn });
  return (
    <ContentListSection
      id="content-events"
      title={t('content.events.title_plural')}
      intro={t('content.events.intro')}
      newLabel={t('content.events.new')}
      onNew={editing === null ? () => setEditing('new') : undefined}
    >
      {editing !== null && <EventForm key={editing === 'new' ? 'new' : editing.id} editing={editing === 'new' ? null : editing} {...formExits(() => setEditing(null), onDone)} />}
      <BackOfficeTable query={list} isEmpty={list.data?.length === 0} empty={t('content.events.empty')} loadingLabel={t('loading')} caption={t('content.events.title_plural')} framed={false}>
        <thead>
          <tr>
            <th scope="col">{t('content.events.title')}</th>
            <th scope="col">{t('content.events.date')}</th>
            <th scope="col">{t('content.events.place')}</th>
            <th scope="col">{t('actions')}</th>
          </tr>
        </thead>
        <tbody>
          {(list.data ?? []).map((e) => (
            <tr key={e.id}>
              <td data-label={t('content.events.title')}>
                {title(e)} {e.destacado ? <span className="bo-badge">{t('content.events.featured')}</span> : null}
              </td>
              <td data-label={t('content.events.date')}>{when(e.fecha)}</td>
              <td data-label={t('content.events.place')}>{e.lugar}</td>
              <td data-label={t('actions')}>
                <RowActions name={title(e)} onEdit={() => setEditing(e)} onDelete={() => setDeleting(e)} />{' '}
                <button type="button" className="button button--light" aria-label={t('content.events.enrolments.open', { title: title(e) })} onClick={() => setViewing(e)}>
                  {t('content.events.enrolments.button')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </BackOfficeTable>
      {viewing ? <EventEnrolments key={viewing.id} id={viewing.id} title={title(viewing)} onClose={() => setViewing(null)} /> : null}
      <DeleteDialog
        deleting={deleting && { id: deleting.id, name: title(deleting) }}
        title={t('content.events.deleteTitle')}
        hint={t('content.events.deleteHint')}
        remove={remove}
        onClose={() => setDeleting(null)}
        onDeleted={() => onDone(t('content.events.deleted'))}
      />
    </ContentListSection>
  );
}
