import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { FIELD_AREAS, type InstitutionSettings, type WireFieldRule } from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { Tabs } from '@/components/ui/tabs';
import { useSettingsAction } from '../api/settings';
import { fieldLabel } from '../utils/field-labels';

type Area = (typeof FIELD_AREAS)[number];
type Rules = Record<string, WireFieldRule>;


/** One form's field rules: a row per field, three checkboxes (required implies shown and editable). */
function AreaTable({ area, settings, onDone }: { area: Area; settings: InstitutionSettings; onDone: (message: string) => void }) {
  const { t } = useTranslation('staffContent');
  const action = useSettingsAction('fields');
  const fields = settings.campos.filter((c) => c.area === area);
  const label = (campo: string) => fieldLabel(t, area, campo);
  const [rules, setRules] = useState<Rules>(() => Object.fromEntries(fields.map((f) => [f.campo, f.regla])));
  const set = (campo: string, key: keyof WireFieldRule, value: boolean) =>
    setRules((current) => {
      const rule = { ...(current[campo] as WireFieldRule), [key]: value };
      if (key === 'requerido' && value) Object.assign(rule, { visible: true, editable: true });
      if ((key === 'visible' || key === 'editable') && !value) rule.requerido = false;
      return { ...current, [campo]: rule };
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    action.mutate({ area, campos: Object.entries(rules).map(([campo, rule]) => ({ campo, ...rule })) }, { onSuccess: () => onDone(t('settings.fields.saved')) });
  };
  const columns: (keyof WireFieldRule)[] = ['visible', 'editable', 'requerido'];
  const header = { visible: t('settings.fields.visible'), editable: t('settings.fields.editable'), requerido: t('settings.fields.required') };
  return (
    <form onSubmit={submit}>
      <div className="bo-table-wrap">
        <table className="bo-table">
          <caption className="visually-hidden">{t('settings.fields.caption', { area: t(`settings.fields.area.${area}`) })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('settings.fields.field')}</th>
              {columns.map((c) => (
                <th scope="col" key={c}>
                  {header[c]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {fields.map((f) => {
              const rule = rules[f.campo] ?? f.regla;
              const differs = columns.some((c) => rule[c] !== f.defecto[c]);
              return (
                <tr key={f.campo}>
                  <th scope="row" data-label={t('settings.fields.field')}>
                    {label(f.campo)}
                    {differs && <span className="bo-table__sub">{t('settings.fields.differs')}</span>}
                  </th>
                  {columns.map((c) => (
                    <td key={c} data-label={header[c]}>
                      <input
                        type="checkbox"
                        aria-label={`${label(f.campo)}: ${header[c]}`}
                        checked={rule[c]}
                        onChange={(event) => set(f.campo, c, event.target.checked)}
                      />
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {action.error ? <ApiErrorAlert error={action.error} /> : null}
      <div className="bo-actions bo-actions--spaced">
        <button type="submit" className="button button--primary" disabled={action.isPending}>
          {t('settings.fields.save')}
        </button>
      </div>
    </form>
  );
}

export function FieldsForm({ settings, onDone }: { settings: InstitutionSettings; onDone: (message: string) => void }) {
  const { t } = useTranslation('staffContent');
  const [area, setArea] = useState<Area>('oferta');
  return (
    <section className="card" aria-labelledby="settings-fields">
      <h2 id="settings-fields">{t('settings.fields.title')}</h2>
      <p className="muted">{t('settings.fields.intro')}</p>
      <Tabs
        label={t('settings.fields.areas')}
        tabs={FIELD_AREAS.map((a) => ({ id: a, label: t(`settings.fields.area.${a}`) }))}
        active={area}
        onSelect={setArea}
        renderPanel={(a) => <AreaTable key={a} area={a} settings={settings} onDone={onDone} />}
      />
    </section>
  );
}
