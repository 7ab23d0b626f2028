import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ChangeEvent } from 'react';
import { useForm, type FieldValues, type Path, type UseFormSetError } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import { ALLOWED_UPLOAD_EXTENSIONS, INTERNSHIP_DOCUMENT_TYPES, internshipDocumentUploadBody, invoiceUploadBody } from '@portal/shared';
import type { z } from 'zod';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { InputField, SelectField } from '@/components/ui/form-fields';
import { applyServerFieldErrors, useValidationText } from '@/lib/form-errors';
import { useUploadDocument, useUploadInvoice } from '../api/company-paperwork';
import { toUploadedFile, uploadProblem } from '../utils/uploads';

const invoiceFields = invoiceUploadBody.omit({ idEmpresa: true, fichero: true });
const documentFields = internshipDocumentUploadBody.omit({ idEmpresa: true, fichero: true });
const ACCEPT = ALLOWED_UPLOAD_EXTENSIONS.map((e) => `.${e}`).join(',');

/** The file input both forms share: the shared upload rules checked on choosing, the error on the field. */
function FileInput({ error, onChange }: { error: string | undefined; onChange: (event: ChangeEvent<HTMLInputElement>) => void }) {
  const { t } = useTranslation('staffAgreements');
  return <InputField label={t('paperwork.file')} hint={t('paperwork.fileHint')} type="file" accept={ACCEPT} required error={error} onChange={onChange} />;
}

/** Picks the file and checks it; `undefined` when it may be sent. */
function useChosenFile<T extends FieldValues>(setError: UseFormSetError<T>, clearErrors: (name: Path<T>) => void) {
  const [file, setFile] = useState<File | null>(null);
  const field = 'fichero' as Path<T>;
  return {
    file,
    choose: (event: ChangeEvent<HTMLInputElement>) => {
      const chosen = event.target.files?.[0] ?? null;
      setFile(chosen);
      const problem = chosen ? uploadProblem(chosen) : null;
      if (problem) setError(field, { type: 'file', message: problem });
      else clearErrors(field);
    },
    check: () => {
      const problem = uploadProblem(file);
      if (problem) setError(field, { type: 'file', message: problem });
      return problem === null;
    },
  };
}

export function InvoiceUploadForm({ idEmpresa, onDone }: { idEmpresa: number; onDone: (message: string) => void }) {
  const { t } = useTranslation('staffAgreements');
  const text = useValidationText();
  const upload = useUploadInvoice(idEmpresa);
  const { register, handleSubmit, setError, clearErrors, reset, formState } = useForm<z.input<typeof invoiceFields> & { fichero?: unknown }, unknown, z.output<typeof invoiceFields>>({
    resolver: zodResolver(invoiceFields),
    defaultValues: { numero: '', fecha: '', importe: '' },
  });
  const chosen = useChosenFile(setError, clearErrors);
  const errors = formState.errors;
  const submit = handleSubmit(async (values) => {
    if (!chosen.check() || !chosen.file) return;
    const fichero = await toUploadedFile(chosen.file);
    upload.mutate(
      { idEmpresa, ...values, fichero },
      {
        onSuccess: () => {
          reset();
          onDone(t('paperwork.invoiceDone', { number: values.numero }));
        },
        onError: (error) => void applyServerFieldErrors(error, ['numero', 'fecha', 'importe', 'fichero'], setError),
      },
    );
  });
  return (
    <form className="form bo-upload" onSubmit={submit} noValidate aria-labelledby="invoice-upload-title">
      <h3 id="invoice-upload-title">{t('paperwork.addInvoice')}</h3>
      <InputField label={t('paperwork.number')} required error={text(errors.numero)} {...register('numero')} />
      <InputField label={t('paperwork.date')} type="date" required error={text(errors.fecha)} {...register('fecha')} />
      <InputField label={t('paperwork.amount')} inputMode="decimal" required error={text(errors.importe)} {...register('importe')} />
      <FileInput error={text(errors.fichero as { message?: string } | undefined)} onChange={chosen.choose} />
      {upload.error && !applyServerFieldErrors(upload.error, [], setError) ? <ApiErrorAlert error={upload.error} /> : null}
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
  const { register, handleSubmit, setError, clearErrors, reset, formState } = useForm<z.input<typeof documentFields> & { fichero?: unknown }, unknown, z.output<typeof documentFields>>({
    resolver: zodResolver(documentFields),
    defaultValues: { nombre: '' },
  });
  const chosen = useChosenFile(setError, clearErrors);
  const errors = formState.errors;
  const submit = handleSubmit(async (values) => {
    if (!chosen.check() || !chosen.file) return;
    const fichero = await toUploadedFile(chosen.file);
    upload.mutate(
      { idEmpresa, ...values, fichero },
      {
        onSuccess: () => {
          reset();
          onDone(t('paperwork.documentDone', { name: values.nombre }));
        },
        onError: (error) => void applyServerFieldErrors(error, ['nombre', 'tipo', 'fichero'], setError),
      },
    );
  });
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
      <FileInput error={text(errors.fichero as { message?: string } | undefined)} onChange={chosen.choose} />
      {upload.error && !applyServerFieldErrors(upload.error, [], setError) ? <ApiErrorAlert error={upload.error} /> : null}
      <div className="actions">
        <button type="submit" className="button button--primary" disabled={upload.isPending}>
          {upload.isPending ? t('paperwork.uploading') : t('paperwork.upload')}
        </button>
      </div>
    </form>
  );
}
