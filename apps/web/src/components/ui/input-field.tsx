import { useId, type ReactNode, type Ref } from 'react';
import { useTranslation } from '@/lib/i18n';
import './form-fields.css';

/**
 * The form-field kit's base and its text input: a label, an optional hint and error, tied to the control through
 * aria-describedby, with the invalid and required states announced. The other controls are in form-fields.tsx; the
 * input stands alone so the login, which needs nothing else, does not load them before it paints.
 */

export interface FieldBase {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  /** Marked in the label and announced (aria-required); the check itself is the form's. */
  required?: boolean | undefined;
  className?: string | undefined;
}

export function useFieldIds(id: string | undefined, hint: string | undefined, error: string | undefined) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return { inputId, hintId, errorId, describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined };
}

/** The "(required)" after a label: announced with it, so the rule is heard before the field is filled. */
export function RequiredMark() {
  const { t } = useTranslation();
  return <span className="field__required"> ({t('form.required')})</span>;
}

/** A field's label (with the required mark) and its hint, for controls that draw the rest themselves. */
export function FieldLabel({ inputId, label, required, hint, hintId }: { inputId: string; label: string; required?: boolean | undefined; hint?: string | undefined; hintId?: string | undefined }) {
  return (
    <>
      <label htmlFor={inputId} className="field__label">
        {label}
        {required && <RequiredMark />}
      </label>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
    </>
  );
}

/** The attributes every control of the kit carries: its id, the invalid and required states, what describes it. */
export function controlProps(ids: ReturnType<typeof useFieldIds>, error: string | undefined, required: boolean | undefined) {
  return {
    id: ids.inputId,
    className: 'field__input',
    'aria-invalid': error ? true : undefined,
    'aria-required': required || undefined,
    'aria-describedby': ids.describedBy,
  };
}

export function FieldShell({
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
      <FieldLabel inputId={inputId} label={label} required={required} hint={hint} hintId={hintId} />
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
      <input ref={ref} {...controlProps(ids, error, required)} {...input} />
    </FieldShell>
  );
}
