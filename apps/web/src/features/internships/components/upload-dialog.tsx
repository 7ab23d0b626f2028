import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import {
  ALLOWED_UPLOAD_EXTENSIONS,
  PDF_ONLY_EXTENSIONS,
  Status,
  followUpDocumentBody,
  internshipDocumentBody,
  internshipFileBody,
  isValidationKey,
  validationText,
  type CandidateInternship,
} from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { extensionOf, FileDropzone } from '@/components/ui/file-dropzone';
import { Modal } from '@/components/ui/modal';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { showNotice } from '@/lib/notices';
import { useAddInternshipDocument } from '../api/add-internship-document';
import { useAddInternshipForm } from '../api/add-internship-form';
import { useAddRenunciation } from '../api/add-renunciation';
import { useEditFollowUp } from '../api/edit-follow-up';
import { useDomainQuery } from '@/lib/reference-data';
import { uploadKindsOf, type UploadKind } from './upload-kinds';
import { candidaciesKeys } from '@/lib/query-keys';
import { internshipsQueryKeys } from '../query-keys';
import { readAsDataUrl, serverFileKey } from '@/lib/file-upload';

/** The key of the first failed rule of a body, or of a code-15 answer naming the file. */
function fileErrorKey(issues: readonly { message?: string }[]): string | undefined {
  const key = issues[0]?.message;
  return key && isValidationKey(key) ? key : undefined;
}

/**
 * "Upload documents" for one internship: what is being sent (student form, renunciation, another document with
 * its type, the CF follow-up), the file(s), then one call per file. Type and size are checked on choosing, the
 * whole body against the contract's schema before sending; refusals (45, 46, 48...) show inside the dialog.
 */
