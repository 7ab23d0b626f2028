import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { StaffEvent } from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { CheckboxField, InputField, TextAreaField } from '@/components/ui/form-fields';
import { useAddGalleryImage, useRemoveGalleryImage, useSaveEvent } from '../api/content-items';
import { ContentForm, ImagePicker, LanguageFieldsets, useDraft, usePickedImage, useSaveFieldErrors } from './content-form';

/** An ISO instant as the value of a datetime-local input, in the browser's time. */
function localInput(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A new event or the one being edited: card, texts per language, main image, videos; the gallery once saved. */
export function EventForm({ editing, onDone, onCancel }: { editing: StaffEvent | null; onDone: (message: string) => void; onCancel: () => void }) {
  const { t } = useTranslation('staffContent');
  const save = useSaveEvent();
  const errorOf = useSaveFieldErrors(save);
  const addImage = useAddGalleryImage();
  const removeImage = useRemoveGalleryImage();
  const [current, setCurrent] = useState(editing);
  const {
    draft: form,
    setDraft: setForm,
    set,
  } = useDraft({
    categoria: editing?.categoria ?? '',
    fecha: editing ? localInput(editing.fecha) : '',
    lugar: editing?.lugar ?? '',
    destacado: editing?.destacado ?? false,
    tituloEs: editing?.tituloEs ?? '',
    tituloCa: editing?.tituloCa ?? '',
    tituloEn: editing?.tituloEn ?? '',
    entradillaEs: editing?.entradillaEs ?? '',
    entradillaCa: editing?.entradillaCa ?? '',
    entradillaEn: editing?.entradillaEn ?? '',
    descripcionEs: editing?.descripcionEs ?? '',
    descripcionCa: editing?.descripcionCa ?? '',
    descripcionEn: editing?.descripcionEn ?? '',
    videos: (editing?.videos ?? []).join('\n'),
  });
  const picture = usePickedImage(editing?.imagen ?? null);
  const submit = () => {
    const optional = (value: string) => value || undefined;
    save.mutate(
      {
        ...(current ? { id: current.id } : {}),
        categoria: form.categoria,
        fecha: form.fecha ? new Date(form.fecha).toISOString() : '',
        lugar: form.lugar,
        destacado: form.destacado,
        tituloEs: form.tituloEs,
        tituloCa: optional(form.tituloCa),
        tituloEn: optional(form.tituloEn),
        entradillaEs: optional(form.entradillaEs),
        entradillaCa: optional(form.entradillaCa),
        entradillaEn: optional(form.entradillaEn),
        descripcionEs: optional(form.descripcionEs),
        descripcionCa: optional(form.descripcionCa),
        descripcionEn: optional(form.descripcionEn),
        videos: form.videos
          .split('\n')
          .map((v) => v.trim())
          .filter(Boolean),
        ...picture.payload(),
      },
      { onSuccess: () => onDone(t('content.events.saved')) },
    );
  };
  return (
    <ContentForm title={current ? t('content.events.edit') : t('content.events.new')} save={save} onSubmit={submit} onCancel={onCancel}>
      <div className="bo-form__row">
        <InputField label={t('content.events.date')} type="datetime-local" required value={form.fecha} onChange={set('fecha')} />
        <InputField label={t('content.events.place')} required maxLength={200} value={form.lugar} onChange={set('lugar')} />
        <InputField label={t('content.events.category')} hint={t('content.events.categoryHint')} required maxLength={40} value={form.categoria} onChange={set('categoria')} />
      </div>
      <CheckboxField label={t('content.events.featured')} checked={form.destacado} onChange={(e) => setForm((f) => ({ ...f, destacado: e.target.checked }))} />
      <LanguageFieldsets>
        {(suffix, lang) => (
          <>
            <InputField
              label={t('content.events.title')}
              required={lang === 'es'}
              hint={lang === 'es' ? undefined : t('content.fallbackHint')}
              maxLength={200}
              error={errorOf(`titulo${suffix}`)}
              value={form[`titulo${suffix}`]}
              onChange={set(`titulo${suffix}`)}
            />
            <TextAreaField label={t('content.events.lead')} rows={2} maxLength={500} length={form[`entradilla${suffix}`].length} error={errorOf(`entradilla${suffix}`)} value={form[`entradilla${suffix}`]} onChange={set(`entradilla${suffix}`)} />
            <TextAreaField label={t('content.events.description')} rows={3} maxLength={5000} length={form[`descripcion${suffix}`].length} error={errorOf(`descripcion${suffix}`)} value={form[`descripcion${suffix}`]} onChange={set(`descripcion${suffix}`)} />
          </>
        )}
      </LanguageFieldsets>
      <ImagePicker label={t('content.events.image')} hint={t('content.imageHint')} previewAlt={t('content.events.imagePreview')} {...picture.picker} />
      <TextAreaField label={t('content.events.videos')} hint={t('content.events.videosHint')} rows={2} value={form.videos} onChange={set('videos')} />
      {current ? (
        <fieldset className="bo-fieldset">
          <legend>{t('content.events.gallery')}</legend>
          {current.galeria.length === 0 ? <p className="muted">{t('content.events.galleryEmpty')}</p> : null}
          <ul className="content-gallery">
            {current.galeria.map((src, index) => (
              <li key={index}>
                <img src={src} alt={t('content.events.galleryImage', { n: index + 1 })} className="content-thumb" />
                <button type="button" className="button button--light" onClick={() => removeImage.mutate({ id: current.id, indice: index }, { onSuccess: setCurrent })}>
                  {t('content.removeImage')}
                </button>
              </li>
            ))}
          </ul>
          <ImagePicker label={t('content.events.addToGallery')} onPick={(picked) => addImage.mutate({ id: current.id, imagen: picked }, { onSuccess: setCurrent })} />
          {addImage.error ? <ApiErrorAlert error={addImage.error} /> : null}
        </fieldset>
      ) : (
        <p className="muted">{t('content.events.galleryLater')}</p>
      )}
    </ContentForm>
  );
}
