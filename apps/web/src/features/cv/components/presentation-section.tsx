import { useWatch } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import { PRESENTATION_MAX, presentationBody, type CvDatos } from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { useEditPresentation } from '../api/edit-presentation';
import { useValidationText } from '@/lib/form-errors';
import { ActionButton, FormActions } from './buttons';
import { TextAreaField } from '@/components/ui/form-fields';
import { CvSection, SectionStatus } from './section';
import { useEditor } from './use-editor';
import { useContractForm } from '@/lib/use-contract-form';

export function PresentationSection({ cv }: { cv: CvDatos }) {
  const { t } = useTranslation('cv');
  const editor = useEditor<true>();
  return (
    <CvSection
      id="cv-presentacion"
      title={t('sections.presentation')}
      summary={cv.presentacion ? undefined : t('common.notGiven')}
      editing={editor.editing}
      actions={
        !editor.editing && (
          <ActionButton icon="edit" context={t('sections.presentation')} onClick={() => editor.open(true)}>
            {t('common.edit')}
          </ActionButton>
        )
      }
    >
      <SectionStatus message={editor.status} />
      {editor.editing ? (
        <PresentationForm text={cv.presentacion ?? ''} formRef={editor.formRef} onDone={(saved) => editor.close(saved ? t('common.saved') : null)} />
      ) : cv.presentacion ? (
        <p className="cv-prose">{cv.presentacion}</p>
      ) : (
        <p className="muted">{t('presentation.empty')}</p>
      )}
    </CvSection>
  );
}

function PresentationForm({ text, formRef, onDone }: { text: string; formRef: React.RefObject<HTMLFormElement | null>; onDone: (saved: boolean) => void }) {
  const { t } = useTranslation('cv');
  const errorText = useValidationText();
  const save = useEditPresentation();
  const {
    register,
    control,
    handleSubmit,
    markServerErrors,
    formState: { errors },
  } = useContractForm(presentationBody, {
    defaultValues: { texto: text },
    mode: 'onTouched',
  });
  const typed = useWatch({ control, name: 'texto' });
  const submit = handleSubmit((body) =>
    save.mutate(body, { onSuccess: () => onDone(true), onError: (failure) => markServerErrors(failure) }),
  );
  return (
    <form ref={formRef} className="cv-form" noValidate aria-busy={save.isPending} onSubmit={(event) => void submit(event)}>
      <ApiErrorAlert error={save.error} />
      <TextAreaField
        label={t('presentation.label')}
        hint={t('presentation.hint')}
        rows={8}
        length={typeof typed === 'string' ? typed.length : 0}
        maxLength={PRESENTATION_MAX}
        error={errorText(errors.texto)}
        {...register('texto')}
      />
      <FormActions pending={save.isPending} onCancel={() => onDone(false)} />
    </form>
  );
}
