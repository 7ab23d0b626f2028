import { useTranslation } from '@/lib/i18n';
import { COMMUNICATION_AUDIENCES, type CommunicationAudienceName, type StaffCommunication } from '@portal/shared';
import { InputField, SelectField, TextAreaField } from '@/components/ui/form-fields';
import { useSaveCommunication } from '../api/content';
import { ContentForm, useDraft, useSaveFieldErrors } from './content-form';

const todayInMadrid = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());

/**
 * A new communication, or the one being edited: audience, period and its text, Spanish required and Catalan and
 * English optional (read in Spanish where left empty: the shared rule of content languages).
 */
export function CommunicationForm({ editing, onDone, onCancel }: { editing: StaffCommunication | null; onDone: (message: string) => void; onCancel: () => void }) {
  const { t } = useTranslation('staffContent');
  const save = useSaveCommunication();
  const errorOf = useSaveFieldErrors(save);
  const { draft: form, set } = useDraft({
    destinatarios: (editing?.destinatarios ?? 'all') as CommunicationAudienceName,
    desde: editing?.desde ?? todayInMadrid(),
    hasta: editing?.hasta ?? '',
    textoCa: editing?.textoCa ?? '',
    textoEs: editing?.textoEs ?? '',
    textoEn: editing?.textoEn ?? '',
    enlace: editing?.enlace ?? '',
  });
  const submit = () =>
    save.mutate(
      {
        ...form,
        ...(editing ? { id: editing.id } : {}),
        hasta: form.hasta || undefined,
        enlace: form.enlace || undefined,
        textoCa: form.textoCa || undefined,
        textoEn: form.textoEn || undefined,
      },
      { onSuccess: () => onDone(t('content.communications.saved')) },
    );
  return (
    <ContentForm
      title={editing ? t('content.communications.edit') : t('content.communications.new')}
      save={save}
      onSubmit={submit}
      onCancel={onCancel}
      saveLabel={t('content.communications.save')}
    >
      <div className="bo-form__row">
        <SelectField
          label={t('content.communications.audience')}
          placeholder=""
          required
          value={form.destinatarios}
          onChange={set('destinatarios')}
          options={COMMUNICATION_AUDIENCES.map((a) => ({ value: a, label: t(`content.communications.audienceName.${a}`) }))}
        />
        <InputField label={t('content.communications.from')} type="date" required value={form.desde} onChange={set('desde')} />
        <InputField label={t('content.communications.to')} type="date" value={form.hasta} onChange={set('hasta')} />
      </div>
      <TextAreaField label={t('content.communications.textEs')} required rows={2} maxLength={1000} length={form.textoEs.length} error={errorOf('textoEs')} value={form.textoEs} onChange={set('textoEs')} />
      <TextAreaField label={t('content.communications.textCa')} hint={t('content.fallbackHint')} rows={2} maxLength={1000} length={form.textoCa.length} error={errorOf('textoCa')} value={form.textoCa} onChange={set('textoCa')} />
      <TextAreaField label={t('content.communications.textEn')} hint={t('content.fallbackHint')} rows={2} maxLength={1000} length={form.textoEn.length} error={errorOf('textoEn')} value={form.textoEn} onChange={set('textoEn')} />
      <InputField label={t('content.communications.link')} type="url" error={errorOf('enlace')} value={form.enlace} onChange={set('enlace')} />
    </ContentForm>
  );
}
