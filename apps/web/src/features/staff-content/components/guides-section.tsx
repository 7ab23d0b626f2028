import { useState } from 'react';
import type { StaffGuide } from '@portal/shared';
import { BackOfficeTable } from '@/components/ui/back-office-table';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useDeleteGuide, useStaffGuides } from '../api/content-items';
import { ContentListSection, DeleteDialog, RowActions, formExits } from './content-list-section';
import { GuideForm } from './guide-form';
import { inLanguage } from '../utils/in-language';

export function GuidesSection({ onDone }: { onDone: (message: string) => void }) {
  const { t } = useTranslation('staffContent');
  const language = useLanguage();
  const list = useStaffGuides();
  const remove = useDeleteGuide();
  const [editing, setEditing] = useState<StaffGuide | 'new' | null>(null);
  const [deleting, setDeleting] = useState<StaffGuide | null>(null);
  const title = (g: StaffGuide) => inLanguage(language, { es: g.tituloEs, ca: g.tituloCa, en: g.tituloEn });
  return (
    <ContentListSection
      id="content-guides"
      title={t('content.guides.title_plural')}
      intro={t('content.guides.intro')}
      newLabel={t('content.guides.new')}
      onNew={editing === null ? () => setEditing('new') : undefined}
    >
      {editing !== null && <GuideForm key={editing === 'new' ? 'new' : editing.id} editing={editing === 'new' ? null : editing} {...formExits(() => setEditing(null), onDone)} />}
      <BackOfficeTable query={list} isEmpty={list.data?.length === 0} empty={t('content.guides.empty')} loadingLabel={t('loading')} caption={t('content.guides.title_plural')} framed={false}>
        <thead>
          <tr>
            <th scope="col">{t('content.guides.title')}</th>
            <th scope="col">{t('content.guides.file')}</th>
            <th scope="col">{t('actions')}</th>
          </tr>
        </thead>
        <tbody>
          {(list.data ?? []).map((g) => (
            <tr key={g.id}>
              <td data-label={t('content.guides.title')}>{title(g)}</td>
              <td data-label={t('content.guides.file')}>{g.nombreFichero ?? g.enlace ?? t('none')}</td>
              <td data-label={t('actions')}>
                <RowActions name={title(g)} onEdit={() => setEditing(g)} onDelete={() => setDeleting(g)} />
              </td>
            </tr>
          ))}
        </tbody>
      </BackOfficeTable>
      <DeleteDialog
        deleting={deleting && { id: deleting.id, name: title(deleting) }}
        title={t('content.guides.deleteTitle')}
        remove={remove}
        onClose={() => setDeleting(null)}
        onDeleted={() => onDone(t('content.guides.deleted'))}
      />
    </ContentListSection>
  );
}
