import { useState } from 'react';
import type { StaffCommunication } from '@portal/shared';
import { BackOfficeTable } from '@/components/ui/back-office-table';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useCommunications, useDeleteCommunication } from '../api/content';
import { CommunicationForm } from './communication-form';
import { ContentListSection, DeleteDialog, RowActions, formExits } from './content-list-section';
import { inLanguage } from '../utils/in-language';

export function CommunicationsSection({ onDone }: { onDone: (message: string) => void }) {
  const { t } = useTranslation('staffContent');
  const language = useLanguage();
  const list = useCommunications();
  const remove = useDeleteCommunication();
  const [editing, setEditing] = useState<StaffCommunication | 'new' | null>(null);
  const [deleting, setDeleting] = useState<StaffCommunication | null>(null);
  const day = (iso: string) => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
  const text = (c: StaffCommunication) => inLanguage(language, { es: c.textoEs, ca: c.textoCa, en: c.textoEn });
  return (
    <ContentListSection
      id="content-communications"
      title={t('content.communications.title')}
      intro={t('content.communications.intro')}
      newLabel={t('content.communications.new')}
      onNew={editing === null ? () => setEditing('new') : undefined}
    >
      {editing !== null && <CommunicationForm key={editing === 'new' ? 'new' : editing.id} editing={editing === 'new' ? null : editing} {...formExits(() => setEditing(null), onDone)} />}
      <BackOfficeTable query={list} isEmpty={list.data?.length === 0} empty={t('content.communications.empty')} loadingLabel={t('loading')} caption={t('content.communications.caption')} framed={false}>
        <thead>
          <tr>
            <th scope="col">{t('content.communications.text')}</th>
            <th scope="col">{t('content.communications.audience')}</th>
            <th scope="col">{t('content.communications.period')}</th>
            <th scope="col">{t('actions')}</th>
          </tr>
        </thead>
        <tbody>
          {(list.data ?? []).map((c) => (
            <tr key={c.id}>
              <td data-label={t('content.communications.text')}>{text(c)}</td>
              <td data-label={t('content.communications.audience')}>{t(`content.communications.audienceName.${c.destinatarios}`)}</td>
              <td data-label={t('content.communications.period')}>
                {day(c.desde)} – {c.hasta ? day(c.hasta) : t('content.communications.openEnded')}
              </td>
              <td data-label={t('actions')}>
                <RowActions name={text(c)} onEdit={() => setEditing(c)} onDelete={() => setDeleting(c)} />
              </td>
            </tr>
          ))}
        </tbody>
      </BackOfficeTable>
      <DeleteDialog
        deleting={deleting && { id: deleting.id, name: text(deleting) }}
        title={t('content.communications.deleteTitle')}
        remove={remove}
        onClose={() => setDeleting(null)}
        onDeleted={() => onDone(t('content.communications.deleted'))}
      />
    </ContentListSection>
  );
}
