import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { ALLOWED_UPLOAD_EXTENSIONS, INTERNSHIP_DOCUMENT_TYPES, internshipDocumentUploadBody, invoiceUploadBody } from '@portal/shared';
import type { z } from 'zod';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { FileDropzone } from '@/components/ui/file-dropzone';
import { InputField, SelectField } from '@/components/ui/form-fields';
import { serverFieldErrors, useValidationText } from '@/lib/form-errors';
import { useContractForm } from '@/lib/use-contract-form';
import { useUploadDocument, useUploadInvoice } from '../api/company-paperwork';
import { toUploadedFile, type UploadedFile } from '../utils/uploads';

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

interface Upload<B> {
  mutate: (body: B, options: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  error: unknown;
  isPending: boolean;
}

/**
 * An upload form: its fields, the file's zone, the refusal, the button. Once the fields pass the schema and the
 * zone holds a file, `upload` sends `body(values, file)`; then the form empties and `done(values)` is announced.
 */
function PaperworkForm<V, B>({
  titleId,
  title,
  upload,
  form,
  body,
  done,
  onDone,
  children,
}: {
  titleId: string;
  title: string;
  upload: Upload<B>;
  form: {
    handleSubmit: (onValid: (values: V) => Promise<void>) => (event: FormEvent<HTMLFormElement>) => Promise<void>;
    reset: () => void;
    markServerErrors: (error: unknown) => boolean;
  };
  body: (values: V, fichero: UploadedFile) => B;
  done: (values: V) => string;
  onDone: (message: string) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('staffAgreements');
  const file = usePaperworkFile(upload.error);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const chosen = file.take();
    void form.handleSubmit(async (values) => {
      if (!chosen) return;
      const onSuccess = () => {
        form.reset();
        file.clear();
        onDone(done(values));
      };
      upload.mutate(body(values, await toUploadedFile(chosen)), { onSuccess, onError: form.markServerErrors });
    })(event);
  };
  return (
    <form className="form bo-upload" onSubmit={submit} noValidate aria-labelledby={titleId}>
      <h3 id={titleId}>{title}</h3>
      {children}
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

export function InvoiceUploadForm({ idEmpresa, onDone }: { idEmpresa: number; onDone: (message: string) => void }) {
  const { t } = useTranslation('staffAgreements');
  const text = useValidationText();
  const upload = useUploadInvoice(idEmpresa);
  const form = useContractForm(invoiceFields, { defaultValues: { numero: '', fecha: '', importe: '' } });
  const { errors } = form.formState;
  return (
    <PaperworkForm
      titleId="invoice-upload-title"
      title={t('paperwork.addInvoice')}
      upload={upload}
      form={form}
      body={(values: z.output<typeof invoiceFields>, fichero) => ({ idEmpresa, ...values, fichero })}
      done={(values) => t('paperwork.invoiceDone', { number: values.numero })}
      onDone={onDone}
    >
      <InputField label={t('paperwork.number')} required error={text(errors.numero)} {...form.register('numero')} />
      <InputField label={t('paperwork.date')} type="date" required error={text(errors.fecha)} {...form.register('fecha')} />
      <InputField label={t('paperwork.amount')} inputMode="decimal" required error={text(errors.importe)} {...form.register('importe')} />
    </PaperworkForm>
  );
}

export function DocumentUploadForm({ idEmpresa, onDone }: { idEmpresa: number; onDone: (message: string) => void }) {
  const { t } = useTranslation('staffAgreements');
  const text = useValidationText();
  const upload = useUploadDocument(idEmpresa);
  const form = useContractForm(documentFields, { defaultValues: { nombre: '', tipo: '' } });
  const { errors } = form.formState;
  return (
    <PaperworkForm
      titleId="document-upload-title"
      title={t('paperwork.addDocument')}
      upload={upload}
      form={form}
      body={(values: z.output<typeof documentFields>, fichero) => ({ idEmpresa, ...values, fichero })}
      done={(values) => t('paperwork.documentDone', { name: values.nombre })}
      onDone={onDone}
    >
      <InputField label={t('paperwork.name')} required error={text(errors.nombre)} {...form.register('nombre')} />
      <SelectField
        label={t('paperwork.type')}
        required
        placeholder={t('paperwork.choose')}
        options={INTERNSHIP_DOCUMENT_TYPES.map((type) => ({ value: type, label: t(`paperwork.docType.${type}`) }))}
        error={text(errors.tipo)}
        {...form.register('tipo')}
      />
    </PaperworkForm>
  );
}
