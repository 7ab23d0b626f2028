import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { ALLOWED_UPLOAD_EXTENSIONS, INTERNSHIP_DOCUMENT_TYPES, internshipDocumentUploadBody, invoiceUploadBody } from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { FileDropzone } from '@/components/ui/file-dropzone';
import { InputField, SelectField } from '@/components/ui/form-fields';
import { serverFieldErrors, useValidationText } from '@/lib/form-errors';
import { useContractForm } from '@/lib/use-contract-form';
import { useUploadDocument, useUploadInvoice } from '../api/company-paperwork';
import { toUploadedFile } from '../utils/uploads';

const invoiceFields = invoiceUploadBody.omit({ idEmpresa: true, fichero: true });
const documentFields = internshipDocumentUploadBody.omit({ idEmpresa: true, fichero: true });

/**
 * The file both forms upload, in the one drop zone (the shared types and size checked on picking): missing when
 * the form is sent without one, or refused by the server (`fichero...` in its answer).
 */
function usePaperworkFile(uploadError: unknown) {
  const { t } = useTranslation('staffAgreements');
  const text = useValidationText();
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const refused = serverFieldErrors(uploadError, ['fichero'])[0];
  const error = missing ? text({ message: 'required' }) : text(refused);
  return {
    /** The file to send, or `null` after marking the zone as missing it. */
    take: () => {
      setMissing(file === null);
      return file;
    },
    clear: () => setFile(null),
    zone: (
      <FileDropzone
        label={t('paperwork.file')}
        hint={t('paperwork.fileHint')}
        accept={ALLOWED_UPLOAD_EXTENSIONS}
        required
        files={file ? [file] : []}
        onAdd={([chosen]) => {
          setFile(chosen ?? null);
          setMissing(false);
        }}
        onRemove={() => setFile(null)}
        error={error}
      />
    ),
  };
}

export function InvoiceUploadForm({ idEmpresa, onDone }: { idEmpresa: number; onDone: (message: string) => void }) {
  const { t } = useTranslation('staffAgreements');
  const text = useValidationText();
  const upload = useUploadInvoice(idEmpresa);
  const {
    register,
    handleSubmit,
    reset,
    markServerErrors,
    formState: { errors },
  } = useContractForm(invoiceFields, { defaultValues: { numero: '', fecha: '', importe: '' } });
  const file = usePaperworkFile(upload.error);
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    const chosen = file.take();
    void handleSubmit(async (values) => {
      if (!chosen) return;
      const fichero = await toUploadedFile(chosen);
      upload.mutate(
        { idEmpresa, ...values, fichero },
        {
          onSuccess: () => {
            reset();
            file.clear();
            onDone(t('paperwork.invoiceDone', { number: values.numero }));
          },
          onError: markServerErrors,
        },
      );
    })(event);
  };
  return (
    <form className="form bo-upload" onSubmit={submit} noValidate aria-labelledby="invoice-upload-title">
      <h3 id="invoice-upload-title">{t('paperwork.addInvoice')}</h3>
      <InputField label={t('paperwork.number')} required error={text(errors.numero)} {...register('numero')} />
      <InputField label={t('paperwork.date')} type="date" required error={text(errors.fecha)} {...register('fecha')} />
      <InputField label={t('paperwork.amount')} inputMode="decimal" required error={text(errors.importe)} {...register('importe')} />
      {file.zone}
      {upload.error ? <ApiErrorAlert error={upload.error} /> : null}
      <div className="actions">
        <button type="submit" className="button button--primary" disabled={upload.isPending}>
          {upload.isPending ? t('paperwork.uploading') : t('paperwork.upload')}
        </button>
      </div>
    </form>
  );
}

export function DocumentUploadForm({ idEmpresa, onDone }: { idEmpresa: number; onDone: (message: string) => void }) {
  const { t } = useTranslation('staffAgreements');
  const text = useValidationText();
  const upload = useUploadDocument(idEmpresa);
  const {
    register,
    handleSubmit,
    reset,
    markServerErrors,
    formState: { errors },
  } = useContractForm(documentFields, { defaultValues: { nombre: '', tipo: '' } });
  const file = usePaperworkFile(upload.error);
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    const chosen = file.take();
    void handleSubmit(async (values) => {
      if (!chosen) return;
      const fichero = await toUploadedFile(chosen);
      upload.mutate(
        { idEmpresa, ...values, fichero },
        {
          onSuccess: () => {
            reset();
            file.clear();
            onDone(t('paperwork.documentDone', { name: values.nombre }));
          },
          onError: markServerErrors,
        },
      );
    })(event);
  };
  return (
    <form className="form bo-upload" onSubmit={submit} noValidate aria-labelledby="document-upload-title">
      <h3 id="document-upload-title">{t('paperwork.addDocument')}</h3>
      <InputField label={t('paperwork.name')} required error={text(errors.nombre)} {...register('nombre')} />
      <SelectField
        label={t('paperwork.type')}
        required
        placeholder={t('paperwork.choose')}
        options={INTERNSHIP_DOCUMENT_TYPES.map((type) => ({ value: type, label: t(`paperwork.docType.${type}`) }))}
        error={text(errors.tipo)}
        {...register('tipo')}
      />
      {file.zone}
      {upload.error ? <ApiErrorAlert error={upload.error} /> : null}
      <div className="actions">
        <button type="submit" className="button button--primary" disabled={upload.isPending}>
          {upload.isPending ? t('paperwork.uploading') : t('paperwork.upload')}
        </button>
      </div>
    </form>
  );
}