export function UploadDialog({
  internship,
  company,
  onClose,
  renounce = false,
}: {
  internship: CandidateInternship;
  company: string;
  onClose: () => void;
  /** The renunciation: its own dialog, saying what it means, sending the signed renunciation set. */
  renounce?: boolean;
}) {
  const { t } = useTranslation('internships');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const titleId = useId();
  const kindsId = useId();
  const typeId = useId();
  const kinds = renounce ? [] : uploadKindsOf(internship);
  const [kind, setKind] = useState<UploadKind>(renounce ? 'renuncia' : (kinds[0] ?? 'documento'));
  const consequenceId = useId();
  const [documentType, setDocumentType] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | undefined>();
  const [typeError, setTypeError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const documentTypes = useDomainQuery('tiposDocumento');
  const mutations = {
    formulario: useAddInternshipForm(),
    renuncia: useAddRenunciation(),
    documento: useAddInternshipDocument(),
    seguimiento: useEditFollowUp(),
  };
  const failure = mutations[kind].error;
  const pdfOnly = kind !== 'documento';
  const accept = pdfOnly ? PDF_ONLY_EXTENSIONS : ALLOWED_UPLOAD_EXTENSIONS;
  const multiple = kind === 'formulario' || kind === 'renuncia';

  const chooseKind = (next: UploadKind) => {
    setKind(next);
    // A file fit for one kind may not be for another (a .docx is no student form): choose again.
    setFiles([]);
    setFileError(undefined);
    Object.values(mutations).forEach((m) => m.reset());
  };

  const send = async (file: File) => {
    const fichero = { ficheroB64ParaAltas: await readAsDataUrl(file), extension_adjunto: extensionOf(file.name), nombre: file.name };
    const idPractica = internship.idPractica;
    if (kind === 'documento') {
      const parsed = internshipDocumentBody.safeParse({ idPractica, idTipoDocumento: documentType, fichero });
      if (!parsed.success) return fileErrorKey(parsed.error.issues);
      await mutations.documento.mutateAsync(parsed.data);
      return undefined;
    }
    const schema = kind === 'seguimiento' ? followUpDocumentBody : internshipFileBody;
    const parsed = schema.safeParse({ idPractica, fichero });
    if (!parsed.success) return fileErrorKey(parsed.error.issues);
    await mutations[kind].mutateAsync(parsed.data);
    return undefined;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missingType = kind === 'documento' && documentType === '';
    setTypeError(missingType ? validationText('required', language) : undefined);
    setFileError(files.length === 0 ? t('upload.noFile') : undefined);
    if (missingType || files.length === 0) return;

    setBusy(true);
    let left = files;
    try {
      for (const file of files) {
        const problem = await send(file);
        if (problem) {
          setFileError(t('dropzone.refused', { ns: 'common', name: file.name, reason: validationText(problem, language) }));
          return;
        }
        left = left.filter((f) => f !== file);
      }
      showNotice({ status: Status.DocumentsAttached });
      void queryClient.invalidateQueries({ queryKey: candidaciesKeys.pendingActions });
      onClose();
    } catch (error) {
      const key = serverFileKey(error, 'fichero');
      if (key) setFileError(validationText(key, language));
    } finally {
      setFiles(left);
      setBusy(false);
      if (left.length < files.length) void queryClient.invalidateQueries({ queryKey: internshipsQueryKeys.mine });
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      labelledBy={titleId}
      {...(renounce ? { describedBy: consequenceId, role: 'alertdialog' as const } : {})}
      className="modal upload-dialog"
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="form">
        <div>
          <h2 id={titleId} className="modal__title">
            {t(renounce ? 'renounce.title' : 'upload.title')}
          </h2>
          <p className="muted upload-dialog__company">{company}</p>
        </div>
        {renounce && (
          <p id={consequenceId} className="upload-dialog__consequence">
            {t('renounce.consequence')}
          </p>
        )}
        {kinds.length > 1 && (
          <fieldset className="upload-dialog__kinds" aria-describedby={kindsId}>
            <legend className="field__label">{t('upload.kind')}</legend>
            <p id={kindsId} className="field__hint">
              {t('upload.kindHint')}
            </p>
            {kinds.map((option) => (
              <label key={option} className="upload-dialog__kind">
                <input type="radio" name="kind" value={option} checked={kind === option} onChange={() => chooseKind(option)} />
                <span>{t(`upload.kinds.${option}`)}</span>
              </label>
            ))}
          </fieldset>
        )}
        {kind === 'documento' && (
          <div className={`field${typeError ? ' field--invalid' : ''}`}>
            <label htmlFor={typeId} className="field__label">
              {t('upload.documentType')}
            </label>
            <select
              id={typeId}
              className="field__input"
              value={documentType}
              aria-invalid={typeError ? true : undefined}
              aria-describedby={typeError ? `${typeId}-error` : undefined}
              onChange={(event) => {
                setDocumentType(event.target.value);
                setTypeError(undefined);
              }}
            >
              <option value="">{t('upload.chooseType')}</option>
              {(documentTypes.data ?? []).map((type) => (
                <option key={type.id} value={type.id}>
                  {type.nombre}
                </option>
              ))}
            </select>
            {typeError && (
              <p id={`${typeId}-error`} className="field__error">
                {typeError}
              </p>
            )}
          </div>
        )}
        <FileDropzone
          key={kind}
          label={t(renounce ? 'renounce.file' : 'upload.file')}
          accept={accept}
          multiple={multiple}
          files={files}
          onAdd={(added) => {
            setFiles(multiple ? [...files.filter((f) => !added.some((a) => a.name === f.name)), ...added] : added);
            setFileError(undefined);
          }}
          onRemove={(file) => setFiles(files.filter((f) => f !== file))}
          error={fileError}
        />
        {kind === 'seguimiento' && <p className="field__hint">{t('upload.followUpReplaces')}</p>}
        {failure && !serverFileKey(failure, 'fichero') && <ApiErrorAlert error={failure} />}
        <div className="modal__actions">
          <button type="submit" className={`button ${renounce ? 'button--danger' : 'button--primary'}`} disabled={busy}>
            {busy ? t('upload.sending') : t(renounce ? 'renounce.send' : 'upload.send')}
          </button>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('upload.cancel')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
