import { useId, useRef, useState, type DragEvent } from 'react';
import { FILE_MAX_BYTES, normaliseExtension, validationText } from '@portal/shared';
import { useLanguage, useTranslation } from '@/lib/i18n';
import type { Language } from '@portal/shared';
import { RequiredMark } from './form-fields';
import './file-dropzone.css';

/** A file the zone holds: a new pick (a File) or one already stored on the server. */
export interface HeldFile {
  name: string;
  size: number;
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : normaliseExtension(name.slice(dot + 1));
}

/** "845 KB", "1,9 MB": decimal units, as the 2 MB limit is stated. */
export function formatFileSize(bytes: number, language: Language): string {
  const format = (value: number, unit: string) => `${new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value)} ${unit}`;
  if (bytes < 1000) return format(bytes, 'B');
  if (bytes < 1_000_000) return format(bytes / 1000, 'KB');
  return format(bytes / 1_000_000, 'MB');
}

interface FileDropzoneProps {
  /** The file input's label; unique on the page. */
  label: string;
  /** Extra guidance under the label (what the file is for); types and size limit are stated by the zone itself. */
  hint?: string | undefined;
  /** Extensions without the dot ('pdf', 'docx'...). */
  accept: readonly string[];
  /** Largest file taken; the shared 2 MB upload limit unless the caller says otherwise. */
  maxBytes?: number;
  multiple?: boolean;
  /** What the zone holds now. */
  files: readonly HeldFile[];
  /** The held files are the ones already saved (not new picks). */
  stored?: boolean;
  /** Files that passed the type and size checks. */
  onAdd: (files: File[]) => void;
  /** Without it the zone offers no "Remove" (a picker whose file goes straight to another step). */
  onRemove?: ((file: HeldFile) => void) | undefined;
  /** A problem found later (an unreadable file, the server's refusal). */
  error?: string | undefined;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
}

/**
 * The one file drop zone of the portal (spec 1 §2: empty, file added, erased). A file can be dropped on the area or
 * chosen with the real file input, which stays the labelled, keyboard-reachable control (Tab to it, Space or Enter
 * opens the picker). The accepted types and the size limit are written under it, and a file breaking either is
 * refused at once with the reason, so nothing is read or sent for a file the server would refuse.
 */
export function FileDropzone({
  label,
  hint,
  accept,
  maxBytes = FILE_MAX_BYTES,
  multiple = false,
  files,
  stored = false,
  onAdd,
  onRemove,
  error,
  required,
  disabled,
}: FileDropzoneProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const inputId = useId();
  const hintId = useId();
  const limitsId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [rejection, setRejection] = useState<string | null>(null);
  const [removed, setRemoved] = useState<string | null>(null);

  const problemOf = (file: File): string | undefined => {
    if (!accept.includes(extensionOf(file.name))) return validationText(accept.length === 1 && accept[0] === 'pdf' ? 'pdfOnly' : 'fileType', language);
    if (file.size > maxBytes) return t('dropzone.tooBig', { size: formatFileSize(maxBytes, language) });
    if (file.size === 0) return t('dropzone.empty');
    return undefined;
  };

  const add = (chosen: File[]) => {
    if (chosen.length === 0 || disabled) return;
    setRemoved(null);
    const checked = (multiple ? chosen : chosen.slice(0, 1)).map((file) => ({ file, problem: problemOf(file) }));
    const refused = checked.find((c) => c.problem !== undefined);
    setRejection(refused ? t('dropzone.refused', { name: refused.file.name, reason: refused.problem }) : null);
    const accepted = checked.filter((c) => c.problem === undefined).map((c) => c.file);
    if (accepted.length > 0) onAdd(accepted);
  };

  const remove = (file: HeldFile) => {
    onRemove?.(file);
    setRejection(null);
    setRemoved(file.name);
    if (input.current) input.current.value = '';
    input.current?.focus();
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    add(Array.from(event.dataTransfer.files));
  };

  // A refusal just made explains why nothing is held, so it wins over an older form error.
  const shownError = rejection ?? error ?? undefined;
  const types = accept.map((extension) => extension.toUpperCase()).join(', ');
  const state = files.length > 0 ? 'added' : removed ? 'erased' : 'empty';
  const describedBy = [hint ? hintId : null, limitsId, shownError ? errorId : null].filter(Boolean).join(' ');

  return (
    <div className={['field', 'dropzone', `dropzone--${state}`, dragging ? 'dropzone--dragging' : '', shownError ? 'field--invalid' : ''].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className="field__label">
        {label}
        {required && <RequiredMark />}
      </label>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      <div
        className="dropzone__area"
        onClick={() => input.current?.click()}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <span className="dropzone__icon" aria-hidden="true">
          ⇪
        </span>
        <span className="dropzone__text" aria-hidden="true">
          {t(multiple ? 'dropzone.dropMany' : 'dropzone.drop')} <span className="dropzone__browse">{t(multiple ? 'dropzone.browseMany' : 'dropzone.browse')}</span>
        </span>
        <span id={limitsId} className="dropzone__limits">
          {t('dropzone.limits', { types, size: formatFileSize(maxBytes, language) })}
        </span>
        {/* The real file input, hidden from sight only, stays the labelled, keyboard-reachable control; the zone adds dropping. */}
        <input
          ref={input}
          id={inputId}
          type="file"
          className="visually-hidden"
          accept={accept.map((extension) => `.${extension}`).join(',')}
          multiple={multiple}
          disabled={disabled}
          aria-describedby={describedBy}
          aria-invalid={shownError ? true : undefined}
          aria-required={required || undefined}
          onClick={(event) => event.stopPropagation()}
          onChange={(event) => {
            add(Array.from(event.target.files ?? []));
            // The same file chosen again after removing it must fire a change.
            event.target.value = '';
          }}
        />
      </div>
      {files.length > 0 && (
        <ul className="dropzone__files" aria-label={t('dropzone.chosen')}>
          {files.map((file) => (
            <li key={file.name} className="dropzone__file">
              <span className="dropzone__file-name">{file.name}</span>
              <span className="dropzone__file-size">
                {stored ? t('dropzone.stored', { size: formatFileSize(file.size, language) }) : formatFileSize(file.size, language)}
              </span>
              {onRemove && (
                <button
                  type="button"
                  className="link-button dropzone__remove"
                  disabled={disabled}
                  aria-label={`${t('dropzone.remove')} ${file.name}`}
                  onClick={() => remove(file)}
                >
                  {t('dropzone.remove')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <p className="dropzone__status" role="status">
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
