import { useTranslation } from '@/lib/i18n';
import { COMMUNICATION_AUDIENCES, type CommunicationAudienceName, type StaffCommunication } from '@portal/shared';
import { InputField, SelectField, TextAreaField } from '@/components/ui/form-fields';
import { useSaveCommunication } from '../api/content';
import { ContentForm, useDraft } from './content-form';

const todayInMadrid = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());

/** A new communication, or the one being edited: audience, period and its text in the three languages. */
export function CommunicationForm({ editing, onDone, onCancel }: { editing: StaffCommunication | null; onDone: (message: string) => void; onCancel: () => void }) {
  const { t } = useTranslation('staffContent');
  const save = useSaveCommunication();
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
      { ...form, ...(editing ? { id: editing.id } : {}), hasta: form.hasta || undefined, enlace: form.enlace || undefined },
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
      <TextAreaField label={t('content.communications.textEs')} required rows={2} maxLength={1000} length={form.textoEs.length} value={form.textoEs} onChange={set('textoEs')} />
      <TextAreaField label={t('content.communications.textCa')} required rows={2} maxLength={1000} length={form.textoCa.length} value={form.textoCa} onChange={set('textoCa')} />
      <TextAreaField label={t('content.communications.textEn')} required rows={2} maxLength={1000} length={form.textoEn.length} value={form.textoEn} onChange={set('textoEn')} />
      <InputField label={t('content.communications.link')} type="url" value={form.enlace} onChange={set('enlace')} />
    </ContentForm>
  );
}
