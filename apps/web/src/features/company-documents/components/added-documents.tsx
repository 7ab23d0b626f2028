import { useState } from 'react';
import { ALLOWED_UPLOAD_EXTENSIONS, FILE_MAX_BYTES, companyDocumentsCalls, type CompanyAddedDocument } from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FileDropzone } from '@/components/ui/file-dropzone';
import { InputField } from '@/components/ui/form-fields';
import { Loading } from '@/components/ui/loading';
import { useTranslation } from '@/lib/i18n';
import { readFile } from '@/lib/read-file';
import { useAddDocument, useAddedDocuments, useDeleteDocument } from '../api/added-documents';
import { DownloadButton } from '@/components/ui/download-button';

/**
 * The documents the company adds itself (documentosAportados): a name and a file, checked again by the server on
 * its bytes; each can be downloaded or deleted (after a confirmation naming it).
 */
export function AddedDocumentsSection({ day }: { day: (iso: string) => string }) {
  const { t } = useTranslation('staffAgreements');
  const list = useAddedDocuments();
  const add = useAddDocument();
  const remove = useDeleteDocument();
  const [file, setFile] = useState<File | undefined>();
  const [name, setName] = useState('');
  const [done, setDone] = useState('');
  const [deleting, setDeleting] = useState<CompanyAddedDocument | null>(null);

  const submit = async () => {
    if (!file) return;
    const read = await readFile(file);
    const nombre = name.trim() || read.name;
    add.mutate(
      { ficheroB64ParaAltas: read.dataUrl, extension_adjunto: read.extension, nombre },
      {
        onSuccess: () => {
          setFile(undefined);
          setName('');
          setDone(t('added.done', { name: nombre }));
        },
      },
    );
  };

  return (
    <section className="card" aria-labelledby="my-added-documents">
      <h2 id="my-added-documents">{t('added.title')}</h2>
      <p className="muted">{t('added.intro')}</p>
      <p className="bo-status" role="status">
        {done}
      </p>
      <form
        className="bo-form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className="bo-form__row">
          <FileDropzone
            label={t('added.file')}
            hint={t('paperwork.fileHint')}
            accept={ALLOWED_UPLOAD_EXTENSIONS}
            maxBytes={FILE_MAX_BYTES}
            files={file ? [file] : []}
            onAdd={([chosen]) => {
              setDone('');
              setFile(chosen);
            }}
            onRemove={() => setFile(undefined)}
          />
          <InputField label={t('added.name')} maxLength={150} value={name} onChange={(event) => setName(event.target.value)} />
        </div>
        {add.error ? <ApiErrorAlert error={add.error} /> : null}
        <div className="bo-actions">
          <button type="submit" className="button button--primary" disabled={!file || add.isPending}>
            {add.isPending ? t('paperwork.uploading') : t('added.add')}
          </button>
        </div>
      </form>
      {list.isError ? <ApiErrorAlert error={list.error} /> : null}
      {list.isPending ? (
        <Loading label={t('loading')} />
      ) : list.data && list.data.length === 0 ? (
        <p className="muted">{t('added.empty')}</p>
      ) : (
        <ul className="bo-paper-list">
          {list.data?.map((d) => (
            <li key={d.id}>
              <strong>{d.nombre}</strong> <span className="bo-table__sub">{day(d.fecha)}</span>
              <DownloadButton call={companyDocumentsCalls.addedFile} params={{ idDocumento: d.id }} label={t('paperwork.download', { name: d.nombreFichero })} name={d.nombreFichero} />
              <button type="button" className="button button--secondary" onClick={() => setDeleting(d)} aria-label={t('added.deleteOne', { name: d.nombre })}>
                {t('added.delete')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('added.deleteTitle')}
        confirmLabel={t('added.delete')}
        busy={remove.isPending}
        danger
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setDone(t('added.deleted', { name: deleting.nombre }));
              setDeleting(null);
            },
          })
        }
      >
        <p>{deleting?.nombre ?? ''}</p>
        {remove.error ? <ApiErrorAlert error={remove.error} /> : null}
      </ConfirmDialog>
    </section>
  );
}
