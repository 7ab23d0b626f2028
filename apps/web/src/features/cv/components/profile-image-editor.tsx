import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { PROFILE_PHOTO_EXTENSIONS, profileImageBody, toFieldErrors, validationText } from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { FileDropzone } from '@/components/ui/file-dropzone';
import { Modal } from '@/components/ui/modal';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useEditProfileImage } from '../api/edit-profile-image';
import {
  clampCrop,
  drawCrop,
  exportCrop,
  initialCrop,
  loadImage,
  outputSide,
  panCrop,
  ZOOM_MAX,
  ZOOM_MIN,
  type Crop,
  type ImageSize,
} from '../utils/image-crop';
import { FormActions } from './buttons';
import './profile-image-editor.css';

const PREVIEW_PX = 260;
/** One arrow-key press moves the crop by this share of its side. */
const KEY_STEP = 0.05;
/**
 * The photo picked may be a phone's full-size picture: it is cut and shrunk here before sending, so the picker takes
 * more than the 2 MB of other uploads; past this the browser would struggle to decode it.
 */
const PHOTO_PICK_MAX_BYTES = 15_000_000;

interface Picture {
  image: HTMLImageElement;
  size: ImageSize;
}

/**
 * The profile photo editor (spec 1 §2 "image editor, max 1000 px"): pick a PNG or JPEG, frame it (zoom, drag or
 * arrow keys), and the browser cuts and scales it to a square of at most 1000 px before it is sent, so a phone's
 * 8 MB photo uploads as a ~200 KB JPEG. The server scales again, whatever it receives.
 */
export function ProfileImageEditor({ open, onClose, onSaved }: { open: boolean; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('cv');
  const language = useLanguage();
  const titleId = useId();
  const helpId = useId();
  const zoomId = useId();
  const save = useEditProfileImage();
  const [picture, setPicture] = useState<Picture | null>(null);
  const [crop, setCrop] = useState<Crop | null>(null);
  const [error, setError] = useState<string | null>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const drag = useRef<{ x: number; y: number } | null>(null);

  useEffect(() => {
    if (!picture || !crop || !canvas.current) return;
    drawCrop(canvas.current, picture.image, picture.size, crop, Math.round(PREVIEW_PX * (window.devicePixelRatio || 1)));
  }, [picture, crop]);

  const close = () => {
    setPicture(null);
    setCrop(null);
    setError(null);
    save.reset();
    onClose();
  };

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    save.reset();
    try {
      const image = await loadImage(file);
      const size = { width: image.naturalWidth, height: image.naturalHeight };
      setPicture({ image, size });
      setCrop(initialCrop(size));
    } catch {
      setError(validationText('fileType', language));
    }
  };

  const move = (dx: number, dy: number) => {
    if (!picture || !crop) return;
    setCrop(panCrop(picture.size, crop, dx, dy, PREVIEW_PX));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const step = PREVIEW_PX * KEY_STEP;
    const moves: Record<string, [number, number]> = { ArrowLeft: [step, 0], ArrowRight: [-step, 0], ArrowUp: [0, step], ArrowDown: [0, -step] };
    const delta = moves[event.key];
    if (!delta) return;
    event.preventDefault();
    move(...delta);
  };

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    drag.current = { x: event.clientX, y: event.clientY };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drag.current) return;
    move(event.clientX - drag.current.x, event.clientY - drag.current.y);
    drag.current = { x: event.clientX, y: event.clientY };
  };

  const submit = () => {
    if (!picture || !crop) {
      setError(validationText('required', language));
      return;
    }
    const dataUrl = exportCrop(picture.image, picture.size, crop);
    if (!dataUrl) {
      setError(validationText('fileType', language));
      return;
    }
    const body = { extension: 'jpg', ficheroB64: dataUrl };
    const parsed = profileImageBody.safeParse(body);
    if (!parsed.success) {
      setError(validationText(toFieldErrors(parsed.error)[0]?.clave ?? 'malformed', language));
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: () => {
        close();
        onSaved();
      },
    });
  };

  const side = picture && crop ? outputSide(picture.size, crop) : null;

  return (
    <Modal open={open} onClose={close} labelledBy={titleId} className="modal cv-photo-modal">
      <h2 id={titleId} className="modal__title">
        {t('photo.title')}
      </h2>
      <form
        className="cv-form"
        noValidate
        aria-busy={save.isPending}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <ApiErrorAlert error={save.error} />
        <FileDropzone
          label={t('photo.pick')}
          hint={t('photo.pickHint')}
          accept={PROFILE_PHOTO_EXTENSIONS}
          maxBytes={PHOTO_PICK_MAX_BYTES}
          files={[]}
          error={error ?? undefined}
          onAdd={([file]) => void pick(file)}
        />
        {picture && crop && (
          <div className="cv-photo__editor">
            <canvas
              ref={canvas}
              className="cv-photo__preview"
              style={{ width: PREVIEW_PX, height: PREVIEW_PX }}
              tabIndex={0}
              role="img"
              aria-label={t('photo.preview')}
              aria-describedby={helpId}
              onKeyDown={onKeyDown}
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={() => (drag.current = null)}
              onPointerCancel={() => (drag.current = null)}
            />
            <p id={helpId} className="field__hint">
              {t('photo.help')}
            </p>
            <div className="field">
              <label htmlFor={zoomId} className="field__label">
                {t('photo.zoom')}
              </label>
              {/* A slider: the form kit draws text boxes, selects and check boxes, not ranges. */}
              <input
                id={zoomId}
                type="range"
                className="cv-photo__zoom"
                min={ZOOM_MIN}
                max={ZOOM_MAX}
                step={0.05}
                value={crop.zoom}
                aria-valuetext={`${Math.round(crop.zoom * 100)} %`}
                onChange={(event) => setCrop(clampCrop(picture.size, { ...crop, zoom: Number(event.target.value) }))}
              />
            </div>
            {side && <p className="muted">{t('photo.output', { side })}</p>}
          </div>
        )}
        <FormActions pending={save.isPending} onCancel={close} saveLabel={t('photo.save')} />
      </form>
    </Modal>
  );
}
