import { useState } from 'react';
import type { StaffRejectionReason } from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { InputField, RadioGroup, SelectField } from '@/components/ui/form-fields';
import { BackOfficeTable } from '@/components/ui/back-office-table';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useSaveRejectionReason, useSetRejectionReasonActive, useStaffRejectionReasons } from '../api/content-items';
import { ContentForm, useDraft } from './content-form';
import { ContentListSection, RowActions, formExits } from './content-list-section';
import { inLanguage } from '../utils/in-language';

function ReasonForm({ editing, onDone, onCancel }: { editing: StaffRejectionReason | null; onDone: (message: string) => void; onCancel: () => void }) {
  const { t } = useTranslation('staffContent');
  const save = useSaveRejectionReason();
  const {
    draft: form,
    setDraft: setForm,
    set,
  } = useDraft({
    descripcionEs: editing?.descripcionEs ?? '',
    descripcionCa: editing?.descripcionCa ?? '',
    descripcionEn: editing?.descripcionEn ?? '',
    perfil: editing?.idPerfil ? String(editing.idPerfil) : 'both',
    audiencia: editing?.paraAlumnos ? 'students' : 'staff',
  });
  const submit = () =>
    save.mutate(
      {
        ...(editing ? { idMotivo: editing.idMotivo } : {}),
        descripcionEs: form.descripcionEs,
        descripcionCa: form.descripcionCa,
        descripcionEn: form.descripcionEn,
        idPerfil: form.perfil === '1' ? 1 : form.perfil === '2' ? 2 : null,
        paraAlumnos: form.audiencia === 'students',
      },
      { onSuccess: () => onDone(t('content.reasons.saved')) },
    );
  return (
    <ContentForm title={editing ? t('content.reasons.edit') : t('content.reasons.new')} save={save} onSubmit={submit} onCancel={onCancel}>
      <InputField label={t('content.reasons.textEs')} required maxLength={200} value={form.descripcionEs} onChange={set('descripcionEs')} />
      <InputField label={t('content.reasons.textCa')} required maxLength={200} value={form.descripcionCa} onChange={set('descripcionCa')} />
      <InputField label={t('content.reasons.textEn')} required maxLength={200} value={form.descripcionEn} onChange={set('descripcionEn')} />
      <SelectField
        label={t('content.reasons.profile')}
        placeholder=""
        required
        value={form.perfil}
        onChange={set('perfil')}
        options={[
          { value: 'both', label: t('content.reasons.profileName.both') },
          { value: '1', label: t('content.reasons.profileName.1') },
          { value: '2', label: t('content.reasons.profileName.2') },
        ]}
      />
      <RadioGroup
        legend={t('content.reasons.audience')}
        name="audiencia"
        required
        value={form.audiencia}
        onChange={(value) => setForm((f) => ({ ...f, audiencia: value }))}
        options={[
          { value: 'students', label: t('content.reasons.audienceName.students'), hint: t('content.reasons.audienceHint.students') },
          { value: 'staff', label: t('content.reasons.audienceName.staff'), hint: t('content.reasons.audienceHint.staff') },
        ]}
      />
    </ContentForm>
  );
}

/** Reasons for turning down a candidacy (state 17): the common list read-only, the institution's own editable. */
export function RejectionReasonsSection({ onDone }: { onDone: (message: string) => void }) {
  const { t } = useTranslation('staffContent');
  const language = useLanguage();
  const list = useStaffRejectionReasons();
  const toggle = useSetRejectionReasonActive();
  const [editing, setEditing] = useState<StaffRejectionReason | 'new' | null>(null);
  const text = (r: StaffRejectionReason) => inLanguage(language, { es: r.descripcionEs, ca: r.descripcionCa, en: r.descripcionEn });
  return (
    <ContentListSection
      id="content-reasons"
      title={t('content.reasons.title')}
      intro={t('content.reasons.intro')}
      newLabel={t('content.reasons.new')}
      onNew={editing === null ? () => setEditing('new') : undefined}
    >
      {editing !== null && <ReasonForm key={editing === 'new' ? 'new' : editing.idMotivo} editing={editing === 'new' ? null : editing} {...formExits(() => setEditing(null), onDone)} />}
      {toggle.error ? <ApiErrorAlert error={toggle.error} /> : null}
      <BackOfficeTable query={list} isEmpty={list.data?.length === 0} empty={t('content.reasons.empty')} loadingLabel={t('loading')} caption={t('content.reasons.title')} framed={false}>
        <thead>
          <tr>
            <th scope="col">{t('content.reasons.text')}</th>
            <th scope="col">{t('content.reasons.profile')}</th>
            <th scope="col">{t('content.reasons.audience')}</th>
            <th scope="col">{t('content.state')}</th>
            <th scope="col">{t('actions')}</th>
          </tr>
        </thead>
        <tbody>
          {(list.data ?? []).map((r) => (
            <tr key={r.idMotivo}>
              <td data-label={t('content.reasons.text')}>{text(r)}</td>
              <td data-label={t('content.reasons.profile')}>{t(`content.reasons.profileName.${r.idPerfil === 1 ? '1' : r.idPerfil === 2 ? '2' : 'both'}`)}</td>
              <td data-label={t('content.reasons.audience')}>{t(`content.reasons.audienceName.${r.paraAlumnos ? 'students' : 'staff'}`)}</td>
              <td data-label={t('content.state')}>{r.activo ? t('content.active') : t('content.inactive')}</td>
              <td data-label={t('actions')}>
                {r.propio ? (
                  <RowActions
                    name={text(r)}
                    onEdit={() => setEditing(r)}
                    toggle={{
                      active: r.activo,
                      busy: toggle.isPending,
                      onToggle: () => toggle.mutate({ id: r.idMotivo, activo: !r.activo }, { onSuccess: () => onDone(t(r.activo ? 'content.reasons.deactivated' : 'content.reasons.activated')) }),
                    }}
                  />
                ) : (
                  <span className="muted">{t('content.reasons.common')}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </BackOfficeTable>
    </ContentListSection>
  );
}
