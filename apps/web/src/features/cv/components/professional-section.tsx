import { Controller } from 'react-hook-form';
import { professionalProfileBody, type CvDatos } from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useEditProfessionalProfile } from '../api/edit-professional-profile';
import { useValidationText } from '@/lib/form-errors';
import { ActionButton, FormActions } from './buttons';
import { DataList } from './data-list';
import { CheckboxField } from '@/components/ui/form-fields';
import { CvSection, SectionStatus } from './section';
import { useDomainList } from '@/lib/reference-data';
import { useEditor } from './use-editor';
import { useContractForm } from '@/lib/use-contract-form';

const FLAGS = ['vehiculoPropio', 'disponibilidadViajar', 'disponibilidadTraslado', 'trabajandoActualmente'] as const;

/** Driving licences, own car, availability to travel or move, and whether the candidate works now. */
export function ProfessionalSection({ cv }: { cv: CvDatos }) {
  const { t } = useTranslation('cv');
  const language = useLanguage();
  const editor = useEditor<true>();
  const profile = cv.profesional;
  return (
    <CvSection
      id="cv-perfil-profesional"
      title={t('sections.professional')}
      editing={editor.editing}
      actions={
        !editor.editing && (
          <ActionButton icon="edit" context={t('sections.professional')} onClick={() => editor.open(true)}>
            {t('common.edit')}
          </ActionButton>
        )
      }
    >
      <SectionStatus message={editor.status} />
      {editor.editing ? (
        <ProfessionalForm cv={cv} formRef={editor.formRef} onDone={(saved) => editor.close(saved ? t('common.saved') : null)} />
      ) : (
        <DataList
          language={language}
          items={[
            { label: t('professional.licences'), value: profile.carnetsConducir.map((licence) => licence.nombre).join(', ') || t('professional.noLicence') },
            ...FLAGS.map((flag) => ({ label: t(`professional.${flag}View`), value: profile[flag] ? t('common.yes') : t('common.no') })),
          ]}
        />
      )}
    </CvSection>
  );
}

function ProfessionalForm({ cv, formRef, onDone }: { cv: CvDatos; formRef: React.RefObject<HTMLFormElement | null>; onDone: (saved: boolean) => void }) {
  const { t } = useTranslation('cv');
  const errorText = useValidationText();
  const save = useEditProfessionalProfile();
  const licences = useDomainList('carnetsConducir');
  const profile = cv.profesional;
  const {
    register,
    control,
    handleSubmit,
    markServerErrors,
    formState: { errors },
  } = useContractForm(professionalProfileBody, {
    defaultValues: {
      carnetsConducir: profile.carnetsConducir.map((licence) => licence.codigo),
      vehiculoPropio: profile.vehiculoPropio,
      disponibilidadViajar: profile.disponibilidadViajar,
      disponibilidadTraslado: profile.disponibilidadTraslado,
      trabajandoActualmente: profile.trabajandoActualmente,
    },
  });
  const submit = handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: () => onDone(true),
      onError: (failure) => markServerErrors(failure),
    }),
  );
  return (
    <form ref={formRef} className="cv-form" noValidate aria-busy={save.isPending} onSubmit={(event) => void submit(event)}>
      <ApiErrorAlert error={save.error} />
      <Controller
        control={control}
        name="carnetsConducir"
        render={({ field }) => {
          const chosen = Array.isArray(field.value) ? (field.value as string[]) : [];
          return (
            <fieldset className="field-group cv-form__group" aria-describedby={errors.carnetsConducir ? 'cv-licences-error' : undefined}>
              <legend>{t('professional.licences')}</legend>
              <div className="cv-checks-grid">
                {licences.map((licence) => {
                  const code = licence.codigo ?? '';
                  return (
                    <CheckboxField
                      key={licence.id}
                      label={licence.nombre}
                      checked={chosen.includes(code)}
                      onChange={(event) => field.onChange(event.target.checked ? [...chosen, code] : chosen.filter((other) => other !== code))}
                    />
                  );
                })}
              </div>
              {errors.carnetsConducir && (
                <p id="cv-licences-error" className="field__error">
                  {errorText(errors.carnetsConducir)}
                </p>
              )}
            </fieldset>
          );
        }}
      />
      <fieldset className="field-group cv-form__group">
        <legend>{t('professional.availability')}</legend>
        {FLAGS.map((flag) => (
          <CheckboxField key={flag} label={t(`professional.${flag}`)} {...register(flag)} />
        ))}
      </fieldset>
      <FormActions pending={save.isPending} onCancel={() => onDone(false)} />
    </form>
  );
}
