import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import {
  ALLOWED_UPLOAD_EXTENSIONS,
  FILE_MAX_BYTES,
  Status,
  TEXT_MAX,
  TEXT_MIN,
  addDocumentBody,
  isAllowedExtension,
  isValidationKey,
  type ValidationKey,
} from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { extensionOf, FileDropzone } from '@/components/ui/file-dropzone';
import { Modal } from '@/components/ui/modal';
import { isApiError } from '@/lib/api-client';
import { useValidationText } from '@/lib/form-errors';
import { useAddOfferDocument, type AddDocumentBody } from '../api/add-offer-document';
import { readAsDataUrl } from '@/lib/file-upload';

export interface RequiredDocument {
  idTipoDocumento: number;
  nombre: string;
}

interface RequiredDocumentsDialogProps {
  open: boolean;
  /** The documents are sent for this offer only (visibility 'process'), not added to the public CV. */
  offerId: number;
  documents: RequiredDocument[];
  onClose: () => void;
  /** Every document is in the CV: the enrolment is tried again. */
  onUploaded: () => void;
}

/** The CV names the document after its file; a name the shared text rule refuses falls back to the type's name. */
function documentName(file: File, fallback: string): string {
  const name = file.name.trim();
  return name.length >= TEXT_MIN && name.length <= TEXT_MAX ? name : fallback.slice(0, TEXT_MAX);
}

/** The shared rules, checked before anything is sent: size and type first (no need to read a file that fails). */
function quickCheck(file: File | undefined): ValidationKey | undefined {
  if (!file) return 'required';
  if (file.size === 0) return 'required';
  if (file.size > FILE_MAX_BYTES) return 'fileSize';
  if (!isAllowedExtension(extensionOf(file.name))) return 'fileType';
  return undefined;
}

/**
 * The required-documents popup (spec 1 §2), opened by a code-11 refusal: one upload field per document the offer
 * asks for. The files go to the CV (addDoc) as documents of this offer's process, which only this offer's company
 * receives, and the enrolment is tried again.
 */
export function RequiredDocumentsDialog({ open, offerId, documents, onClose, onUploaded }: RequiredDocumentsDialogProps) {
  const { t } = useTranslation('offers');
  const errorText = useValidationText();
  const titleId = useId();
  const add = useAddOfferDocument();
  const [files, setFiles] = useState<Record<number, File | undefined>>({});
  const [errors, setErrors] = useState<Record<number, ValidationKey | undefined>>({});
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<number, ValidationKey | undefined> = {};
    for (const document of documents) found[document.idTipoDocumento] = quickCheck(files[document.idTipoDocumento]);
    const bodies: AddDocumentBody[] = [];
    setBusy(true);
    try {
      for (const document of documents) {
        const file = files[document.idTipoDocumento];
        if (!file || found[document.idTipoDocumento]) continue;
        const body: AddDocumentBody = {
          idTipo: document.idTipoDocumento,
          nombre: documentName(file, document.nombre),
          visibilidad: 'process',
          idOferta: offerId,
          fichero: { ficheroB64ParaAltas: await readAsDataUrl(file), extension_adjunto: extensionOf(file.name), nombre: file.name },
        };
        const checked = addDocumentBody.safeParse(body);
        if (!checked.success) {
          const key = checked.error.issues[0]?.message;
          found[document.idTipoDocumento] = isValidationKey(key) ? key : 'malformed';
          continue;
        }
        bodies.push(body);
      }
      setErrors(found);
      if (Object.values(found).some(Boolean)) {
        form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
        return;
      }
      for (const body of bodies) {
        try {
          await add.mutateAsync(body);
        } catch (failure) {
          // The same type and name is already in the CV: nothing to add for this one.
          if (!(isApiError(failure) && failure.status === Status.DocumentAlreadyUploaded)) return;
        }
      }
      onUploaded();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} onClose={onClose} labelledBy={titleId} className="modal modal--wide">
      <h2 id={titleId} className="modal__title">
        {t('documents.title')}
      </h2>
      <form ref={form} className="form" noValidate onSubmit={(event) => void submit(event)}>
        <p>{t('documents.intro')}</p>
        <p className="field__hint">{t('documents.visibility')}</p>
        {documents.map((document) => {
          const error = errors[document.idTipoDocumento];
          const file = files[document.idTipoDocumento];
          const choose = (next: File | undefined) => {
            setFiles((current) => ({ ...current, [document.idTipoDocumento]: next }));
            setErrors((current) => ({ ...current, [document.idTipoDocumento]: undefined }));
          };
          return (
            <FileDropzone
              key={document.idTipoDocumento}
              label={document.nombre}
              accept={ALLOWED_UPLOAD_EXTENSIONS}
              required
              files={file ? [file] : []}
              error={error ? errorText({ message: error }) : undefined}
              onAdd={([next]) => choose(next)}
              onRemove={() => choose(undefined)}
            />
          );
        })}
        <ApiErrorAlert error={add.error && !(isApiError(add.error) && add.error.status === Status.DocumentAlreadyUploaded) ? add.error : null} />
        <div className="modal__actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? t('documents.uploading') : t('documents.submit')}
          </button>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('documents.cancel')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
