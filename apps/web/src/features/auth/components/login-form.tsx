import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { checkCredentials, type LoginCredentials } from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { InputField } from '@/components/ui/input-field';
import { serverFieldErrors, useValidationText } from '@/lib/form-errors';

export type Credentials = LoginCredentials;
type Field = keyof Credentials;
/** In the order of the form: a failed submit focuses the first of them in error. */
const FIELDS = ['usuario', 'password'] as const satisfies readonly Field[];

/** Each field's error: a validation key ('required', 'maxLength') or a code the server named for it. */
type FieldErrors = Partial<Record<Field, string>>;

interface LoginFormProps {
  onSubmit: (credentials: Credentials) => Promise<unknown>;
  error: unknown;
  busy: boolean;
}

/**
 * User and password, checked with the contract's login rules (`checkCredentials`, the same keys as the schema, in
 * plain code: the login page paints without a form or schema library). Nothing is checked while typing until the
 * first submit; from then on each edit rechecks its field. A refusal (3, 9, 90, 601...) shows as an alert.
 */
export function LoginForm({ onSubmit, error, busy }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const errorText = useValidationText();
  // The inputs keep their own values, read on submit and on each edit: whatever filled them (typing, a password
  // manager) is what is checked and sent.
  const usuarioInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);

  const typed = (): Credentials => ({ usuario: usuarioInput.current?.value ?? '', password: passwordInput.current?.value ?? '' });

  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first === 'usuario') usuarioInput.current?.focus();
    else if (first === 'password') passwordInput.current?.focus();
  };

  const recheck = (field: Field) => {
    if (!submitted) return;
    const key = checkCredentials(typed()).errors[field];
    setErrors((current) => ({ ...current, [field]: key }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const { errors: found, credentials } = checkCredentials(typed());
    showErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await onSubmit(credentials);
    } catch (failure) {
      showErrors(Object.fromEntries(serverFieldErrors(failure, FIELDS).map(({ field, message }) => [field, message])));
    }
  };

  return (
    <form className="form" noValidate onSubmit={(event) => void submit(event)}>
      <ApiErrorAlert error={error} />
      <InputField
        label={t('form.user')}
        autoComplete="username"
        name="usuario"
        ref={usuarioInput}
        onChange={() => recheck('usuario')}
        error={errorText({ message: errors.usuario })}
      />
      <InputField
        label={t('form.password')}
        type="password"
        autoComplete="current-password"
        name="password"
        ref={passwordInput}
        onChange={() => recheck('password')}
        error={errorText({ message: errors.password })}
      />
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        {busy ? t('form.submitting') : t('form.submit')}
      </button>
    </form>
  );
}
