import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import { COMPANY_DESCRIPTION_MAX, Status, companyDataBody, type CompanyData, type CompanyDataInput } from '@portal/shared';
import { ApiErrorAlert, CatalogueNotice } from '@/components/errors/api-error-alert';
import { CheckboxField, InputField, SelectField, TextAreaField } from '@/components/ui/form-fields';
import { useValidationText } from '@/lib/form-errors';
import { useContractForm } from '@/lib/use-contract-form';
import { useEditCompanyData } from '../api/edit-company-data';
import { ProvinceFields } from './province-fields';
import { useCompanyOptions } from './use-options';

/** What the inputs hold: text for every box and select, a boolean for the start-up box. */
type CompanyForm = Record<Exclude<keyof CompanyDataInput, 'startup'>, string> & { startup: boolean };



const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));

function defaults(data: CompanyData): CompanyForm {
  return {
    nombreFiscal: data.nombreFiscal,
    nombreComercial: data.nombreComercial,
    cif: data.cif,
    idSector: text(data.idSector),
    startup: data.startup,
    idTipoEmpresa: text(data.idTipoEmpresa),
    direccion: text(data.direccion),
    cp: text(data.cp),
    poblacion: text(data.poblacion),
    idPais: text(data.idPais),
    idProvincia: text(data.idProvincia),
    provincia: data.idProvincia === null ? text(data.provincia) : '',
    web: text(data.web),
    numEmpleados: text(data.numEmpleados),
    descripcion: text(data.descripcion),
  };
}

/**
 * The company data of /mi-empresa (editaEmpresaCompletos), checked with the contract's schema: the same rules the
 * server applies (spec 1 §5 "Company"); the server's refusals (8 CIF of another company...) land on their field.
 */
export function CompanyDataForm({ data }: { data: CompanyData }) {
  const { t } = useTranslation('company');
  const fieldText = useValidationText();
  const options = useCompanyOptions();
  const edit = useEditCompanyData();
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    markServerErrors,
    control,
    formState: { errors, isSubmitting },
  } = useContractForm(companyDataBody, { defaultValues: defaults(data) });

  const submit = handleSubmit(async (values) => {
    setSaved(false);
    try {
      await edit.mutateAsync(values);
      setSaved(true);
    } catch (error) {
      if (markServerErrors(error)) edit.reset();
    }
  });

  const err = (field: keyof CompanyForm) => fieldText(errors[field]);
  const description = useWatch({ control, name: 'descripcion' }) ?? '';
  const country = useWatch({ control, name: 'idPais' });
  return (
    <form className="form company-form" noValidate onSubmit={(event) => void submit(event)}>
      <div className="company-grid">
        <InputField label={t('fields.nombreFiscal')} required autoComplete="organization" error={err('nombreFiscal')} {...register('nombreFiscal')} />
        <InputField label={t('fields.nombreComercial')} required error={err('nombreComercial')} {...register('nombreComercial')} />
        <InputField label={t('fields.cif')} required autoCapitalize="characters" hint={t('request.cifHint')} error={err('cif')} {...register('cif')} />
        <SelectField label={t('fields.idTipoEmpresa')} required options={options.companyTypes} placeholder={t('choose')} error={err('idTipoEmpresa')} {...register('idTipoEmpresa')} />
        <SelectField label={t('fields.idSector')} required options={options.sectors} placeholder={t('choose')} error={err('idSector')} {...register('idSector')} />
        <InputField label={t('fields.numEmpleados')} inputMode="numeric" error={err('numEmpleados')} {...register('numEmpleados')} />
        <CheckboxField label={t('fields.startup')} className="company-grid__wide" {...register('startup')} />
        <InputField label={t('fields.direccion')} required autoComplete="street-address" className="company-grid__wide" error={err('direccion')} {...register('direccion')} />
        <InputField label={t('fields.cp')} required autoComplete="postal-code" error={err('cp')} {...register('cp')} />
        <InputField label={t('fields.poblacion')} autoComplete="address-level2" error={err('poblacion')} {...register('poblacion')} />
        <ProvinceFields
          country={country}
          countryField={register('idPais')}
          provinceIdField={register('idProvincia')}
          provinceTextField={register('provincia')}
          errors={{ country: err('idPais'), provinceId: err('idProvincia'), provinceText: err('provincia') }}
        />
        <InputField label={t('fields.web')} type="url" autoComplete="url" className="company-grid__wide" error={err('web')} {...register('web')} />
        <TextAreaField
          label={t('fields.descripcion')}
          hint={t('company.descriptionHint')}
          rows={7}
          className="company-grid__wide"
          length={description.length}
          maxLength={COMPANY_DESCRIPTION_MAX}
          error={err('descripcion')}
          {...register('descripcion')}
        />
      </div>
      <ApiErrorAlert error={edit.error} />
      {saved && <CatalogueNotice status={Status.ChangesSaved} />}
      <div className="company-actions">
        <button type="submit" className="button button--primary" disabled={isSubmitting}>
          {isSubmitting ? t('company.saving') : t('company.save')}
        </button>
      </div>
    </form>
  );
}
