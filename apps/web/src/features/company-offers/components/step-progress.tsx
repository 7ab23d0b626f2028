import { useTranslation } from '@/lib/i18n';
import './step-progress.css';

interface StepProgressProps {
  steps: readonly string[];
  current: number;
  /** Steps holding a field error: marked, so the person sees where to go. */
  withErrors: readonly number[];
  onSelect: (step: number) => void;
}

/** The form's steps as a list of buttons: where I am ("step 2 of 4"), what is done, where an error waits. */
export function StepProgress({ steps, current, withErrors, onSelect }: StepProgressProps) {
  const { t } = useTranslation('companyOffers');
  return (
    <nav className="step-progress" aria-label={t('form.stepsLabel')}>
      <p className="step-progress__count" aria-live="polite">
        {t('form.stepOf', { step: current + 1, total: steps.length })}
      </p>
      <ol className="step-progress__list">
        {steps.map((name, index) => {
          const state = index === current ? 'current' : withErrors.includes(index) ? 'error' : index < current ? 'done' : 'todo';
          return (
            <li key={name} className={`step-progress__item step-progress__item--${state}`}>
              <button type="button" className="step-progress__button" aria-current={index === current ? 'step' : undefined} onClick={() => onSelect(index)}>
                <span className="step-progress__number" aria-hidden="true">
                  {state === 'done' ? '✓' : state === 'error' ? '!' : index + 1}
                </span>
                <span className="step-progress__name">{name}</span>
                {state === 'error' && <span className="visually-hidden"> ({t('form.stepHasErrors')})</span>}
              </button>
            </li>
          );
        })}
      </ol>
      <div className="step-progress__bar" aria-hidden="true">
        <span style={{ width: `${((current + 1) / steps.length) * 100}%` }} />
      </div>
    </nav>
  );
}
