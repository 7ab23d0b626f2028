import { useState, type FormEvent } from 'react';
import type { StaffActiveProgramme } from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { CheckboxField, InputField, TextAreaField } from '@/components/ui/form-fields';
import { useTranslation } from '@/lib/i18n';
import { useSaveProgramme } from '../api/programmes';

const LANGUAGES = ['Es', 'Ca', 'En'] as const;

/** A programme: title and description (Spanish required, Catalan and English optional), dates, open to requests. */
export function ProgrammeForm({ editing, onDone, onCancel }: { editing: StaffActiveProgramme | null; onDone: (message: string) => void; onCancel: () => void }) {
  const { t } = useTranslation('programmes');
  const save = useSaveProgramme();
  const [form, setForm] = useState({
    tituloEs: editing?.tituloEs ?? '',
    tituloCa: editing?.tituloCa ?? '',
    tituloEn: editing?.tituloEn ?? '',
    descripcionEs: editing?.descripcionEs ?? '',
    descripcionCa: editing?.descripcionCa ?? '',
    descripcionEn: editing?.descripcionEn ?? '',
    fechaInicio: editing?.fechaInicio ?? '',
    fechaFin: editing?.fechaFin ?? '',
    abierto: editing?.abierto ?? true,
  });
  const set = (field: keyof typeof form) => (event: { target: { value: string } }) => setForm((before) => ({ ...before, [field]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { ...form, ...(editing ? { id: editing.id } : {}), fechaFin: form.fechaFin || undefined },
      { onSuccess: () => onDone(t('staff.saved', { name: form.tituloEs })) },
    );
  };
  return (
    <form className="bo-form card" aria-label={editing ? t('staff.edit') : t('staff.new')} onSubmit={submit}>
      <h3>{editing ? t('staff.edit') : t('staff.new')}</h3>
      {LANGUAGES.map((suffix) => (
        <fieldset key={suffix} className="bo-fieldset">
          <legend>{t(`staff.language.${suffix}`)}</legend>
          <InputField label={t('staff.title')} required={suffix === 'Es'} maxLength={150} value={form[`titulo${suffix}`]} onChange={set(`titulo${suffix}`)} />
          <TextAreaField
            label={t('staff.description')}
            required={suffix === 'Es'}
            rows={3}
            maxLength={5000}
            length={form[`descripcion${suffix}`].length}
            value={form[`descripcion${suffix}`]}
            onChange={set(`descripcion${suffix}`)}
          />
        </fieldset>
      ))}
      <div className="bo-form__row">
        <InputField label={t('staff.start')} type="date" required value={form.fechaInicio} onChange={set('fechaInicio')} />
        <InputField label={t('staff.end')} type="date" value={form.fechaFin} onChange={set('fechaFin')} />
      </div>
      <CheckboxField label={t('staff.openLabel')} checked={form.abierto} onChange={(event) => setForm((before) => ({ ...before, abierto: event.target.checked }))} />
      {save.error ? <ApiErrorAlert error={save.error} /> : null}
      <div className="bo-actions">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {t('staff.save')}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('staff.cancel')}
        </button>
      </div>
    </form>
  );
}
