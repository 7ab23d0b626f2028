import { Link } from 'react-router';
import { Status, zPasswordWithConfirmation } from '@portal/shared';
import { ApiErrorAlert, CatalogueNotice } from '@/components/errors/api-error-alert';
import { pathFor } from '@/config/routes';
import { isApiError } from '@/lib/api-client';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useResetPassword, type PasswordLinkKind } from '../api/reset-password';
import { NewPasswordFields } from './new-password-fields';
import { useContractForm } from '@/lib/use-contract-form';


/**
 * With the link's token: the new password and its confirmation, checked with the shared rule (8 characters and a
 * digit, both equal) before anything is sent.
 */
export function NewPasswordForm({ kind, token }: { kind: PasswordLinkKind; token: string }) {
  const { t } = useTranslation('auth');
  const language = useLanguage();
  const reset = useResetPassword(kind);
  const {
    register,
    handleSubmit,
    markServerErrors,
    formState: { errors },
  } = useContractForm(zPasswordWithConfirmation, {
    defaultValues: { password: '', confirmacion: '' },
  });

  const loginRoute = kind === 'reset-candidate' ? 'login-candidate' : 'login-company';
  if (reset.isSuccess) {
    return (
      <CatalogueNotice status={kind === 'set-password' ? Status.PasswordSet : Status.PasswordReset}>
        <p>
          <Link to={pathFor(loginRoute, language)} className="button button--primary">
            {t('reset.goToLogin')}
          </Link>
        </p>
      </CatalogueNotice>
    );
  }

  const linkUnusable = isApiError(reset.error) && reset.error.status === Status.LinkExpiredOrUsed;
  const submit = handleSubmit((values) =>
    reset.mutate({ token, ...values }, { onError: (failure) => markServerErrors(failure) }),
  );
  return (
    <form className="form" noValidate onSubmit={(event) => void submit(event)}>
      <p>{kind === 'set-password' ? t('reset.setIntro') : t('reset.newIntro')}</p>
      <ApiErrorAlert error={reset.error} />
      {linkUnusable && (
        <p>
          <Link to={pathFor(kind === 'reset-candidate' ? 'reset-candidate' : 'reset-company', language)}>{t('reset.requestAgain')}</Link>
        </p>
      )}
      <NewPasswordFields register={register} errors={errors} />
      <button type="submit" className="button button--primary button--block" disabled={reset.isPending}>
        {t('reset.save')}
      </button>
    </form>
  );
}
