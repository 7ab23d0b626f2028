import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import { loginBody } from '@portal/shared';
import type { z } from 'zod';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { InputField } from '@/components/ui/form-fields';
import { applyServerFieldErrors, useValidationText } from '@/lib/form-errors';

export const credentialsSchema = loginBody.pick({ usuario: true, password: true });
export type Credentials = z.output<typeof credentialsSchema>;

interface LoginFormProps {
  onSubmit: (credentials: Credentials) => Promise<unknown>;
  error: unknown;
  busy: boolean;
}

/** User and password, checked with the contract's login schema; a refusal (3, 9, 90, 601...) shows as an alert. */
export function LoginForm({ onSubmit, error, busy }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const errorText = useValidationText();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<z.input<typeof credentialsSchema>, unknown, Credentials>({
    resolver: zodResolver(credentialsSchema),
    defaultValues: { usuario: '', password: '' },
  });

  const submit = handleSubmit(async (credentials) => {
    try {
      await onSubmit(credentials);
    } catch (failure) {
      applyServerFieldErrors(failure, ['usuario', 'password'], setError);
    }
  });

  return (
    <form className="form" noValidate onSubmit={(event) => void submit(event)}>
      <ApiErrorAlert error={error} />
      <InputField label={t('form.user')} autoComplete="username" error={errorText(errors.usuario)} {...register('usuario')} />
      <InputField label={t('form.password')} type="password" autoComplete="current-password" error={errorText(errors.password)} {...register('password')} />
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        {busy ? t('form.submitting') : t('form.submit')}
      </button>
    </form>
  );
}
