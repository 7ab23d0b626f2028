import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import { isLanguage } from '@portal/shared';
import { useBrand } from '@/lib/brand';
import { languageNames, useLanguageChange } from './use-language-change';

/** The header's language switch: a <select> labelled 'Idioma', with the brand's languages. */
export function LanguageSelect() {
  const { t } = useTranslation();
  const brand = useBrand();
  const id = useId();
  const { current, pending, request, dialog } = useLanguageChange();
  return (
    <div className="language-select">
      <label htmlFor={id} className="language-select__label">
        {t('language.label')}
      </label>
      {/* The header's compact switch, styled with the header: not a form field with hint and error. */}
      <select
        id={id}
        className="language-select__input"
        value={pending ?? current}
        onChange={(event) => {
          if (isLanguage(event.target.value)) request(event.target.value);
        }}
      >
        {brand.languages.map((language) => (
          <option key={language} value={language} lang={language}>
            {languageNames[language]}
          </option>
        ))}
      </select>
      {dialog}
    </div>
  );
}

/** The footer's optional switch: the other languages as buttons, with the same confirmation. */
export function LanguageLinks() {
  const { t } = useTranslation();
  const brand = useBrand();
  const { current, request, dialog } = useLanguageChange();
  const others = brand.languages.filter((language) => language !== current);
  if (others.length === 0) return null;
  return (
    <div className="language-links">
      <span>{t('language.footerIntro')}</span>
      <ul>
        {others.map((language) => (
          <li key={language}>
            <button type="button" className="link-button" lang={language} onClick={() => request(language)}>
              {languageNames[language]}
            </button>
          </li>
        ))}
      </ul>
      {dialog}
    </div>
  );
}
