import { useId, useState } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import { Status, contactBody, type CompanyContact, type ContactInput } from '@portal/shared';
import { ApiErrorAlert, CatalogueNotice } from '@/components/errors/api-error-alert';
import { InputField, SelectField } from '@/components/ui/form-fields';
import { useBrand } from '@/lib/brand';
import { useValidationText } from '@/lib/form-errors';
import { useContractForm } from '@/lib/use-contract-form';
import { useSaveContact } from '../api/save-contact';
import { useCompanyOptions } from './use-options';

type TextField = Exclude<keyof ContactInput, 'tipoContacto' | 'aniosForoEmpleo'>;
/** What the inputs hold: text for boxes and selects, the ticked values of the two checkbox groups. */
type ContactForm = Record<TextField, string> & { tipoContacto: string[]; aniosForoEmpleo: string[] };



const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));

function defaults(contact: CompanyContact | undefined): ContactForm {
  return {
    nombre: text(contact?.nombre),
    apellidos: text(contact?.apellidos),
    puesto: text(contact?.puesto),
    email: text(contact?.email),
    telefono1: text(contact?.telefono1),
    telefono2: text(contact?.telefono2),
    departamento: text(contact?.departamento),
    direccion: text(contact?.direccion),
    localidad: text(contact?.localidad),
    cp: text(contact?.cp),
    nif: text(contact?.nif),
    idPais: text(contact?.idPais),
    provincia: text(contact?.provincia),
    tipoContacto: (contact?.tipoContacto ?? []).map(String),
    aniosForoEmpleo: (contact?.aniosForoEmpleo ?? []).map(String),
  };
}

/** The first error of a checkbox group (the group itself or one of its values). */
function groupError(error: unknown): FieldError | undefined {
  if (!error) return undefined;
  if (Array.isArray(error)) return (error as (FieldError | undefined)[]).find(Boolean);
  return error as FieldError;
}

interface ContactFormProps {
  /** The contact to edit; none for a new one. */
  contact?: CompanyContact | undefined;
  submitLabel: string;
  onSaved?: () => void;
  onCancel?: () => void;
}

/**
 * A company contact (spec 1 §5 "Contact"), for /mi-perfil and the contacts of /mi-empresa: addContactoEmpresa or
 * editaContactoEmpresa, checked with the contract's schema. Contact types are asked only when the brand says so
 * (requestTipoContacto; none ticked means the general contact, 9); forum years from 2010 to this year.
 */
export function ContactForm({ contact, submitLabel, onSaved, onCancel }: ContactFormProps) {
  const { t } = useTranslation('company');
  const fieldText = useValidationText();
  const brand = useBrand();
  const options = useCompanyOptions();
  const save = useSaveContact();
  const [saved, setSaved] = useState(false);
  const typesId = useId();
  const yearsId = useId();
  const {
    register,
    handleSubmit,
    markServerErrors,
    formState: { errors, isSubmitting },
  } = useContractForm(contactBody, { defaultValues: defaults(contact) });

  const submit = handleSubmit(async (values) => {
    setSaved(false);
    try {
      await save.mutateAsync({ ...values, idContacto: contact?.idContacto });
      setSaved(true);
      onSaved?.();
    } catch (error) {
      if (markServerErrors(error)) save.reset();
    }
  });

  const err = (field: TextField) => fieldText(errors[field]);
  const typesError = fieldText(groupError(errors.tipoContacto));
  const yearsError = fieldText(groupError(errors.aniosForoEmpleo));
  return (
    <form className="form company-form" noValidate onSubmit={(event) => void submit(event)}>
      <div className="company-grid">
        <InputField label={t('fields.nombre')} required autoComplete="given-name" error={err('nombre')} {...register('nombre')} />
        <InputField label={t('fields.apellidos')} required autoComplete="family-name" error={err('apellidos')} {...register('apellidos')} />
        <InputField label={t('fields.puesto')} required autoComplete="organization-title" error={err('puesto')} {...register('puesto')} />
        <InputField label={t('fields.departamento')} error={err('departamento')} {...register('departamento')} />
        <InputField label={t('fields.email')} required type="email" autoComplete="email" error={err('email')} {...register('email')} />
        <InputField label={t('fields.nif')} autoCapitalize="characters" error={err('nif')} {...register('nif')} />
        <InputField label={t('fields.telefono1')} required type="tel" autoComplete="tel" error={err('telefono1')} {...register('telefono1')} />
        <InputField label={t('fields.telefono2')} type="tel" error={err('telefono2')} {...register('telefono2')} />
        <InputField label={t('fields.direccion')} required autoComplete="street-address" className="company-grid__wide" error={err('direccion')} {...register('direccion')} />
        <InputField label={t('fields.cp')} required autoComplete="postal-code" error={err('cp')} {...register('cp')} />
        <InputField label={t('fields.localidad')} required autoComplete="address-level2" error={err('localidad')} {...register('localidad')} />
        <SelectField label={t('fields.idPais')} options={options.countries} placeholder={t('choose')} error={err('idPais')} {...register('idPais')} />
        <InputField label={t('fields.provincia')} autoComplete="address-level1" error={err('provincia')} {...register('provincia')} />
        {brand.flags.requestTipoContacto && (
          <fieldset className={`field-group company-grid__wide${typesError ? ' field-group--invalid' : ''}`} aria-describedby={typesError ? `${typesId}-error` : undefined}>
            <legend className="field__label">{t('fields.tipoContacto')}</legend>
            <div className="company-checks">
              {options.contactTypes.map((option) => (
                <label key={option.value}>
                  <input type="checkbox" value={option.value} {...register('tipoContacto')} />
                  {option.label}
                </label>
              ))}
            </div>
            {typesError && (
              <p id={`${typesId}-error`} className="field__error">
                {typesError}
              </p>
            )}
          </fieldset>
        )}
        <fieldset className={`field-group company-grid__wide${yearsError ? ' field-group--invalid' : ''}`} aria-describedby={`${yearsId}-hint${yearsError ? ` ${yearsId}-error` : ''}`}>
          <legend className="field__label">{t('fields.aniosForoEmpleo')}</legend>
          <p id={`${yearsId}-hint`} className="field__hint">
            {t('contacts.forumYearsHint')}
          </p>
          <div className="company-checks">
            {options.forumYears.map((option) => (
              <label key={option.value}>
                <input type="checkbox" value={option.value} {...register('aniosForoEmpleo')} />
                {option.label}
              </label>
            ))}
          </div>
          {yearsError && (
            <p id={`${yearsId}-error`} className="field__error">
              {yearsError}
            </p>
          )}
        </fieldset>
      </div>
      <ApiErrorAlert error={save.error} />
      {saved && !onSaved && <CatalogueNotice status={Status.ChangesSaved} />}
      <div className="company-actions">
        <button type="submit" className="button button--primary" disabled={isSubmitting}>
          {isSubmitting ? t('contacts.saving') : submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {t('contacts.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
