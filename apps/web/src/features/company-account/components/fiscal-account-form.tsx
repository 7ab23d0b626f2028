import { useWatch } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import { POSTAL_ADDRESS_MAX, fiscalAccountBody, type FiscalAccountInput } from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { CheckboxField, InputField } from '@/components/ui/form-fields';
import { useValidationText } from '@/lib/form-errors';
import { useContractForm } from '@/lib/use-contract-form';
import { useAddFiscalAccount } from '../api/add-fiscal-account';
import { ProvinceFields } from './province-fields';

type AccountForm = Record<Exclude<keyof FiscalAccountInput, 'requiereEnvioPostalFacturas'>, string> & { requiereEnvioPostalFacturas: boolean };



/**
 * A new fiscal (billing) account (addCuentaFacturacion, spec 1 §5 "Fiscal account"): the province from the list in
 * Spain and written out elsewhere; the postal address only when invoices go by post.
 */
export function FiscalAccountForm({ onSaved, onCancel, defaults }: { onSaved: () => void; onCancel: () => void; defaults: Partial<AccountForm> }) {
  const { t } = useTranslation('company');
  const fieldText = useValidationText();
  const add = useAddFiscalAccount();
  const {
    register,
    handleSubmit,
    markServerErrors,
    control,
    formState: { errors, isSubmitting },
  } = useContractForm(fiscalAccountBody, {
    defaultValues: {
      NombreFiscal: '',
      CIF: '',
      domicilioFiscal: '',
      idPais: '',
      idProvincia: '',
      provincia: '',
      poblacion: '',
      cp: '',
      requiereEnvioPostalFacturas: false,
      domicilioEnvioPostal: '',
      ...defaults,
    },
  });

  const submit = handleSubmit(async (values) => {
    try {
      await add.mutateAsync(values);
      onSaved();
    } catch (error) {
      if (markServerErrors(error)) add.reset();
    }
  });

  const err = (field: keyof AccountForm) => fieldText(errors[field]);
  const byPost = useWatch({ control, name: 'requiereEnvioPostalFacturas' });
  const country = useWatch({ control, name: 'idPais' });
  return (
    <form className="form company-form" noValidate onSubmit={(event) => void submit(event)}>
      <div className="company-grid">
        <InputField label={t('fields.NombreFiscal')} required error={err('NombreFiscal')} {...register('NombreFiscal')} />
        <InputField label={t('fields.CIF')} required autoCapitalize="characters" error={err('CIF')} {...register('CIF')} />
        <InputField label={t('fields.domicilioFiscal')} required className="company-grid__wide" error={err('domicilioFiscal')} {...register('domicilioFiscal')} />
        <InputField label={t('fields.cp')} required error={err('cp')} {...register('cp')} />
        <InputField label={t('fields.poblacion')} required error={err('poblacion')} {...register('poblacion')} />
        <ProvinceFields
          country={country}
          countryField={register('idPais')}
          provinceIdField={register('idProvincia')}
          provinceTextField={register('provincia')}
          errors={{ country: err('idPais'), provinceId: err('idProvincia'), provinceText: err('provincia') }}
        />
        <CheckboxField label={t('fields.requiereEnvioPostalFacturas')} className="company-grid__wide" {...register('requiereEnvioPostalFacturas')} />
        {byPost && (
          <InputField
            label={t('fields.domicilioEnvioPostal')}
            required
            maxLength={POSTAL_ADDRESS_MAX}
            className="company-grid__wide"
            error={err('domicilioEnvioPostal')}
            {...register('domicilioEnvioPostal')}
          />
        )}
      </div>
      <ApiErrorAlert error={add.error} />
      <div className="company-actions">
        <button type="submit" className="button button--primary" disabled={isSubmitting}>
          {isSubmitting ? t('accounts.saving') : t('accounts.save')}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('accounts.cancel')}
        </button>
      </div>
    </form>
  );
}
