import { useId, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

interface FieldBase {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  /** Marked in the label and announced (aria-required); the check itself is the form's. */
  required?: boolean | undefined;
  className?: string | undefined;
}

function useFieldIds(id: string | undefined, hint: string | undefined, error: string | undefined) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return { inputId, hintId, errorId, describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined };
}

function RequiredMark() {
  const { t } = useTranslation('cv');
  return <span className="cv-required"> ({t('common.required')})</span>;
}

function FieldShell({
  label,
  hint,
  error,
  required,
  className,
  inputId,
  hintId,
  errorId,
  children,
}: FieldBase & { inputId: string; hintId: string | undefined; errorId: string | undefined; children: ReactNode }) {
  return (
    <div className={['field', error ? 'field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className="field__label">
        {label}
        {required && <RequiredMark />}
      </label>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

type InputProps = FieldBase & Omit<React.InputHTMLAttributes<HTMLInputElement>, 'required'> & { ref?: Ref<HTMLInputElement> };

/** A labelled input; its hint and error are tied to it through aria-describedby. */
export function InputField({ label, hint, error, required, className, id, ref, ...input }: InputProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldShell {...{ label, hint, error, required, className }} inputId={ids.inputId} hintId={ids.hintId} errorId={ids.errorId}>
      <input
        ref={ref}
        id={ids.inputId}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={ids.describedBy}
        {...input}
      />
    </FieldShell>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

type SelectProps = FieldBase &
  Omit<React.SelectHTMLAttributes<HTMLSelectElement>, 'required'> & {
    options: readonly SelectOption[];
    /** The first, empty option ("Choose one", or "None" where the field may be cleared). */
    placeholder: string;
    ref?: Ref<HTMLSelectElement>;
  };

export function SelectField({ label, hint, error, required, className, id, options, placeholder, ref, ...select }: SelectProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldShell {...{ label, hint, error, required, className }} inputId={ids.inputId} hintId={ids.hintId} errorId={ids.errorId}>
      <select
        ref={ref}
        id={ids.inputId}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={ids.describedBy}
        {...select}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

type TextAreaProps = FieldBase &
  Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, 'required'> & {
    /** Characters typed so far, for the counter. */
    length: number;
    maxLength: number;
    ref?: Ref<HTMLTextAreaElement>;
  };

/** A text area with a live character counter (announced politely, only near the limit). */
export function TextAreaField({ label, hint, error, required, className, id, length, maxLength, ref, ...textarea }: TextAreaProps) {
  const { t } = useTranslation('cv');
  const ids = useFieldIds(id, hint, error);
  const counterId = `${ids.inputId}-counter`;
  const nearLimit = length > maxLength * 0.9;
  return (
    <FieldShell {...{ label, hint, error, required, className }} inputId={ids.inputId} hintId={ids.hintId} errorId={ids.errorId}>
      <textarea
        ref={ref}
        id={ids.inputId}
        className="field__input cv-textarea"
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={[ids.describedBy, counterId].filter(Boolean).join(' ')}
        maxLength={maxLength}
        {...textarea}
      />
      <p id={counterId} className={['cv-counter', nearLimit ? 'cv-counter--near' : ''].join(' ')} aria-live={nearLimit ? 'polite' : 'off'}>
        {t('common.counter', { count: length, max: maxLength })}
      </p>
    </FieldShell>
  );
}

type CheckboxProps = Omit<React.InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: string;
  hint?: string | undefined;
  ref?: Ref<HTMLInputElement>;
};

export function CheckboxField({ label, hint, id, ref, className, ...input }: CheckboxProps) {
  const ids = useFieldIds(id, hint, undefined);
  return (
    <div className={['cv-check', className ?? ''].filter(Boolean).join(' ')}>
      <input ref={ref} id={ids.inputId} type="checkbox" className="cv-check__input" aria-describedby={ids.describedBy} {...input} />
      <div className="cv-check__text">
        <label htmlFor={ids.inputId} className="cv-check__label">
          {label}
        </label>
        {hint && (
          <p id={ids.hintId} className="cv-check__hint">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}

/**
 * A field the institution manages (brand rule: not editable) and that already has a value: shown, focusable and
 * read aloud, but not changeable. The server would keep the stored value anyway.
 */
export function ReadOnlyField({ label, value, className }: { label: string; value: string | null; className?: string }) {
  const { t } = useTranslation('cv');
  const id = useId();
  return (
    <div className={['field', 'cv-readonly', className ?? ''].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <input id={id} className="field__input" readOnly value={value ?? ''} aria-describedby={`${id}-hint`} />
      <p id={`${id}-hint`} className="field__hint">
        {t('common.managedByService')}
      </p>
    </div>
  );
}

interface RadioGroupProps {
  legend: string;
  name: string;
  value: string;
  options: readonly (SelectOption & { hint?: string })[];
  onChange: (value: string) => void;
  error?: string | undefined;
  required?: boolean;
}

export function RadioGroup({ legend, name, value, options, onChange, error, required }: RadioGroupProps) {
  const baseId = useId();
  const errorId = `${baseId}-error`;
  return (
    <fieldset
      className={['cv-fieldset', error ? 'cv-fieldset--invalid' : ''].filter(Boolean).join(' ')}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="field__label">
        {legend}
        {required && <RequiredMark />}
      </legend>
      <div className="cv-radios">
        {options.map((option) => (
          <div key={option.value} className="cv-check cv-check--radio">
            <input
              id={`${baseId}-${option.value}`}
              type="radio"
              className="cv-check__input"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              aria-describedby={option.hint ? `${baseId}-${option.value}-hint` : undefined}
            />
            <div className="cv-check__text">
              <label htmlFor={`${baseId}-${option.value}`} className="cv-check__label">
                {option.label}
              </label>
              {option.hint && (
                <p id={`${baseId}-${option.value}-hint`} className="cv-check__hint">
                  {option.hint}
                </p>
              )}
            </div>
          </div>
        ))}
      </div>
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
