import { useId, useMemo, useState } from 'react';
import { matchesAllWords } from '@portal/shared';
import { RequiredMark } from '@/components/ui/form-fields';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useSortedDomainList } from '@/lib/reference-data';
import './degree-picker.css';

interface DegreePickerProps {
  value: readonly { id: number; requerida: boolean }[];
  onChange: (value: { id: number; requerida: boolean }[]) => void;
  error?: string | undefined;
}

/**
 * The degrees the offer is for (at least one): type to narrow the institution's degrees, pick one (Enter adds
 * it), then mark each as required or only desirable.
 */
export function DegreePicker({ value, onChange, error }: DegreePickerProps) {
  const { t } = useTranslation('companyOffers');
  const language = useLanguage();
  const id = useId();
  const degrees = useSortedDomainList('titulaciones', language);
  const [filter, setFilter] = useState('');
  const [pick, setPick] = useState('');
  const names = useMemo(() => new Map(degrees.map((d) => [d.id, d.nombre])), [degrees]);
  const options = useMemo(() => {
    const matches = matchesAllWords(filter);
    return degrees.filter((d) => !value.some((v) => v.id === d.id) && matches(d.nombre));
  }, [degrees, filter, value]);
  const chosenId = pick !== '' ? Number(pick) : options.length === 1 ? options[0]?.id : undefined;
  const add = () => {
    if (chosenId === undefined) return;
    onChange([...value, { id: chosenId, requerida: true }]);
    setPick('');
    setFilter('');
  };

  return (
    <fieldset className={['degree-picker', error ? 'degree-picker--invalid' : ''].join(' ')} aria-describedby={error ? `${id}-error` : `${id}-hint`}>
      <legend className="field__label">
        {t('fields.titulaciones')}
        <RequiredMark />
      </legend>
      <p id={`${id}-hint`} className="field__hint">
        {t('hints.titulaciones')}
      </p>
      {value.length > 0 && (
        <ul className="degree-picker__chosen">
          {value.map((degree) => (
            <li key={degree.id} className="degree-picker__item">
              <span className="degree-picker__name">{names.get(degree.id) ?? degree.id}</span>
              <label className="degree-picker__required">
                <input
                  type="checkbox"
                  checked={degree.requerida}
                  onChange={(event) => onChange(value.map((d) => (d.id === degree.id ? { ...d, requerida: event.target.checked } : d)))}
                />
                {t('form.degreeRequired')}
              </label>
              <button
                type="button"
                className="link-button"
                onClick={() => onChange(value.filter((d) => d.id !== degree.id))}
                aria-label={t('form.remove', { name: names.get(degree.id) ?? '' })}
              >
                {t('form.removeShort')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="degree-picker__add">
        <input
          type="search"
          id={`${id}-filter`}
          className="field__input"
          placeholder={t('form.degreeSearch')}
          aria-label={t('form.degreeSearch')}
          aria-invalid={error ? true : undefined}
          value={filter}
          onChange={(event) => {
            setFilter(event.target.value);
            setPick('');
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <select className="field__input" aria-label={t('form.degreeChoose')} value={pick} onChange={(event) => setPick(event.target.value)}>
          <option value="">{t('form.degreeChooseCount', { count: options.length })}</option>
          {options.map((d) => (
            <option key={d.id} value={d.id}>
              {d.nombre}
            </option>
          ))}
        </select>
        <button type="button" className="button button--secondary" onClick={add} disabled={chosenId === undefined}>
          {t('form.degreeAdd')}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
