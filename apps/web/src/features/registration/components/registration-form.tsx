import { useId } from 'react';
import type { Path } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { ID_DOCUMENT_TYPES, Status, messageFor, registrationBody, validationText } from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { InputField, SelectField } from '@/components/ui/form-fields';
import { pathFor } from '@/config/routes';
import { isApiError } from '@/lib/api-client';
import { useContractForm } from '@/lib/use-contract-form';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useRegister, type RegistrationDatos } from '../api/register';

/** The form holds the privacy box as a plain boolean; the contract's schema then demands `true`. */
type RegistrationInput = Omit<z.input<typeof registrationBody>, 'aceptaPrivacidad'> & { aceptaPrivacidad: boolean };

const EMPTY: RegistrationInput = { nombre: '', apellidos: '', email: '', tipoDocumento: 'dni', documento: '', password: '', confirmacion: '', aceptaPrivacidad: false };

/** The refusals of registrarUsuario that are about one field: shown on it, in the catalogue's words. */
const STATUS_FIELDS: Partial<Record<number, Path<RegistrationInput>>> = {
  [Status.UserEmailAlreadyRegistered]: 'email',
  [Status.EmailRegistered]: 'email',
  [Status.EmailMalformed]: 'email',
  [Status.IdAlreadyRegistered]: 'documento',
  [Status.IdDocumentMalformed]: 'documento',
  [Status.IdMustBeDniNie]: 'tipoDocumento',
  [Status.PasswordNotSecure]: 'password',
};

/**
 * The candidate registration form (/registro), checked with the contract's body schema (DNI/NIE with the shared
 * modulo-23 rule, password rule, privacy acceptance); the server's refusals land on the field they concern.
 */
export function RegistrationForm({ onRegistered }: { onRegistered: (datos: RegistrationDatos) => void }) {
  const { t } = useTranslation('registration');
  const language = useLanguage();
  const registration = useRegister();
  const privacyErrorId = useId();
  const {
    register,
    handleSubmit,
    setError,
    markServerErrors,
    formState: { errors, isSubmitting },
  } = useContractForm(registrationBody, { defaultValues: EMPTY });

  const text = (error: { type?: string | undefined; message?: string | undefined } | undefined): string | undefined => {
    if (!error?.message) return undefined;
    return error.type === 'status' ? messageFor(Number(error.message), language).body : validationText(error.message, language);
  };

  const submit = handleSubmit(async (body) => {
    try {
      onRegistered(await registration.mutateAsync(body));
    } catch (error) {
      if (!isApiError(error)) return;
      const field = STATUS_FIELDS[error.status];
      if (field) {
        setError(field, { type: 'status', message: String(error.status) }, { shouldFocus: true });
        registration.reset();
      } else if (error.status === Status.MissingMandatoryData && markServerErrors(error)) {
        registration.reset();
      }
    }
  });

  const typeError = text(errors.tipoDocumento);
  return (
    <form className="form registration-form" noValidate onSubmit={(event) => void submit(event)}>
      <div className="registration-grid">
        <InputField label={t('form.name')} autoComplete="given-name" error={text(errors.nombre)} {...register('nombre')} />
        <InputField label={t('form.surnames')} autoComplete="family-name" error={text(errors.apellidos)} {...register('apellidos')} />
      </div>
      <InputField label={t('form.email')} type="email" autoComplete="email" hint={t('form.emailHint')} error={text(errors.email)} {...register('email')} />
      <div className="registration-grid">
        <SelectField
          label={t('form.documentType')}
          options={ID_DOCUMENT_TYPES.map((type) => ({ value: type, label: t(`documentTypes.${type}`) }))}
          error={typeError}
          {...register('tipoDocumento')}
        />
        <InputField
          label={t('form.documentNumber')}
          autoComplete="off"
          autoCapitalize="characters"
          hint={t('form.documentHint')}
          error={text(errors.documento)}
          {...register('documento')}
        />
      </div>
      <div className="registration-grid">
        <InputField
          label={t('form.password')}
          type="password"
          autoComplete="new-password"
          hint={t('form.passwordHint')}
          error={text(errors.password)}
          {...register('password')}
        />
        <InputField label={t('form.confirmation')} type="password" autoComplete="new-password" error={text(errors.confirmacion)} {...register('confirmacion')} />
      </div>
      <div className={`field${errors.aceptaPrivacidad ? ' field--invalid' : ''}`}>
        <label className="registration-check">
          <input
            type="checkbox"
            aria-invalid={errors.aceptaPrivacidad ? true : undefined}
            aria-describedby={errors.aceptaPrivacidad ? privacyErrorId : undefined}
            {...register('aceptaPrivacidad')}
          />
          <span>{t('form.privacy')}</span>
        </label>
        <p className="field__hint">
          <Link to={pathFor('privacy-policy', language)} target="_blank" rel="noopener">
            {t('form.readPrivacy')}
          </Link>
        </p>
        {errors.aceptaPrivacidad && (
          <p id={privacyErrorId} className="field__error">
            {text(errors.aceptaPrivacidad)}
          </p>
        )}
      </div>
      <ApiErrorAlert error={registration.error} />
      <button type="submit" className="button button--primary button--block" disabled={isSubmitting}>
        {isSubmitting ? t('form.submitting') : t('form.submit')}
      </button>
    </form>
  );
}
