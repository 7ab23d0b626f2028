import { ssoSettingsBody, SSO_CANDIDATE_FIELDS, type SsoSettings } from '@portal/shared';
import { useTranslation } from '@/lib/i18n';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { CheckboxField, InputField, SelectField } from '@/components/ui/form-fields';
import { useValidationText } from '@/lib/form-errors';
import { useContractForm } from '@/lib/use-contract-form';
import { useSaveSsoSettings } from '../api/sso-settings';

/**
 * The institution's single sign-on (OpenID Connect): the provider's issuer, the portal's client id and secret there,
 * and the claim that identifies the person with the candidate field it is matched against. The secret is write-only:
 * left empty, the kept one stays.
 */
export function SsoForm({ settings, onDone }: { settings: SsoSettings; onDone: (message: string) => void }) {
  const { t } = useTranslation('staffContent');
  const text = useValidationText();
  const save = useSaveSsoSettings();
  const {
    register,
    handleSubmit,
    markServerErrors,
    reset,
    formState: { errors },
  } = useContractForm(ssoSettingsBody, {
    defaultValues: { activo: settings.activo, emisor: settings.emisor, idCliente: settings.idCliente, secreto: '', claim: settings.claim, campo: settings.campo },
  });
  const submit = handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: (saved) => {
        reset({ activo: saved.activo, emisor: saved.emisor, idCliente: saved.idCliente, secreto: '', claim: saved.claim, campo: saved.campo });
        onDone(t('settings.sso.done'));
      },
      onError: markServerErrors,
    }),
  );
  return (
    <form className="form card" onSubmit={submit} noValidate aria-labelledby="settings-sso">
      <h2 id="settings-sso">{t('settings.sso.title')}</h2>
      <p>{t('settings.sso.intro')}</p>
      <CheckboxField label={t('settings.sso.on')} hint={t('settings.sso.onHint')} {...register('activo')} />
      <InputField label={t('settings.sso.issuer')} hint={t('settings.sso.issuerHint')} type="url" autoComplete="off" error={text(errors.emisor)} {...register('emisor')} />
      <InputField label={t('settings.sso.clientId')} autoComplete="off" error={text(errors.idCliente)} {...register('idCliente')} />
      <InputField
        label={t('settings.sso.secret')}
        hint={settings.secretoGuardado ? t('settings.sso.secretKept') : t('settings.sso.secretNone')}
        type="password"
        autoComplete="new-password"
        error={text(errors.secreto)}
        {...register('secreto')}
      />
      <InputField label={t('settings.sso.claim')} hint={t('settings.sso.claimHint')} autoComplete="off" error={text(errors.claim)} {...register('claim')} />
      <SelectField
        label={t('settings.sso.field')}
        options={SSO_CANDIDATE_FIELDS.map((value) => ({ value, label: t(`settings.sso.fields.${value}`) }))}
        error={text(errors.campo)}
        {...register('campo')}
      />
      <p className="sso-settings__redirect">
        {t('settings.sso.redirect')}: <code>{settings.urlRetorno}</code>
      </p>
      {save.error ? <ApiErrorAlert error={save.error} /> : null}
      <div className="actions">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {t('settings.sso.save')}
        </button>
      </div>
    </form>
  );
}
