import { useTranslation } from '@/lib/i18n';
import { SPAIN_COUNTRY_ID } from '@portal/shared';
import { InputField, SelectField } from '@/components/ui/form-fields';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useCompanyOptions } from './use-options';

interface ProvinceFieldsProps {
  country: string | undefined;
  countryField: UseFormRegisterReturn;
  provinceIdField: UseFormRegisterReturn;
  provinceTextField: UseFormRegisterReturn;
  errors: { country?: string | undefined; provinceId?: string | undefined; provinceText?: string | undefined };
}

/** Country, then the province: from the list in Spain, written out anywhere else (spec 1 §5). */
export function ProvinceFields({ country, countryField, provinceIdField, provinceTextField, errors }: ProvinceFieldsProps) {
  const { t } = useTranslation('company');
  const options = useCompanyOptions();
  const inSpain = country === String(SPAIN_COUNTRY_ID);
  return (
    <>
      <SelectField label={t('fields.idPais')} required options={options.countries} placeholder={t('choose')} error={errors.country} {...countryField} />
      {inSpain ? (
        <SelectField label={t('fields.idProvincia')} required options={options.provinces} placeholder={t('choose')} error={errors.provinceId} {...provinceIdField} />
      ) : (
        <InputField label={t('fields.provincia')} required={country !== undefined && country !== ''} error={errors.provinceText} {...provinceTextField} />
      )}
    </>
  );
}
