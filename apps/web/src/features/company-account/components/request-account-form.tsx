import { useId } from 'react';
import { Link } from 'react-router';
import { companyRequestBody, isValidTaxId, type CompanyRequestBody, type CompanyRequestInput } from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { InputField, SelectField } from '@/components/ui/form-fields';
import { pathFor } from '@/config/routes';
import { isApiError } from '@/lib/api-client';
import { useValidationText } from '@/lib/form-errors';
import { useContractForm } from '@/lib/use-contract-form';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { cifExists, useRequestAccount } from '../api/request-account';
import { useCompanyOptions } from './use-options';

type RequestForm = Record<Exclude<keyof CompanyRequestInput, 'aceptaPrivacidad'>, string> & { aceptaPrivacidad: boolean };



/**
 * The company account request (/solicitar-cuenta, guardarUsuarioEmpresa), checked with the contract's schema: the
 * CIF by its control character, the contact's data, the password rule, the privacy acceptance. Leaving the CIF box
 * asks existeCIF, so a company that already has an account hears it before filling the rest.
 */
export function RequestAccountForm({ onDone }: { onDone: (body: CompanyRequestBody) => void }) {
  const { t } = useTranslation('company');
  const language = useLanguage();
  const fieldText = useValidationText();
  const options = useCompanyOptions();
  const request = useRequestAccount();
  const privacyErrorId = useId();
  const {
    register,
    handleSubmit,
    setError,
    markServerErrors,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useContractForm(companyRequestBody, {
    defaultValues: {
      cif: '',
      nombreFiscal: '',
      nombreComercial: '',
      idSector: '',
      nombre: '',
      apellidos: '',
      puesto: '',
      email: '',
      telefono1: '',
      password: '',
      confirmacion: '',
      aceptaPrivacidad: false,
    },
  });

  const checkCif = async (cif: string) => {
    if (!isValidTaxId(cif)) return;
    try {
      const { existe } = await cifExists(cif);
      if (existe) setError('cif', { type: 'server', message: 'status:8' });
      else clearErrors('cif');
    } catch {
      // Only a hint: the request itself checks the CIF again.
    }
  };

  const submit = handleSubmit(async (body) => {
    try {
      await request.mutateAsync(body);
      onDone(body);
    } catch (error) {
      if (isApiError(error) && markServerErrors(error)) request.reset();
    }
  });

  const err = (field: keyof RequestForm) => fieldText(errors[field]);
  const cifField = register('cif');
  return (
    <form className="form company-form" noValidate onSubmit={(event) => void submit(event)}>
      <fieldset>
        <legend>{t('request.companySection')}</legend>
        <div className="company-grid">
          <InputField
            label={t('fields.cif')}
            required
            autoCapitalize="characters"
            hint={t('request.cifHint')}
            error={errors.cif?.message === 'status:8' ? t('request.cifTaken') : err('cif')}
            {...cifField}
            onBlur={(event) => {
              void cifField.onBlur(event);
              void checkCif(event.target.value);
            }}
          />
          <SelectField label={t('fields.idSector')} required options={options.sectors} placeholder={t('choose')} error={err('idSector')} {...register('idSector')} />
          <InputField label={t('fields.nombreFiscal')} required autoComplete="organization" error={err('nombreFiscal')} {...register('nombreFiscal')} />
          <InputField label={t('fields.nombreComercial')} required error={err('nombreComercial')} {...register('nombreComercial')} />
        </div>
      </fieldset>
      <fieldset>
        <legend>{t('request.contactSection')}</legend>
        <div className="company-grid">
          <InputField label={t('fields.nombre')} required autoComplete="given-name" error={err('nombre')} {...register('nombre')} />
          <InputField label={t('fields.apellidos')} required autoComplete="family-name" error={err('apellidos')} {...register('apellidos')} />
          <InputField label={t('fields.puesto')} required autoComplete="organization-title" error={err('puesto')} {...register('puesto')} />
          <InputField label={t('fields.telefono1')} required type="tel" autoComplete="tel" error={err('telefono1')} {...register('telefono1')} />
          <InputField
            label={t('fields.email')}
            required
            type="email"
            autoComplete="email"
            hint={t('request.emailHint')}
            className="company-grid__wide"
            error={err('email')}
            {...register('email')}
          />
        </div>
      </fieldset>
      <fieldset>
        <legend>{t('request.accessSection')}</legend>
        <div className="company-grid">
          <InputField
            label={t('fields.password')}
            required
            type="password"
            autoComplete="new-password"
            hint={t('request.passwordHint')}
            error={err('password')}
            {...register('password')}
          />
          <InputField label={t('request.confirmation')} required type="password" autoComplete="new-password" error={err('confirmacion')} {...register('confirmacion')} />
        </div>
        <div className={`field${errors.aceptaPrivacidad ? ' field--invalid' : ''}`}>
          <div className="company-checks">
            <label>
              <input
                type="checkbox"
                aria-invalid={errors.aceptaPrivacidad ? true : undefined}
                aria-describedby={errors.aceptaPrivacidad ? privacyErrorId : undefined}
                {...register('aceptaPrivacidad')}
              />
              {t('request.privacy')}
            </label>
          </div>
          <p className="field__hint">
            <Link to={pathFor('privacy-policy', language)} target="_blank" rel="noopener">
              {t('request.readPrivacy')}
            </Link>
          </p>
          {errors.aceptaPrivacidad && (
            <p id={privacyErrorId} className="field__error">
              {err('aceptaPrivacidad')}
            </p>
          )}
        </div>
      </fieldset>
      <ApiErrorAlert error={request.error} />
      <button type="submit" className="button button--primary button--block" disabled={isSubmitting}>
        {isSubmitting ? t('request.submitting') : t('request.submit')}
      </button>
    </form>
  );
}
