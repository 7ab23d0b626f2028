import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { StaffGuide } from '@portal/shared';
import { InputField, TextAreaField } from '@/components/ui/form-fields';
import { useSaveGuide } from '../api/content-items';
import { readFile } from '../utils/read-file';
import { ContentFormActions } from './content-list-section';

const LANGS = [
  ['Es', 'es'],
  ['Ca', 'ca'],
  ['En', 'en'],
] as const;

/** A guide: title and description in the three languages, a file or an address, an optional image. */
export function GuideForm({ editing, onDone, onCancel }: { editing: StaffGuide | null; onDone: (message: string) => void; onCancel: () => void }) {
  const { t } = useTranslation('staffContent');
  const save = useSaveGuide();
  const [form, setForm] = useState({
    tituloEs: editing?.tituloEs ?? '',
    tituloCa: editing?.tituloCa ?? '',
    tituloEn: editing?.tituloEn ?? '',
    descripcionEs: editing?.descripcionEs ?? '',
    descripcionCa: editing?.descripcionCa ?? '',
    descripcionEn: editing?.descripcionEn ?? '',
    enlace: editing?.enlace ?? '',
  });
  const [file, setFile] = useState<{ ficheroB64ParaAltas: string; extension_adjunto: string; nombre: string } | undefined>();
  const [image, setImage] = useState<{ ficheroB64: string; extension: string } | undefined>();
  const [preview, setPreview] = useState<string | null>(editing?.imagen ?? null);
  const set = (key: keyof typeof form) => (event: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        ...form,
        ...(editing ? { id: editing.id } : {}),
        enlace: file ? undefined : form.enlace || undefined,
        ...(file ? { fichero: file } : {}),
        ...(image ? { imagen: image } : {}),
        ...(!image && !preview && editing?.imagen ? { sinImagen: true } : {}),
      },
      { onSuccess: () => onDone(t('content.guides.saved')) },
    );
  };
  const title = editing ? t('content.guides.edit') : t('content.guides.new');
  return (
    <form className="card bo-form" onSubmit={submit} aria-label={title}>
      <h3>{title}</h3>
      {LANGS.map(([suffix, lang]) => (
        <fieldset key={lang} className="bo-fieldset">
          <legend>{t(`content.language.${lang}`)}</legend>
          <InputField label={t('content.guides.title')} required maxLength={200} value={form[`titulo${suffix}`]} onChange={set(`titulo${suffix}`)} />
          <TextAreaField label={t('content.guides.description')} required rows={2} maxLength={2000} length={form[`descripcion${suffix}`].length} value={form[`descripcion${suffix}`]} onChange={set(`descripcion${suffix}`)} />
        </fieldset>
      ))}
      <div className="bo-form__row">
        <InputField
          label={t('content.guides.file')}
          hint={editing?.nombreFichero ? t('content.guides.currentFile', { name: editing.nombreFichero }) : t('content.guides.fileHint')}
          type="file"
          onChange={(e) => {
            const chosen = e.target.files?.[0];
            if (chosen) void readFile(chosen).then((read) => setFile({ ficheroB64ParaAltas: read.dataUrl, extension_adjunto: read.extension, nombre: read.name }));
          }}
        />
        <InputField label={t('content.guides.link')} type="url" value={form.enlace} onChange={set('enlace')} disabled={file !== undefined} />
      </div>
      <div className="bo-form__row">
        <InputField
          label={t('content.guides.image')}
          hint={t('content.imageHint')}
          type="file"
          accept="image/png,image/jpeg"
          onChange={(e) => {
            const chosen = e.target.files?.[0];
            if (chosen)
              void readFile(chosen).then((read) => {
                setImage({ ficheroB64: read.dataUrl, extension: read.extension });
                setPreview(read.dataUrl);
              });
          }}
        />
        {preview ? (
          <div>
            <img src={preview} alt={t('content.guides.imagePreview')} className="content-thumb" />
            <button type="button" className="button button--light" onClick={() => { setPreview(null); setImage(undefined); }}>
              {t('content.removeImage')}
            </button>
          </div>
        ) : null}
      </div>
      <ContentFormActions save={save} onCancel={onCancel} />
    </form>
  );
}
