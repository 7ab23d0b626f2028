import { useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { addDocumentBody, ALLOWED_UPLOAD_EXTENSIONS, CV_DOCUMENT_VISIBILITIES, type CvDatos } from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useAddDocument, type AddDocumentBody } from '../api/add-document';
import { useDeleteDocument } from '../api/delete-document';
import { useRequestedDocumentation, type RequestedDocumentation } from '../api/get-requested-documentation';
import { formatTimestamp } from '../utils/dates';
import { applyServerFieldErrors, useValidationText } from '@/lib/form-errors';
import { toUploadedFile, type UploadedFile } from '../utils/uploads';
import { ActionButton, FormActions } from './buttons';
import { FileDownload } from './file-download';
import { InputField, RadioGroup, SelectField } from '@/components/ui/form-fields';
import { FileDropzone } from '@/components/ui/file-dropzone';
import { PendingShape } from '@/components/ui/pending-shape';
import { awaitingFirstAnswer } from '@/lib/first-answer';
import { CvSection, focusSectionHeading, SectionStatus } from './section';
import { toOptions } from './use-reference';
import { useDomainList } from '@/lib/reference-data';
import { useEditor } from './use-editor';
import './documents-section.css';
import { contractResolver } from '@/lib/use-contract-form';

type Document = CvDatos['documentos'][number];
type Visibility = (typeof CV_DOCUMENT_VISIBILITIES)[number];

const SECTION_ID = 'cv-documentos';

/**
 * Documents: public ones go with the CV to companies, private ones stay between the candidate and the service,
 * process ones go only to the company of one offer. Each is a file (checked for type and size before upload) or
 * a link. Above the list, what the offers applied to ask for and whether it is given.
 */
