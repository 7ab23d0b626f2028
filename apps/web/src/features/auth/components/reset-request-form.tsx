import { useTranslation } from '@/lib/i18n';
import { Status } from '@portal/shared';
import { z } from 'zod';
import { ApiErrorAlert, CatalogueNotice } from '@/components/errors/api-error-alert';
import { InputField } from '@/components/ui/input-field';
import { useValidationText } from '@/lib/form-errors';
import { useRequestPasswordReset, type ResetAudience } from '../api/request-password-reset';
import { useContractForm } from '@/lib/use-contract-form';

const schema = z.object({ usuario: z.string({ error: 'required' }).trim().min(1, 'required').max(254, 'maxLength') });

/** Without a link token: asks for the user and mails a reset link (505), or says no user matches (524). */
export function ResetRequestForm({ audience }: { audience: ResetAudience }) {
  const { t } = useTranslation('auth');
  const errorText = useValidationText();
  const request = useRequestPasswordReset(audience);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useContractForm(schema, { defaultValues: { usuario: '' } });

  if (request.isSuccess) return <CatalogueNotice status={Status.RecoveryLinkSent} />;

  return (
    <form className="form" noValidate onSubmit={(event) => void handleSubmit((values) => request.mutate(values.usuario))(event)}>
      <p>{audience === 'Alumno' ? t('reset.requestIntroCandidate') : t('reset.requestIntroCompany')}</p>
      <ApiErrorAlert error={request.error} />
      <InputField label={t('reset.user')} autoComplete="username" error={errorText(errors.usuario)} {...register('usuario')} />
      <button type="submit" className="button button--primary button--block" disabled={request.isPending}>
        {t('reset.send')}
      </button>
    </form>
  );
}
