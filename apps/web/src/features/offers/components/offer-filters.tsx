import { useId, useState, type ReactNode } from 'react';
import { EXPIRING_SOON_DAYS, TEXT_MAX, type OfferFilters, type OfferTypeName } from '@portal/shared';
import { useLanguage, useTranslation } from '@/lib/i18n';
import type { FilterOptions } from '../api/get-filter-options';
import { useFilterLabels } from '../hooks/use-filter-labels';
import { usePendingValue } from '../hooks/use-pending-value';
import { countActiveFilters, hasAdvancedFilter, type FilterKey } from '../utils/filters';
import { SavedSearches } from './saved-searches';

export type FilterPatch = Partial<Record<FilterKey, string | number | boolean | undefined>>;

interface OfferFiltersPanelProps {
  tipo: OfferTypeName;
  filters: OfferFilters;
  options: FilterOptions | undefined;
  onChange: (patch: FilterPatch) => void;
  onReplace: (filters: OfferFilters) => void;
  titleId: string;
  /** The drawer's close button, on a phone. */
  headerAction?: ReactNode;
  /** The drawer's "see the results" button, on a phone. */
  footer?: ReactNode;
}

interface Choice {
  value: string;
  label: string;
}

/**
 * The filter panel (spec 1 §2 "Offer filter"): search in the title, location, the quick switches, and behind
 * "more filters" the rest. Each change is applied at once (the text search on submit); the choices come from the
 * filtered list itself, so an option never leads to an empty list.
 */
export function OfferFiltersPanel({ tipo, filters, options, onChange, onReplace, titleId, headerAction, footer }: OfferFiltersPanelProps) {
  const { t } = useTranslation('offers');
  const language = useLanguage();
  const advancedId = useId();
  const [advanced, setAdvanced] = useState(() => hasAdvancedFilter(filters));
  const labelOf = useFilterLabels(tipo, language);

  const ids = (list: { id: number; nombre: string }[] | undefined) => (list ?? []).map((item) => ({ value: String(item.id), label: item.nombre }));
  const texts = (list: string[] | undefined) => (list ?? []).map((item) => ({ value: item, label: item }));

  const select = (key: FilterKey, label: string, choices: Choice[], anyLabel: string, numeric = false) => (
    <SelectFilter
      key={key}
      label={label}
      anyLabel={anyLabel}
      value={filters[key] === undefined ? '' : String(filters[key])}
      choices={choices}
      nameOf={(value) => labelOf(key, value)}
      onChange={(value) => onChange({ [key]: value === '' ? undefined : numeric ? Number(value) : value })}
    />
  );

  const flag = (key: FilterKey, label: string) => (
    <FlagFilter key={key} label={label} checked={filters[key] === true} onChange={(checked) => onChange({ [key]: checked })} />
  );

  const salaries = [...(options?.salarios ?? [])].sort((a, b) => a - b);
  const isJob = tipo === 'empleo';
  const active = countActiveFilters(filters);

  return (
    <div className="offer-filters">
      <div className="offer-filters__head">
        <h2 id={titleId} className="offer-filters__title">
          {t('filters.title')}
        </h2>
        {headerAction}
      </div>
      {/* First, so a saved search is at hand without scrolling through the filters. */}
      <SavedSearches tipo={tipo} filters={filters} onApply={onReplace} />
      <SearchForm key={filters.texto ?? ''} initial={filters.texto ?? ''} onSearch={(texto) => onChange({ texto: texto || undefined })} />
      {select('titulacion', t('filters.degree'), ids(options?.titulaciones), t('filters.anyDegree'), true)}
      {select('provincia', t('filters.province'), ids(options?.provincias), t('filters.anyProvince'), true)}
      <fieldset className="offer-filters__group">
        <legend className="visually-hidden">{t('filters.quick')}</legend>
        {flag('encajaConmigo', t('filters.fitsMe'))}
        {flag('omitirInscritas', t('filters.omitEnrolled'))}
        {flag('caducanPronto', t('filters.expiringSoon', { days: EXPIRING_SOON_DAYS }))}
      </fieldset>
      <button
        type="button"
        className="link-button offer-filters__toggle"
        aria-expanded={advanced}
        aria-controls={advancedId}
        onClick={() => setAdvanced((open) => !open)}
      >
        {advanced ? t('filters.lessFilters') : t('filters.moreFilters')}
      </button>
      <div id={advancedId} hidden={!advanced} className="offer-filters__advanced">
        {select('localidad', t('filters.locality'), texts(options?.localidades), t('filters.anyLocality'))}
        {select('areaTitulacion', t('filters.degreeArea'), ids(options?.areasTitulaciones), t('filters.anyDegreeArea'), true)}
        {select('etiqueta', t('filters.tag'), texts(options?.etiquetas), t('filters.anyTag'))}
        {isJob && select('contrato', t('filters.contract'), ids(options?.contratos), t('filters.anyContract'), true)}
        {select(
          'salarioMin',
          isJob ? t('filters.salary') : t('filters.grant'),
          salaries.map((amount) => ({ value: String(amount), label: labelOf('salarioMin', amount) })),
          t('filters.anyAmount'),
          true,
        )}
        {select(
          'modalidad',
          t('filters.modality'),
          (options?.modalidades ?? []).map((value) => ({ value, label: labelOf('modalidad', value) })),
          t('filters.anyModality'),
        )}
        <fieldset className="offer-filters__group">
          <legend className="visually-hidden">{t('filters.kind')}</legend>
          {flag('tfgTfm', t('filters.tfgTfm'))}
          {flag('internacional', t('filters.international'))}
          {flag('historial', t('filters.history'))}
        </fieldset>
      </div>
      {active > 0 && (
        <button type="button" className="button button--secondary offer-filters__clear" onClick={() => onReplace({})}>
          {t('filters.clear')}
        </button>
      )}
      {footer}
    </div>
  );
}