export function DocumentsSection({ cv }: { cv: CvDatos }) {
  const { t } = useTranslation('cv');
  const language = useLanguage();
  const editor = useEditor<'new'>();
  const remove = useDeleteDocument();
  const requested = useRequestedDocumentation();
  const [toDelete, setToDelete] = useState<Document | null>(null);

  const confirmDelete = () => {
    if (!toDelete) return;
    const doc = toDelete;
    remove.mutate(doc.id, {
      onSuccess: () => {
        editor.setStatus(t('documents.deleted', { nombre: doc.nombre }));
        focusSectionHeading(SECTION_ID);
      },
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <CvSection id={SECTION_ID} title={t('sections.documents')} summary={String(cv.documentos.length)} editing={editor.editing}>
      <SectionStatus message={editor.status} />
      {awaitingFirstAnswer(requested) ? (
        // What the offers ask for is drawn above the documents and their buttons, so they wait for it.
        <PendingShape label={t('documents.checking')} />
      ) : (
        <>
          <RequestedDocuments offers={requested.data ?? []} />
          <ApiErrorAlert error={remove.error} />
          {cv.documentos.length === 0 && <p className="muted">{t('documents.empty')}</p>}
          <ul className="cv-items">
            {cv.documentos.map((doc) => (
              <li key={doc.id} className="cv-item">
                <div className="cv-item__main">
                  <h3 className="cv-item__title">{doc.nombre}</h3>
                  <p className="cv-badges">
                    <span className="cv-badge">{doc.tipo}</span>
                    <span className={`cv-badge cv-badge--${doc.visibilidad}`}>{t(`documents.visibility.${doc.visibilidad}.badge`)}</span>
                  </p>
                  {doc.visibilidad === 'process' && doc.tituloOferta && <p className="cv-item__meta">{t('documents.forOffer', { oferta: doc.tituloOferta })}</p>}
                  <p className="cv-item__meta">{t('documents.addedOn', { date: formatTimestamp(doc.fecha, language) })}</p>
                  {doc.fichero && <FileDownload file={doc.fichero} />}
                  {doc.url && (
                    <p>
                      <a href={doc.url} target="_blank" rel="noopener noreferrer" className="cv-link-break">
                        {doc.url}
                        <span className="visually-hidden"> ({t('common.newTab')})</span>
                      </a>
                    </p>
                  )}
                </div>
                <div className="cv-item__actions">
                  <ActionButton icon="delete" variant="danger" context={doc.nombre} onClick={() => setToDelete(doc)} disabled={editor.editing}>
                    {t('common.delete')}
                  </ActionButton>
                </div>
              </li>
            ))}
          </ul>
          {editor.target === 'new' ? (
            <div className="cv-item cv-item--new">
              <h3 className="cv-item__title">{t('documents.new')}</h3>
              <DocumentForm offers={requested.data ?? []} formRef={editor.formRef} onDone={(saved) => editor.close(saved ? t('documents.added') : null)} />
            </div>
          ) : (
            <div className="cv-list-actions">
              <ActionButton icon="add" onClick={() => editor.open('new')}>
                {t('documents.add')}
              </ActionButton>
            </div>
          )}
        </>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('documents.deleteTitle')}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
        busy={remove.isPending}
        danger
        confirmLabel={t('documents.deleteConfirm')}
      >
        <p>{t('documents.deleteQuestion', { nombre: toDelete?.nombre ?? '' })}</p>
        <p>{t('documents.deleteConsequence')}</p>
      </ConfirmDialog>
    </CvSection>
  );
}

function RequestedDocuments({ offers }: { offers: RequestedDocumentation }) {
  const { t } = useTranslation('cv');
  if (offers.length === 0) return null;
  return (
    <div className="cv-requested">
      <h3 className="cv-requested__title">{t('documents.requested.title')}</h3>
      <p className="muted">{t('documents.requested.intro')}</p>
      <ul className="cv-requested__list">
        {offers.map((offer) => (
          <li key={offer.idOferta} className={offer.completa ? 'cv-requested__offer' : 'cv-requested__offer cv-requested__offer--missing'}>
            <p className="cv-requested__offer-title">
              {offer.titulo}{' '}
              <span className={offer.completa ? 'cv-badge cv-badge--ok' : 'cv-badge cv-badge--warning'}>
                {offer.completa ? t('documents.requested.complete') : t('documents.requested.incomplete')}
              </span>
            </p>
            <ul className="cv-requested__types">
              {offer.documentos.map((type) => (
                <li key={type.idTipo}>
                  <span aria-hidden="true">{type.aportado ? '✓' : '!'}</span> {type.tipo}:{' '}
                  {type.aportado ? t('documents.requested.given') : t('documents.requested.missing')}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </div>
  );
}

type Source = 'file' | 'url';

interface Values {
  idTipo: string;
  nombre: string;
  visibilidad: Visibility;
  idOferta: string;
  fichero: UploadedFile | undefined;
  url: string;
  source: Source;
}

const FIELDS = ['idTipo', 'nombre', 'visibilidad', 'idOferta', 'fichero', 'url'] as const;

/** addDocumentBody checks what is sent: only the chosen source, and the offer only for a process document. */
function documentResolver(): Resolver<Values, unknown, AddDocumentBody> {
  const base = contractResolver<Values, AddDocumentBody>(addDocumentBody);
  return (values, context, options) =>
    base(
      {
        ...values,
        fichero: values.source === 'file' ? values.fichero : undefined,
        url: values.source === 'url' ? values.url : '',
        idOferta: values.visibilidad === 'process' ? values.idOferta : '',
      },
      context,
      options,
    );
}

function DocumentForm({ offers, formRef, onDone }: { offers: RequestedDocumentation; formRef: React.RefObject<HTMLFormElement | null>; onDone: (saved: boolean) => void }) {
  const { t } = useTranslation('cv');
  const errorText = useValidationText();
  const save = useAddDocument();
  const types = useDomainList('tiposDocumento');
  const [picked, setPicked] = useState<{ name: string; size: number } | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    clearErrors,
    setValue,
    getValues,
    formState: { errors },
  } = useForm<Values, unknown, AddDocumentBody>({
    resolver: documentResolver(),
    defaultValues: { idTipo: '', nombre: '', visibilidad: 'public', idOferta: '', fichero: undefined, url: '', source: 'file' },
    mode: 'onTouched',
  });
  const visibility = useWatch({ control, name: 'visibilidad' });
  const source = useWatch({ control, name: 'source' });

  const pick = async (file: File) => {
    // The drop zone has already refused a file of another type or over the limit.
    clearErrors('fichero');
    setPicked({ name: file.name, size: file.size });
    setValue('fichero', await toUploadedFile(file));
    if (getValues('nombre').trim() === '') setValue('nombre', file.name.replace(/\.[^.]+$/, ''));
  };

  const submit = handleSubmit((body) =>
    save.mutate(body, { onSuccess: () => onDone(true), onError: (failure) => applyServerFieldErrors<Values>(failure, FIELDS, setError) }),
  );
  const fileError = errors.fichero?.message ? errors.fichero : (errors.fichero?.ficheroB64ParaAltas ?? errors.fichero?.extension_adjunto);

  return (
    <form ref={formRef} className="cv-form" noValidate aria-busy={save.isPending} onSubmit={(event) => void submit(event)}>
      <ApiErrorAlert error={save.error} />
      <div className="cv-grid">
        <SelectField
          label={t('documents.fields.idTipo')}
          options={toOptions(types)}
          placeholder={t('common.choose')}
          required
          error={errorText(errors.idTipo)}
          {...register('idTipo')}
        />
        <InputField label={t('documents.fields.nombre')} required error={errorText(errors.nombre)} {...register('nombre')} />
      </div>
      <Controller
        control={control}
        name="visibilidad"
        render={({ field }) => (
          <RadioGroup
            legend={t('documents.fields.visibilidad')}
            name="visibilidad"
            value={field.value}
            required
            onChange={(value) => field.onChange(value)}
            error={errorText(errors.visibilidad)}
            options={CV_DOCUMENT_VISIBILITIES.map((value) => ({
              value,
              label: t(`documents.visibility.${value}.label`),
              hint: t(`documents.visibility.${value}.hint`),
            }))}
          />
        )}
      />
      {visibility === 'process' && (
        <SelectField
          label={t('documents.fields.idOferta')}
          hint={offers.length === 0 ? t('documents.noOffers') : t('documents.offerHint')}
          options={offers.map((offer) => ({ value: String(offer.idOferta), label: offer.titulo }))}
          placeholder={t('common.choose')}
          required
          error={errorText(errors.idOferta)}
          {...register('idOferta')}
        />
      )}
      <RadioGroup
        legend={t('documents.fields.source')}
        name="source"
        value={source}
        onChange={(value) => {
          setValue('source', value as Source);
          clearErrors(['fichero', 'url']);
        }}
        options={[
          { value: 'file', label: t('documents.source.file') },
          { value: 'url', label: t('documents.source.url') },
        ]}
      />
      {source === 'file' ? (
        <FileDropzone
          label={t('documents.fields.fichero')}
          accept={ALLOWED_UPLOAD_EXTENSIONS}
          files={picked ? [picked] : []}
          required
          error={errorText(fileError)}
          onAdd={([file]) => void pick(file!)}
          onRemove={() => {
            setPicked(null);
            setValue('fichero', undefined);
            clearErrors('fichero');
          }}
        />
      ) : (
        <InputField
          label={t('documents.fields.url')}
          type="url"
          inputMode="url"
          spellCheck={false}
          required
          error={errorText(errors.url ?? (errors.fichero?.message ? errors.fichero : undefined))}
          {...register('url')}
        />
      )}
      <FormActions pending={save.isPending} onCancel={() => onDone(false)} saveLabel={t('documents.upload')} />
    </form>
  );
}
