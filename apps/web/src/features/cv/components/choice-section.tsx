import { useTranslation } from '@/lib/i18n';
import type { z } from 'zod';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { useValidationText } from '@/lib/form-errors';
import { ActionButton, FormActions } from './buttons';
import { SelectField, type SelectOption } from '@/components/ui/form-fields';
import { CvSection, SectionStatus } from './section';
import { useEditor } from './use-editor';
import { useContractForm } from '@/lib/use-contract-form';

interface ChoiceMutation<TBody> {
  mutate: (body: TBody, options: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  isPending: boolean;
  error: unknown;
}

interface ChoiceSectionProps<Body extends object> {
  id: string;
  title: string;
  label: string;
  hint: string;
  /** The stored choice and its label. */
  value: number | null;
  display: string | null;
  options: readonly SelectOption[];
  /** The body schema of the call: its one field holds the id. */
  schema: z.ZodType<Body>;
  field: keyof Body & string;
  /** The choice may be cleared (the empty option reads "None" rather than "Choose"). */
  clearable: boolean;
  save: ChoiceMutation<Body>;
  emptyText: string;
}

/** A section holding one choice of a reference list (preferred internship period, training level). */
export function ChoiceSection<Body extends object>(props: ChoiceSectionProps<Body>) {
  const { t } = useTranslation('cv');
  const editor = useEditor<true>();
  return (
    <CvSection
      id={props.id}
      title={props.title}
      summary={props.display ?? t('common.notGiven')}
      editing={editor.editing}
      actions={
        !editor.editing && (
          <ActionButton icon="edit" context={props.title} onClick={() => editor.open(true)}>
            {t('common.edit')}
          </ActionButton>
        )
      }
    >
      <SectionStatus message={editor.status} />
      {editor.editing ? (
        <ChoiceForm {...props} formRef={editor.formRef} onDone={(saved) => editor.close(saved ? t('common.saved') : null)} />
      ) : (
        <>
          <p className={props.display ? 'cv-value' : 'muted'}>{props.display ?? props.emptyText}</p>
          <p className="muted">{props.hint}</p>
        </>
      )}
    </CvSection>
  );
}

function ChoiceForm<Body extends object>({
  label,
  hint,
  value,
  options,
  schema,
  field,
  clearable,
  save,
  formRef,
  onDone,
}: ChoiceSectionProps<Body> & { formRef: React.RefObject<HTMLFormElement | null>; onDone: (saved: boolean) => void }) {
  const { t } = useTranslation('cv');
  const errorText = useValidationText();
  const defaultValues: Record<string, string> = { [field]: value === null ? '' : String(value) };
  const {
    register,
    handleSubmit,
    markServerErrors,
    formState: { errors },
  } = useContractForm(schema, { defaultValues, mode: 'onTouched' });
  const submit = handleSubmit((body) => save.mutate(body, { onSuccess: () => onDone(true), onError: markServerErrors }));
  return (
    <form ref={formRef} className="cv-form" noValidate aria-busy={save.isPending} onSubmit={(event) => void submit(event)}>
      <ApiErrorAlert error={save.error} />
      <SelectField
        label={label}
        hint={hint}
        options={options}
        placeholder={clearable ? t('common.none') : t('common.choose')}
        required={!clearable}
        error={errorText(errors[field])}
        {...register(field)}
      />
      <FormActions pending={save.isPending} onCancel={() => onDone(false)} />
    </form>
  );
}
