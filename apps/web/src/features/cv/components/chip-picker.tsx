import { useId, useMemo, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { matchesSearch } from '../utils/text-search';
import { RequiredMark } from '@/components/ui/form-fields';
import './chip-picker.css';

export interface PickerOption {
  id: number;
  nombre: string;
}

interface ChipPickerProps {
  /** Names the group ("Interests"). */
  legend: string;
  /** The filter input's label; unique on the page ("Filter interests"). */
  filterLabel: string;
  options: readonly PickerOption[];
  selected: readonly number[];
  onChange: (ids: number[]) => void;
  max: number;
  error?: string | undefined;
  /** Show the legend as the field's label (inside a form); a section whose heading names the list hides it. */
  legendVisible?: boolean;
  required?: boolean;
}

/** Past this many options the list waits for a search: eighty countries at once are a wall, not a choice. */
const SEARCH_FIRST_OVER = 40;

/**
 * A multi-select for long reference lists: the chosen items as chips (each with its remove button), a filter box
 * and the matching items as toggle buttons (aria-pressed). Typing narrows the list; accents do not matter.
 */
export function ChipPicker({ legend, filterLabel, options, selected, onChange, max, error, legendVisible = false, required = false }: ChipPickerProps) {
  const { t } = useTranslation('cv');
  const [query, setQuery] = useState('');
  const filterId = useId();
  const countId = useId();
  const errorId = useId();
  const byId = useMemo(() => new Map(options.map((option) => [option.id, option])), [options]);
  const searchFirst = options.length > SEARCH_FIRST_OVER && query.trim() === '';
  const matches = searchFirst ? [] : options.filter((option) => matchesSearch(option.nombre, query));
  const full = selected.length >= max;

  const toggle = (id: number) => onChange(selected.includes(id) ? selected.filter((other) => other !== id) : [...selected, id]);

  return (
    <fieldset className="cv-picker" aria-describedby={error ? errorId : undefined}>
      <legend className={legendVisible ? 'field__label' : 'visually-hidden'}>
        {legend}
        {required && <RequiredMark />}
      </legend>
      <div className="cv-picker__chosen">
        <p className="cv-picker__heading">{t('picker.chosen', { count: selected.length, max })}</p>
        {selected.length === 0 ? (
          <p className="muted">{t('picker.none')}</p>
        ) : (
          <ul className="cv-chips" aria-label={t('picker.chosenList', { legend })}>
            {selected.map((id) => {
              const nombre = byId.get(id)?.nombre ?? String(id);
              return (
                <li key={id} className="cv-chip cv-chip--removable">
                  <span>{nombre}</span>
                  <button type="button" className="cv-chip__remove" onClick={() => toggle(id)} aria-label={t('picker.remove', { nombre })}>
                    <span aria-hidden="true">×</span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      <div className="field cv-picker__filter">
        <label htmlFor={filterId} className="field__label">
          {filterLabel}
        </label>
        <input
          id={filterId}
          type="search"
          className="field__input"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          aria-describedby={countId}
          autoComplete="off"
        />
        <p id={countId} className="field__hint" aria-live="polite">
          {full ? t('picker.full', { max }) : searchFirst ? t('picker.typeToSearch', { count: options.length }) : t('picker.matches', { count: matches.length })}
        </p>
      </div>
      {matches.length > 0 && (
        <ul className="cv-picker__options">
          {matches.map((option) => {
            const pressed = selected.includes(option.id);
            return (
              <li key={option.id}>
                <button
                  type="button"
                  className="cv-option"
                  aria-pressed={pressed}
                  disabled={!pressed && full}
                  onClick={() => toggle(option.id)}
                >
                  <span className="cv-option__mark" aria-hidden="true">
                    {pressed ? '✓' : '+'}
                  </span>
                  {option.nombre}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
