import { useState, type ReactNode } from 'react';
import { PROFILE_PHOTO_EXTENSIONS, type Language } from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { FileDropzone } from '@/components/ui/file-dropzone';
import { serverFieldErrors, useValidationText } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n';
import { readFile } from '../utils/read-file';

/** A save of the content page: what the form needs to know of its mutation. */
interface Save {
  error: unknown;
  isPending: boolean;
}

/**
 * The form of every kind of content (communications, events, guides, programmes, rejection reasons): a card named
 * by its title, the fields, the save's refusal, then save and cancel.
 */
export function ContentForm({
  title,
  save,
  onSubmit,
  onCancel,
  saveLabel,
  children,
}: {
  title: string;
  save: Save;
  onSubmit: () => void;
  onCancel: () => void;
  /** Where "Save" alone would not say what is saved. */
  saveLabel?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('staffContent');
  return (
    <form
      className="card bo-form"
      aria-label={title}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <h3>{title}</h3>
      {children}
      {save.error ? <ApiErrorAlert error={save.error} /> : null}
      <div className="bo-actions bo-actions--spaced">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {saveLabel ?? t('content.save')}
        </button>
        <button type="button" className="button button--light" onClick={onCancel}>
          {t('content.cancel')}
        </button>
      </div>
    </form>
  );
}

/**
 * The field errors of a refused save (15 and the field's own codes, `datos.errores`), each on its exact field
 * (`textoCa`, `tituloEn`...): `errorOf(name)` is the text to pass to that field's `error`.
 */
export function useSaveFieldErrors(save: Save) {
  const validationText = useValidationText();
  return (name: string): string | undefined => {
    const [mark] = serverFieldErrors(save.error, [name]);
    return mark ? validationText({ message: mark.message }) : undefined;
  };
}

/** The values a content form edits, and `set(key)`, the change handler of a text field bound to one of them. */
export function useDraft<T extends object>(initial: T) {
  const [draft, setDraft] = useState(initial);
  const set =
    <K extends keyof T>(key: K) =>
    (event: { target: { value: string } }) =>
      setDraft((d) => ({ ...d, [key]: event.target.value }));
  return { draft, setDraft, set };
}

const LANGUAGES = [
  ['Es', 'es'],
  ['Ca', 'ca'],
  ['En', 'en'],
] as const;

/** The texts of a content in each language, one fieldset a language; `suffix` names its fields (tituloEs...). */
export function LanguageFieldsets({ children }: { children: (suffix: (typeof LANGUAGES)[number][0], language: Language) => ReactNode }) {
  const { t } = useTranslation('staffContent');
  return LANGUAGES.map(([suffix, language]) => (
    <fieldset key={language} className="bo-fieldset">
      <legend>{t(`content.language.${language}`)}</legend>
      {children(suffix, language)}
    </fieldset>
  ));
}

/** A picked image as the upload payload of the content calls. */
export interface PickedImage {
  ficheroB64: string;
  extension: string;
}

/**
 * The image of a content being edited: the stored one until another is picked or it is removed. `payload` is what
 * the save sends: the new image, or that the stored one goes.
 */
export function usePickedImage(stored: string | null) {
  const [image, setImage] = useState<PickedImage | undefined>(undefined);
  const [preview, setPreview] = useState<string | null>(stored);
  return {
    picker: {
      preview,
      onPick: (picked: PickedImage) => {
        setImage(picked);
        setPreview(picked.ficheroB64);
      },
      onRemove: () => {
        setPreview(null);
        setImage(undefined);
      },
    },
    payload: (): { imagen?: PickedImage; sinImagen?: true } => (image ? { imagen: image } : !preview && stored ? { sinImagen: true } : {}),
  };
}

/**
 * A published image (an event's, a guide's, one of the gallery): the file drop zone with the image types, and
 * the image it holds with a way to remove it. `preview` is the image shown (the stored one until another is picked).
 */
export function ImagePicker({
  label,
  hint,
  preview,
  previewAlt,
  onPick,
  onRemove,
}: {
  label: string;
  hint?: string;
  preview?: string | null;
  previewAlt?: string;
  onPick: (image: PickedImage) => void;
  onRemove?: () => void;
}) {
  const { t } = useTranslation('staffContent');
  const common = useTranslation().t;
  const [picked, setPicked] = useState<File | null>(null);
  const [unreadable, setUnreadable] = useState(false);
  const pick = ([file]: File[]) => {
    if (!file) return;
    setUnreadable(false);
    void readFile(file).then(
      (read) => {
        setPicked(file);
        onPick({ ficheroB64: read.dataUrl, extension: read.extension });
      },
      () => setUnreadable(true),
    );
  };
  return (
    <div className="bo-form__row">
      <FileDropzone
        label={label}
        hint={hint}
        accept={PROFILE_PHOTO_EXTENSIONS}
        files={picked && preview ? [picked] : []}
        onAdd={pick}
        error={unreadable ? common('dropzone.unreadable') : undefined}
      />
      {preview && onRemove ? (
        <div>
          <img src={preview} alt={previewAlt} className="content-thumb" />
          <button
            type="button"
            className="button button--light"
            onClick={() => {
              setPicked(null);
              onRemove();
            }}
          >
            {t('content.removeImage')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
