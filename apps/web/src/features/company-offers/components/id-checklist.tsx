import { useId, useMemo, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { matchesAllWords } from '@portal/shared';
import './id-checklist.css';

export interface ChecklistOption {
  id: number;
  nombre: string;
}

interface IdChecklistProps {
  legend: string;
  hint?: string;
  options: readonly ChecklistOption[];
  value: readonly number[];
  onChange: (value: number[]) => void;
  error?: string | undefined;
}

/**
 * Several rows of a reference list (software, documents, competences...): the chosen ones as removable chips, the
 * list below with a filter when it is long. Plain checkboxes, so Tab and Space do everything.
 */
export function IdChecklist({ legend, hint, options, value, onChange, error }: IdChecklistProps) {
  const { t } = useTranslation('companyOffers');
  const id = useId();
  const [filter, setFilter] = useState('');
  const chosen = useMemo(() => options.filter((o) => value.includes(o.id)), [options, value]);
  const shown = useMemo(() => {
    const matches = matchesAllWords(filter);
    return options.filter((o) => matches(o.nombre));
  }, [options, filter]);
  const toggle = (optionId: number, on: boolean) => onChange(on ? [...value, optionId] : value.filter((v) => v !== optionId));

  return (
    <fieldset className={['id-checklist', error ? 'id-checklist--invalid' : ''].join(' ')} aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}>
      <legend className="field__label">{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {chosen.length > 0 && (
        <ul className="chip-list" aria-label={t('form.chosen')}>
          {chosen.map((o) => (
            <li key={o.id} className="chip">
              {o.nombre}
              <button type="button" className="chip__remove" onClick={() => toggle(o.id, false)} aria-label={t('form.remove', { name: o.nombre })}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {options.length > 8 && (
        <input
          type="search"
          className="field__input id-checklist__filter"
          placeholder={t('form.filter')}
          aria-label={t('form.filterOf', { name: legend })}
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
      )}
      <div className="id-checklist__options">
        {shown.map((o) => (
          <label key={o.id} className="id-checklist__option">
            <input type="checkbox" checked={value.includes(o.id)} onChange={(event) => toggle(o.id, event.target.checked)} />
            <span>{o.nombre}</span>
          </label>
        ))}
        {shown.length === 0 && <p className="muted">{t('form.noMatches')}</p>}
      </div>
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
