import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { CV_ID_LIST_MAX } from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { applyServerFieldErrors, useValidationText } from '@/lib/form-errors';
import { ActionButton, FormActions } from './buttons';
import { ChipPicker, type PickerOption } from './chip-picker';
import { CvSection, SectionStatus } from './section';
import { useEditor } from './use-editor';

interface ListMutation {
  mutate: (ids: number[], options: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  isPending: boolean;
  error: unknown;
}

interface IdListSectionProps {
  id: string;
  title: string;
  filterLabel: string;
  emptyText: string;
  intro: string;
  /** What the CV holds now. */
  chosen: readonly PickerOption[];
  options: readonly PickerOption[];
  /** The wire name of the list in the call's body (idsTags, idsSectores...), for the server's field errors. */
  field: string;
  save: ListMutation;
}

/** A list of reference items the whole of which each call replaces (interests, sectors, programmes, competences). */
export function IdListSection({ id, title, filterLabel, emptyText, intro, chosen, options, field, save }: IdListSectionProps) {
  const { t } = useTranslation('cv');
  const editor = useEditor<true>();
  return (
    <CvSection
      id={id}
      title={title}
      summary={String(chosen.length)}
      editing={editor.editing}
      actions={
        !editor.editing && (
          <ActionButton icon="edit" context={title} onClick={() => editor.open(true)}>
            {t('common.edit')}
          </ActionButton>
        )
      }
    >
      <SectionStatus message={editor.status} />
      {editor.editing ? (
        <IdListForm
          title={title}
          filterLabel={filterLabel}
          intro={intro}
          chosen={chosen}
          options={options}
          field={field}
          save={save}
          formRef={editor.formRef}
          onDone={(saved) => editor.close(saved ? t('common.saved') : null)}
        />
      ) : chosen.length === 0 ? (
        <p className="muted">{emptyText}</p>
      ) : (
        <ul className="cv-chips" aria-label={title}>
          {chosen.map((item) => (
            <li key={item.id} className="cv-chip">
              {item.nombre}
            </li>
          ))}
        </ul>
      )}
    </CvSection>
  );
}

function IdListForm({
  title,
  filterLabel,
  intro,
  chosen,
  options,
  field,
  save,
  formRef,
  onDone,
}: Omit<IdListSectionProps, 'id' | 'emptyText'> & { formRef: React.RefObject<HTMLFormElement | null>; onDone: (saved: boolean) => void }) {
  const errorText = useValidationText();
  const [ids, setIds] = useState<number[]>(() => chosen.map((item) => item.id));
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  // Items the CV holds that the list no longer offers stay visible (and removable) as chips.
  const known = new Set(options.map((option) => option.id));
  const allOptions = [...options, ...chosen.filter((item) => !known.has(item.id))];

  return (
    <form
      ref={formRef}
      className="cv-form"
      noValidate
      aria-busy={save.isPending}
      onSubmit={(event) => {
        event.preventDefault();
        setFieldError(undefined);
        save.mutate(ids, {
          onSuccess: () => onDone(true),
          onError: (failure) => applyServerFieldErrors<Record<string, number[]>>(failure, [field], (_name, error) => setFieldError(errorText(error))),
        });
      }}
    >
      <p>{intro}</p>
      <ApiErrorAlert error={save.error} />
      <ChipPicker legend={title} filterLabel={filterLabel} options={allOptions} selected={ids} onChange={setIds} max={CV_ID_LIST_MAX} error={fieldError} />
      <FormActions pending={save.isPending} onCancel={() => onDone(false)} />
    </form>
  );
}
