import { useId, type Ref } from 'react';
import { useTranslation } from '@/lib/i18n';
import { FieldShell, RequiredMark, controlProps, useFieldIds, type FieldBase } from './input-field';

/**
 * The form-field kit of every form (the base and the text input in input-field.tsx): a label, an optional hint and
 * error, tied to the control through aria-describedby, with the invalid and required states announced.
 */
export { FieldLabel, InputField, RequiredMark } from './input-field';

export interface SelectOption {
  value: string;
  label: string;
  /** Where two options share a value (a degree studied twice), what tells them apart. */
  key?: string;
}

type SelectProps = FieldBase &
  Omit<React.SelectHTMLAttributes<HTMLSelectElement>, 'required'> & {
    options: readonly SelectOption[];
    /** The first, empty option ("Choose one", or "None" where the field may be cleared); none where a value is always chosen. */
    placeholder?: string;
    ref?: Ref<HTMLSelectElement>;
  };

export function SelectField({ label, hint, error, required, className, id, options, placeholder, ref, ...select }: SelectProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldShell {...{ label, hint, error, required, className }} inputId={ids.inputId} hintId={ids.hintId} errorId={ids.errorId}>
      <select ref={ref} {...controlProps(ids, error, required)} {...select}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.key ?? option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

type TextAreaProps = FieldBase &
  Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, 'required'> & {
    /** Characters typed so far: with `maxLength`, a counter under the field. */
    length?: number;
    maxLength?: number;
    ref?: Ref<HTMLTextAreaElement>;
  };

/** A text area, with a live character counter when it has a limit (announced politely, only near the limit). */
export function TextAreaField({ label, hint, error, required, className, id, length, maxLength, ref, ...textarea }: TextAreaProps) {
  const { t } = useTranslation();
  const ids = useFieldIds(id, hint, error);
  const counted = length !== undefined && maxLength !== undefined;
  const counterId = counted ? `${ids.inputId}-counter` : undefined;
  const nearLimit = counted && length > maxLength * 0.9;
  return (
    <FieldShell {...{ label, hint, error, required, className }} inputId={ids.inputId} hintId={ids.hintId} errorId={ids.errorId}>
      <textarea
        ref={ref}
        {...controlProps(ids, error, required)}
        className="field__input field__textarea"
        aria-describedby={[ids.describedBy, counterId].filter(Boolean).join(' ') || undefined}
        maxLength={maxLength}
        {...textarea}
      />
      {counted && (
        <p id={counterId} className={['field__counter', nearLimit ? 'field__counter--near' : ''].join(' ')} aria-live={nearLimit ? 'polite' : 'off'}>
          {t('form.counter', { count: length, max: maxLength })}
        </p>
      )}
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
    <div className={['check-field', className ?? ''].filter(Boolean).join(' ')}>
      <input ref={ref} id={ids.inputId} type="checkbox" className="check-field__input" aria-describedby={ids.describedBy} {...input} />
      <div className="check-field__text">
        <label htmlFor={ids.inputId} className="check-field__label">
          {label}
        </label>
        {hint && (
          <p id={ids.hintId} className="check-field__hint">
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
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={['field', 'field--readonly', className ?? ''].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <input id={id} className="field__input" readOnly value={value ?? ''} aria-describedby={`${id}-hint`} />
      <p id={`${id}-hint`} className="field__hint">
        {t('form.managedByService')}
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
      className={['field-group', error ? 'field-group--invalid' : ''].filter(Boolean).join(' ')}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="field__label">
        {legend}
        {required && <RequiredMark />}
      </legend>
      <div className="field-group__radios">
        {options.map((option) => (
          <div key={option.value} className="check-field check-field--radio">
            <input
              id={`${baseId}-${option.value}`}
              type="radio"
              className="check-field__input"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              aria-describedby={option.hint ? `${baseId}-${option.value}-hint` : undefined}
            />
            <div className="check-field__text">
              <label htmlFor={`${baseId}-${option.value}`} className="check-field__label">
                {option.label}
              </label>
              {option.hint && (
                <p id={`${baseId}-${option.value}-hint`} className="check-field__hint">
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
