import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { BrandFlags, InstitutionSettings } from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { CheckboxField } from '@/components/ui/form-fields';
import { useSettingsAction } from '../api/settings';

/** The brand flags, one checkbox each, with the brand config's default named where the value differs. */
export function FlagsForm({ settings, onDone }: { settings: InstitutionSettings; onDone: (message: string) => void }) {
  const { t } = useTranslation('staffContent');
  const action = useSettingsAction('flags');
  const [values, setValues] = useState<Record<string, boolean>>(() => Object.fromEntries(settings.flags.map((f) => [f.nombre, f.valor])));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    action.mutate({ flags: values as Partial<BrandFlags> }, { onSuccess: () => onDone(t('settings.flags.saved')) });
  };
  return (
    <section className="card" aria-labelledby="settings-flags">
      <h2 id="settings-flags">{t('settings.flags.title')}</h2>
      <p className="muted">{t('settings.flags.intro')}</p>
      <form onSubmit={submit}>
        <div className="bo-settings-grid">
          {settings.flags.map((flag) => {
            const value = values[flag.nombre] ?? flag.valor;
            return (
              <CheckboxField
                key={flag.nombre}
                label={t(`settings.flag.${flag.nombre as keyof BrandFlags}`)}
                hint={value !== flag.defecto ? t('settings.flags.default', { value: t(flag.defecto ? 'yes' : 'no') }) : undefined}
                checked={value}
                onChange={(event) => setValues((v) => ({ ...v, [flag.nombre]: event.target.checked }))}
              />
            );
          })}
        </div>
        {action.error ? <ApiErrorAlert error={action.error} /> : null}
        <div className="bo-actions bo-actions--spaced">
          <button type="submit" className="button button--primary" disabled={action.isPending}>
            {t('settings.flags.save')}
          </button>
        </div>
      </form>
    </section>
  );
}
