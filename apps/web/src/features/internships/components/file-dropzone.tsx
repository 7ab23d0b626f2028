import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FILE_MAX_BYTES, normaliseExtension, validationText, type ValidationKey } from '@portal/shared';
import { useLanguage } from '@/lib/i18n';

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : normaliseExtension(name.slice(dot + 1));
}

/** Why a chosen file cannot be sent, checked before anything is read or uploaded; undefined when it can. */
function fileProblem(file: File, accept: readonly string[]): ValidationKey | undefined {
  if (!accept.includes(extensionOf(file.name))) return accept.length === 1 && accept[0] === 'pdf' ? 'pdfOnly' : 'fileType';
  if (file.size > FILE_MAX_BYTES) return 'fileSize';
  if (file.size === 0) return 'required';
  return undefined;
}

function useFileSize() {
  const language = useLanguage();
  return (bytes: number) => {
    const kb = bytes / 1000;
    const format = new Intl.NumberFormat(language, { maximumFractionDigits: kb >= 1000 ? 1 : 0 });
    return kb >= 1000 ? `${format.format(kb / 1000)} MB` : `${format.format(Math.max(1, kb))} KB`;
  };
}

interface FileDropzoneProps {
  label: string;
  /** Extensions without the dot ('pdf', 'docx'...). */
  accept: readonly string[];
  multiple?: boolean;
  files: File[];
  onFilesChange: (files: File[]) => void;
  /** A problem found when sending (an unreadable file, the server's refusal of it). */
  error?: string | undefined;
}

/**
 * The reusable file dropzone (spec 1 §2): empty, file added, erased. A file can be dropped on the area or chosen
 * with the (visually hidden, keyboard-reachable) file input; type and size are checked at once, so a wrong file
 * never reaches the upload.
 */
export function FileDropzone({ label, accept, multiple = false, files, onFilesChange, error }: FileDropzoneProps) {
  const { t } = useTranslation('internships');
  const language = useLanguage();
  const size = useFileSize();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [rejection, setRejection] = useState<string | null>(null);
  const [removed, setRemoved] = useState<string | null>(null);

  const add = (chosen: File[]) => {
    if (chosen.length === 0) return;
    setRemoved(null);
    const problems = chosen.map((file) => ({ file, problem: fileProblem(file, accept) }));
    const refused = problems.find((p) => p.problem !== undefined);
    setRejection(refused?.problem ? t('dropzone.refused', { name: refused.file.name, reason: validationText(refused.problem, language) }) : null);
    const accepted = problems.filter((p) => p.problem === undefined).map((p) => p.file);
    if (accepted.length === 0) return;
    onFilesChange(multiple ? [...files.filter((f) => !accepted.some((a) => a.name === f.name)), ...accepted] : accepted.slice(0, 1));
  };

  const remove = (file: File) => {
    onFilesChange(files.filter((f) => f !== file));
    setRejection(null);
    setRemoved(file.name);
    input.current?.focus();
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    add(Array.from(event.dataTransfer.files));
  };

  const shownError = error ?? rejection ?? undefined;
  const types = accept.length === 1 ? accept[0]!.toUpperCase() : t('dropzone.manyTypes');
  const state = files.length > 0 ? 'added' : removed ? 'erased' : 'empty';
  return (
    <div className={`field upload-zone upload-zone--${state}${dragging ? ' upload-zone--dragging' : ''}${shownError ? ' field--invalid' : ''}`}>
      <label htmlFor={inputId} className="field__label">
        {label}
      </label>
      <div
        className="upload-zone__area"
        onClick={() => input.current?.click()}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <span className="upload-zone__icon" aria-hidden="true">
          ⇪
        </span>
        <span className="upload-zone__text" aria-hidden="true">
          {t(multiple ? 'dropzone.dropMany' : 'dropzone.drop')} <span className="upload-zone__browse">{t(multiple ? 'dropzone.browseMany' : 'dropzone.browse')}</span>
        </span>
        <span id={hintId} className="upload-zone__hint">
          {t('dropzone.limits', { types, size: size(FILE_MAX_BYTES) })}
        </span>
        <input
          ref={input}
          id={inputId}
          type="file"
          className="upload-zone__input"
          accept={accept.map((extension) => `.${extension}`).join(',')}
          multiple={multiple}
          aria-describedby={[hintId, shownError ? errorId : ''].filter(Boolean).join(' ')}
          aria-invalid={shownError ? true : undefined}
          onClick={(event) => event.stopPropagation()}
          onChange={(event) => {
            add(Array.from(event.target.files ?? []));
            // The same file chosen again after removing it must fire a change.
            event.target.value = '';
          }}
        />
      </div>
      {files.length > 0 && (
        <ul className="upload-zone__files" aria-label={t('dropzone.chosen')}>
          {files.map((file) => (
            <li key={file.name} className="upload-zone__file">
              <span className="upload-zone__file-name">{file.name}</span>
              <span className="upload-zone__file-size">{size(file.size)}</span>
              <button type="button" className="link-button upload-zone__remove" onClick={() => remove(file)}>
                {t('dropzone.remove')}{' '}
                <span className="visually-hidden">{file.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="upload-zone__status" role="status">
        {state === 'erased' && removed ? t('dropzone.removed', { name: removed }) : ''}
      </p>
      {shownError && (
        <p id={errorId} className="field__error" role="alert">
          {shownError}
        </p>
      )}
    </div>
  );
}
