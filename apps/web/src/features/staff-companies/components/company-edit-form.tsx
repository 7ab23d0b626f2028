import { useTranslation } from '@/lib/i18n';
import { staffCompanyEditBody, type StaffCompanyDetail } from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { InputField, TextAreaField } from '@/components/ui/form-fields';
import { useValidationText } from '@/lib/form-errors';
import { useContractForm } from '@/lib/use-contract-form';
import { useCompanyAction } from '../api/company-actions';

/** The company's data as staff correct it (same rules as the server: the shared schema is the resolver). */
export function CompanyEditForm({ company, onSaved }: { company: StaffCompanyDetail; onSaved: () => void }) {
  const { t } = useTranslation('staff');
  const text = useValidationText();
  const edit = useCompanyAction('edit');
  const {
    register,
    handleSubmit,
    markServerErrors,
    formState: { errors },
  } = useContractForm(staffCompanyEditBody, {
    defaultValues: {
      idEmpresa: company.idEmpresa,
      razonSocial: company.razonSocial,
      nombreComercial: company.nombreComercial,
      descripcion: company.descripcion ?? '',
      web: company.web ?? '',
      direccion: company.direccion ?? '',
      codigoPostal: company.codigoPostal ?? '',
      localidad: company.localidad ?? '',
      empleados: company.empleados ?? '',
    },
  });
  const submit = handleSubmit((values) => edit.mutate(values, { onSuccess: onSaved, onError: markServerErrors }));
  return (
    <form className="form card" onSubmit={submit} noValidate>
      <h2>{t('companyDetail.editTitle')}</h2>
      <InputField label={t('companyDetail.legalName')} error={text(errors.razonSocial)} {...register('razonSocial')} />
      <InputField label={t('companyDetail.tradeName')} error={text(errors.nombreComercial)} {...register('nombreComercial')} />
      <TextAreaField label={t('companyDetail.description')} error={text(errors.descripcion)} {...register('descripcion')} />
      <InputField label={t('companyDetail.website')} type="url" error={text(errors.web)} {...register('web')} />
      <InputField label={t('companyDetail.address')} error={text(errors.direccion)} {...register('direccion')} />
      <InputField label={t('companyDetail.postalCode')} error={text(errors.codigoPostal)} {...register('codigoPostal')} />
      <InputField label={t('companyDetail.locality')} error={text(errors.localidad)} {...register('localidad')} />
      <InputField label={t('companyDetail.employees')} inputMode="numeric" error={text(errors.empleados)} {...register('empleados')} />
      {edit.error ? <ApiErrorAlert error={edit.error} /> : null}
      <div className="actions">
        <button type="submit" className="button button--primary" disabled={edit.isPending}>
          {t('save')}
        </button>
      </div>
    </form>
  );
}
