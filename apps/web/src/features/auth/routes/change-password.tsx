import { useTranslation } from '@/lib/i18n';
import { changePasswordBody, Status } from '@portal/shared';
import { ApiErrorAlert, CatalogueNotice } from '@/components/errors/api-error-alert';
import { InputField } from '@/components/ui/input-field';
import { useValidationText } from '@/lib/form-errors';
import { useUser } from '@/lib/session';
import { useChangePassword } from '../api/change-password';
import { NewPasswordFields } from '../components/new-password-fields';
import { useContractForm } from '@/lib/use-contract-form';


/** /cambiar-password, from the menu: the current password and the new one twice. */
export default function ChangePasswordPage() {
  const { t } = useTranslation('auth');
  const user = useUser();
  const errorText = useValidationText();
  const change = useChangePassword(user?.rol ?? 'Alumno');
  const {
    register,
    handleSubmit,
    reset,
    markServerErrors,
    formState: { errors },
  } = useContractForm(changePasswordBody, {
    defaultValues: { passwordActual: '', password: '', confirmacion: '' },
  });

  const submit = handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => reset(),
      onError: (failure) => markServerErrors(failure),
    }),
  );

  return (
    <div className="page-content login-page">
      <div className="card login-card">
        {change.isSuccess && <CatalogueNotice status={Status.PasswordChanged} />}
        <form className="form" noValidate onSubmit={(event) => void submit(event)}>
          <p>{t('change.intro')}</p>
          <ApiErrorAlert error={change.error} />
          <InputField
            label={t('change.current')}
            type="password"
            autoComplete="current-password"
            error={errorText(errors.passwordActual)}
            {...register('passwordActual')}
          />
          <NewPasswordFields register={register} errors={errors} />
          <button type="submit" className="button button--primary button--block" disabled={change.isPending}>
            {t('change.submit')}
          </button>
        </form>
      </div>
    </div>
  );
}
