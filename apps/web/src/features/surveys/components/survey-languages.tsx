import { LANGUAGES, type Language } from '@portal/shared';
import { useTranslation } from '@/lib/i18n';

/**
 * Which language the builder's texts are being written in: one toggle button a language (aria-pressed), the survey's
 * own language marked, and a button that fills the other languages' empty texts from the current one.
 */
export function SurveyLanguages({ current, own, onSelect, onFill }: { current: Language; own: Language; onSelect: (language: Language) => void; onFill: () => void }) {
  const { t } = useTranslation('surveys');
  return (
    <div className="survey-languages">
      <div role="group" aria-label={t('staff.textsIn')} className="survey-languages__group">
        <span className="survey-languages__label" aria-hidden="true">
          {t('staff.textsIn')}
        </span>
        {LANGUAGES.map((language) => (
          <button key={language} type="button" className="button button--secondary survey-languages__button" aria-pressed={current === language} onClick={() => onSelect(language)}>
            {t(`staff.languages.${language}`)}
            {language === own ? ` ${t('staff.ownMark')}` : ''}
          </button>
        ))}
      </div>
      <button type="button" className="button button--secondary" onClick={onFill}>
        {t('staff.fillOthers')}
      </button>
    </div>
  );
}