function SearchForm({ initial, onSearch }: { initial: string; onSearch: (texto: string) => void }) {
  const { t } = useTranslation('offers');
  const id = useId();
  const [value, setValue] = useState(initial);
  return (
    <form
      role="search"
      className="offer-search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(value.trim());
      }}
    >
      <label htmlFor={id} className="field__label">
        {t('filters.text')}
      </label>
      <div className="offer-search__row">
        <input
          id={id}
          type="search"
          className="field__input"
          value={value}
          maxLength={TEXT_MAX}
          onChange={(event) => setValue(event.target.value)}
        />
        <button type="submit" className="button button--primary">
          {t('filters.search')}
        </button>
      </div>
    </form>
  );
}

function FlagFilter({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  const [shown, setShown] = usePendingValue(checked);
  return (
    <label className="check">
      <input
        type="checkbox"
        checked={shown}
        onChange={(event) => {
          setShown(event.target.checked);
          onChange(event.target.checked);
        }}
      />
      <span>{label}</span>
    </label>
  );
}

interface SelectFilterProps {
  label: string;
  anyLabel: string;
  value: string;
  choices: Choice[];
  nameOf: (value: string) => string;
  onChange: (value: string) => void;
}

/** A select of the panel; it stays hidden while the list offers nothing to choose, unless a value is chosen. */
function SelectFilter({ label, anyLabel, value: committed, choices, nameOf, onChange }: SelectFilterProps) {
  const id = useId();
  const [value, setValue] = usePendingValue(committed);
  const shown = value !== '' && !choices.some((choice) => choice.value === value) ? [{ value, label: nameOf(value) }, ...choices] : choices;
  if (shown.length === 0) return null;
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <select
        id={id}
        className="field__input"
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          onChange(event.target.value);
        }}
      >
        <option value="">{anyLabel}</option>
        {shown.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}
