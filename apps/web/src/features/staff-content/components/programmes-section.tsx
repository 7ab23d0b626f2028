import { useState } from 'react';
import type { StaffProgramme } from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { InputField } from '@/components/ui/form-fields';
import { BackOfficeTable } from '@/components/ui/back-office-table';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useSaveProgramme, useSetProgrammeActive, useStaffProgrammes } from '../api/content-items';
import { ContentForm, useDraft } from './content-form';
import { ContentListSection, RowActions, formExits } from './content-list-section';
import { inLanguage } from '../utils/in-language';

function ProgrammeForm({ editing, onDone, onCancel }: { editing: StaffProgramme | null; onDone: (message: string) => void; onCancel: () => void }) {
  const { t } = useTranslation('staffContent');
  const save = useSaveProgramme();
  const { draft: form, set } = useDraft({ nombreEs: editing?.nombreEs ?? '', nombreCa: editing?.nombreCa ?? '', nombreEn: editing?.nombreEn ?? '' });
  const submit = () => save.mutate({ ...form, ...(editing ? { id: editing.id } : {}) }, { onSuccess: () => onDone(t('content.programmes.saved')) });
  return (
    <ContentForm title={editing ? t('content.programmes.edit') : t('content.programmes.new')} save={save} onSubmit={submit} onCancel={onCancel}>
      <InputField label={t('content.programmes.nameEs')} required maxLength={200} value={form.nombreEs} onChange={set('nombreEs')} />
      <InputField label={t('content.programmes.nameCa')} required maxLength={200} value={form.nombreCa} onChange={set('nombreCa')} />
      <InputField label={t('content.programmes.nameEn')} required maxLength={200} value={form.nombreEn} onChange={set('nombreEn')} />
    </ContentForm>
  );
}

/** Internship programmes: never deleted (offers keep theirs); a deactivated one is no longer offered. */
export function ProgrammesSection({ onDone }: { onDone: (message: string) => void }) {
  const { t } = useTranslation('staffContent');
  const language = useLanguage();
  const list = useStaffProgrammes();
  const toggle = useSetProgrammeActive();
  const [editing, setEditing] = useState<StaffProgramme | 'new' | null>(null);
  const name = (p: StaffProgramme) => inLanguage(language, { es: p.nombreEs, ca: p.nombreCa, en: p.nombreEn });
  return (
    <ContentListSection
      id="content-programmes"
      title={t('content.programmes.title')}
      intro={t('content.programmes.intro')}
      newLabel={t('content.programmes.new')}
      onNew={editing === null ? () => setEditing('new') : undefined}
    >
      {editing !== null && <ProgrammeForm key={editing === 'new' ? 'new' : editing.id} editing={editing === 'new' ? null : editing} {...formExits(() => setEditing(null), onDone)} />}
      {toggle.error ? <ApiErrorAlert error={toggle.error} /> : null}
      <BackOfficeTable query={list} isEmpty={list.data?.length === 0} empty={t('content.programmes.empty')} loadingLabel={t('loading')} caption={t('content.programmes.title')} framed={false}>
        <thead>
          <tr>
            <th scope="col">{t('content.programmes.name')}</th>
            <th scope="col">{t('content.programmes.offers')}</th>
            <th scope="col">{t('content.state')}</th>
            <th scope="col">{t('actions')}</th>
          </tr>
        </thead>
        <tbody>
          {(list.data ?? []).map((p) => (
            <tr key={p.id}>
              <td data-label={t('content.programmes.name')}>{name(p)}</td>
              <td data-label={t('content.programmes.offers')}>{p.ofertas}</td>
              <td data-label={t('content.state')}>{p.activo ? t('content.active') : t('content.inactive')}</td>
              <td data-label={t('actions')}>
                <RowActions
                  name={name(p)}
                  onEdit={() => setEditing(p)}
                  toggle={{
                    active: p.activo,
                    busy: toggle.isPending,
                    onToggle: () => toggle.mutate({ id: p.id, activo: !p.activo }, { onSuccess: () => onDone(t(p.activo ? 'content.programmes.deactivated' : 'content.programmes.activated')) }),
                  }}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </BackOfficeTable>
    </ContentListSection>
  );
}
