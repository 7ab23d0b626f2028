import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/i18n';
import { formatBytes } from '../utils/uploads';
import { FieldLabel } from '@/components/ui/form-fields';

interface FileDropzoneProps {
  /** The file input's label; unique on the page. */
  label: string;
  hint?: string | undefined;
  accept: string;
  /** The file the form holds now: a new pick, or the stored one. */
  file: { name: string; size: number } | null;
  /** The held file is the one already saved (not a new pick). */
  stored?: boolean;
  onSelect: (file: File) => void;
  onRemove: () => void;
  error?: string | undefined;
  required?: boolean;
  disabled?: boolean;
}

/**
 * The file dropzone of spec 1 §2, with its three states: empty (drop a file here or choose one), file added (its
 * name and size, and a button to take it away) and erased (empty again, saying the file was removed). The input
 * stays the real, labelled control: keyboard users tab to it and open the picker with Space or Enter.
 */
export function FileDropzone({ label, hint, accept, file, stored = false, onSelect, onRemove, error, required, disabled }: FileDropzoneProps) {
  const { t } = useTranslation('cv');
  const language = useLanguage();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [erased, setErased] = useState(false);

  const pick = (picked: File | undefined) => {
    if (!picked) return;
    setErased(false);
    onSelect(picked);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) pick(event.dataTransfer.files[0]);
  };

  const remove = () => {
    setErased(true);
    onRemove();
    if (input.current) input.current.value = '';
    input.current?.focus();
  };

  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const state = file ? 'added' : erased ? 'erased' : 'empty';

  return (
    <div className={['field', 'cv-dropzone', `cv-dropzone--${state}`, error ? 'field--invalid' : ''].filter(Boolean).join(' ')}>
      <FieldLabel inputId={inputId} label={label} required={required} hint={hint} hintId={hintId} />
      <div
        className={['cv-dropzone__area', dragging ? 'cv-dropzone__area--over' : ''].filter(Boolean).join(' ')}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        onClick={(event) => {
          if (event.target === event.currentTarget) input.current?.click();
        }}
      >
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={accept}
          className="cv-dropzone__input"
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          disabled={disabled}
          onChange={(event) => pick(event.target.files?.[0])}
        />
        {file ? (
          <div className="cv-dropzone__file">
            <span className="cv-dropzone__icon" aria-hidden="true">
              ▤
            </span>
            <span className="cv-dropzone__name">
              {file.name}
              <span className="cv-dropzone__size">
                {stored ? t('dropzone.stored', { size: formatBytes(file.size, language) }) : formatBytes(file.size, language)}
              </span>
            </span>
            <button
              type="button"
              className="button cv-button cv-button--secondary"
              onClick={remove}
              disabled={disabled}
              aria-label={`${t('dropzone.remove')}: ${file.name}`}
            >
              {t('dropzone.remove')}
            </button>
          </div>
        ) : (
          <p className="cv-dropzone__prompt" aria-hidden="true" onClick={() => input.current?.click()}>
            {t('dropzone.prompt')} <span className="cv-dropzone__choose">{t('dropzone.choose')}</span>
          </p>
        )}
      </div>
      <p role="status" className="cv-dropzone__status">
        {state === 'erased' ? t('dropzone.erased') : ''}
      </p>
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
