import { useLanguage, useTranslation } from '@/lib/i18n';
import { useDomainList, useSortedDomainList } from '@/lib/reference-data';
import './language-requirements.css';

interface LanguageRequirementsProps {
  value: readonly { idIdioma: string; idNivel: string }[];
  onChange: (value: { idIdioma: string; idNivel: string }[]) => void;
  error?: string | undefined;
}

/** Languages the offer asks for, each with its minimum level. */
export function LanguageRequirements({ value, onChange, error }: LanguageRequirementsProps) {
  const { t } = useTranslation('companyOffers');
  const language = useLanguage();
  const languages = useSortedDomainList('idiomas', language);
  const levels = useDomainList('nivelesIdioma');
  const set = (index: number, patch: Partial<{ idIdioma: string; idNivel: string }>) =>
    onChange(value.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <fieldset className="language-requirements">
      <legend className="field__label">{t('fields.idiomas')}</legend>
      {value.map((row, index) => (
        <div key={index} className="language-requirements__row">
          <select className="field__input" aria-label={t('form.languageN', { n: index + 1 })} value={row.idIdioma} onChange={(event) => set(index, { idIdioma: event.target.value })}>
            <option value="">{t('form.choose')}</option>
            {languages.map((l) => (
              <option key={l.id} value={l.id}>
                {l.nombre}
              </option>
            ))}
          </select>
          <select className="field__input" aria-label={t('form.levelN', { n: index + 1 })} value={row.idNivel} onChange={(event) => set(index, { idNivel: event.target.value })}>
            <option value="">{t('form.minimumLevel')}</option>
            {levels.map((l) => (
              <option key={l.id} value={l.id}>
                {l.nombre}
              </option>
            ))}
          </select>
          <button type="button" className="link-button" onClick={() => onChange(value.filter((_, i) => i !== index))}>
            {t('form.removeShort')}
          </button>
        </div>
      ))}
      <button type="button" className="button button--light" onClick={() => onChange([...value, { idIdioma: '', idNivel: '' }])}>
        {t('form.addLanguage')}
      </button>
      {error && <p className="field__error">{error}</p>}
    </fieldset>
  );
}
