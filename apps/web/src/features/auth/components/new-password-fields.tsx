import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import { InputField } from '@/components/ui/input-field';
import { useValidationText } from '@/lib/form-errors';

interface NewPasswordValues {
  password: string;
  confirmacion: string;
}

/**
 * The new password and its confirmation, as every password form asks them (reset link, first password, change):
 * the browser's password manager is offered to generate one (`new-password`), the rule is said under the field.
 */
export function NewPasswordFields<T extends NewPasswordValues>({ register, errors }: { register: UseFormRegister<T>; errors: FieldErrors<NewPasswordValues> }) {
  const { t } = useTranslation('auth');
  const errorText = useValidationText();
  // Both forms' values contain these two fields; react-hook-form cannot see that through the generic.
  const registerField = register as unknown as UseFormRegister<NewPasswordValues>;
  return (
    <>
      <InputField
        label={t('reset.newPassword')}
        type="password"
        autoComplete="new-password"
        hint={t('reset.passwordHint')}
        error={errorText(errors.password)}
        {...registerField('password')}
      />
      <InputField label={t('reset.confirmPassword')} type="password" autoComplete="new-password" error={errorText(errors.confirmacion)} {...registerField('confirmacion')} />
    </>
  );
}
