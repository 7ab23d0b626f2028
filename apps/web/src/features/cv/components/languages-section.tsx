import { useState } from 'react';
import { addLanguageBody, type CvDatos } from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useAddLanguage } from '../api/add-language';
import { useDeleteLanguage } from '../api/delete-language';
import { useEditLanguage } from '../api/edit-language';
import { useValidationText } from '@/lib/form-errors';
import { ActionButton, FormActions } from './buttons';
import { InputField, SelectField } from '@/components/ui/form-fields';
import { CvSection, focusSectionHeading, SectionStatus } from './section';
import { toOptions } from './use-reference';
import { useDomainList, useSortedDomainList } from '@/lib/reference-data';
import { useEditor } from './use-editor';
import { useContractForm } from '@/lib/use-contract-form';

type Entry = CvDatos['idiomas'][number];
type Target = 'new' | number;

const SECTION_ID = 'cv-idiomas';

/** Languages with their level (both required, spec 1 §5); one entry per language (code 8). */
export function LanguagesSection({ cv }: { cv: CvDatos }) {
  const { t } = useTranslation('cv');
  const editor = useEditor<Target>();
  const remove = useDeleteLanguage();
  const [toDelete, setToDelete] = useState<Entry | null>(null);

  const confirmDelete = () => {
    if (!toDelete) return;
    const entry = toDelete;
    remove.mutate(entry.id, {
      onSuccess: () => {
        editor.setStatus(t('languages.deleted', { idioma: entry.idioma }));
        focusSectionHeading(SECTION_ID);
      },
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <CvSection
      id={SECTION_ID}
      title={t('sections.languages')}
      summary={String(cv.idiomas.length)}
      editing={editor.editing}
    >
      <SectionStatus message={editor.status} />
      <ApiErrorAlert error={remove.error} />
      {cv.idiomas.length === 0 && editor.target !== 'new' && <p className="muted">{t('languages.empty')}</p>}
      <ul className="cv-items">
        {cv.idiomas.map((entry) => (
          <li key={entry.id} className="cv-item">
            {editor.target === entry.id ? (
              <div className="cv-item__form">
                <h3 className="cv-item__title">{t('common.editing', { name: entry.idioma })}</h3>
                <LanguageForm cv={cv} entry={entry} formRef={editor.formRef} onDone={(saved) => editor.close(saved ? t('common.saved') : null)} />
              </div>
            ) : (
              <>
                <div className="cv-item__main">
                  <h3 className="cv-item__title">{entry.idioma}</h3>
                  <p className="cv-item__meta">
                    {entry.nivel}
                    {entry.certificado && ` · ${t('languages.certificateView', { certificado: entry.certificado })}`}
                  </p>
                </div>
                <div className="cv-item__actions">
                  <ActionButton icon="edit" context={entry.idioma} onClick={() => editor.open(entry.id)} disabled={editor.editing}>
                    {t('common.edit')}
                  </ActionButton>
                  <ActionButton icon="delete" variant="danger" context={entry.idioma} onClick={() => setToDelete(entry)} disabled={editor.editing}>
                    {t('common.delete')}
                  </ActionButton>
                </div>
              </>
            )}
          </li>
        ))}
      </ul>
      {editor.target === 'new' ? (
        <div className="cv-item cv-item--new">
          <h3 className="cv-item__title">{t('languages.new')}</h3>
          <LanguageForm cv={cv} entry={null} formRef={editor.formRef} onDone={(saved) => editor.close(saved ? t('languages.added') : null)} />
        </div>
      ) : (
        <div className="cv-list-actions">
          <ActionButton icon="add" onClick={() => editor.open('new')} disabled={editor.editing}>
            {t('languages.add')}
          </ActionButton>
        </div>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('languages.deleteTitle')}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
        busy={remove.isPending}
      >
        <p>{t('languages.deleteQuestion', { idioma: toDelete?.idioma ?? '' })}</p>
      </ConfirmDialog>
    </CvSection>
  );
}


function LanguageForm({
  cv,
  entry,
  formRef,
  onDone,
}: {
  cv: CvDatos;
  entry: Entry | null;
  formRef: React.RefObject<HTMLFormElement | null>;
  onDone: (saved: boolean) => void;
}) {
  const { t } = useTranslation('cv');
  const language = useLanguage();
  const errorText = useValidationText();
  const add = useAddLanguage();
  const edit = useEditLanguage();
  const save = entry ? edit : add;
  const languages = useSortedDomainList('idiomas', language);
  const levels = useDomainList('nivelesIdioma');
  const taken = new Set(cv.idiomas.filter((other) => other.id !== entry?.id).map((other) => other.idIdioma));
  const {
    register,
    handleSubmit,
    markServerErrors,
    formState: { errors },
  } = useContractForm(addLanguageBody, {
    defaultValues: { idIdioma: entry ? String(entry.idIdioma) : '', idNivel: entry ? String(entry.idNivel) : '', certificado: entry?.certificado ?? '' },
    mode: 'onTouched',
  });
  const submit = handleSubmit((body) => {
    const options = {
      onSuccess: () => onDone(true),
      onError: (failure: unknown) => markServerErrors(failure),
    };
    if (entry) edit.mutate({ id: entry.id, ...body }, options);
    else add.mutate(body, options);
  });
  return (
    <form ref={formRef} className="cv-form" noValidate aria-busy={save.isPending} onSubmit={(event) => void submit(event)}>
      <ApiErrorAlert error={save.error} />
      <div className="cv-grid">
        <SelectField
          label={t('languages.language')}
          options={toOptions(languages.filter((item) => !taken.has(item.id)))}
          placeholder={t('common.choose')}
          required
          error={errorText(errors.idIdioma)}
          {...register('idIdioma')}
        />
        <SelectField
          label={t('languages.level')}
          options={toOptions(levels)}
          placeholder={t('common.choose')}
          required
          error={errorText(errors.idNivel)}
          {...register('idNivel')}
        />
        <InputField label={t('languages.certificate')} hint={t('languages.certificateHint')} error={errorText(errors.certificado)} {...register('certificado')} />
      </div>
      <FormActions pending={save.isPending} onCancel={() => onDone(false)} />
    </form>
  );
}
