import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { ALLOWED_UPLOAD_EXTENSIONS, type StaffGuide } from '@portal/shared';
import { FileDropzone } from '@/components/ui/file-dropzone';
import { InputField, TextAreaField } from '@/components/ui/form-fields';
import { useSaveGuide } from '../api/content-items';
import { readFile } from '../utils/read-file';
import { ContentForm, ImagePicker, LanguageFieldsets, useDraft, usePickedImage } from './content-form';

interface GuideFile {
  ficheroB64ParaAltas: string;
  extension_adjunto: string;
  nombre: string;
  /** The pick, as the drop zone shows it. */
  held: File;
}

/** A guide: title and description in the three languages, a file or an address, an optional image. */
export function GuideForm({ editing, onDone, onCancel }: { editing: StaffGuide | null; onDone: (message: string) => void; onCancel: () => void }) {
  const { t } = useTranslation('staffContent');
  const save = useSaveGuide();
  const { draft: form, set } = useDraft({
    tituloEs: editing?.tituloEs ?? '',
    tituloCa: editing?.tituloCa ?? '',
    tituloEn: editing?.tituloEn ?? '',
    descripcionEs: editing?.descripcionEs ?? '',
    descripcionCa: editing?.descripcionCa ?? '',
    descripcionEn: editing?.descripcionEn ?? '',
    enlace: editing?.enlace ?? '',
  });
  const [file, setFile] = useState<GuideFile | undefined>();
  const picture = usePickedImage(editing?.imagen ?? null);
  const submit = () => {
    const fichero = file && { ficheroB64ParaAltas: file.ficheroB64ParaAltas, extension_adjunto: file.extension_adjunto, nombre: file.nombre };
    save.mutate(
      {
        ...form,
        ...(editing ? { id: editing.id } : {}),
        enlace: fichero ? undefined : form.enlace || undefined,
        ...(fichero ? { fichero } : {}),
        ...picture.payload(),
      },
      { onSuccess: () => onDone(t('content.guides.saved')) },
    );
  };
  return (
    <ContentForm title={editing ? t('content.guides.edit') : t('content.guides.new')} save={save} onSubmit={submit} onCancel={onCancel}>
      <LanguageFieldsets>
        {(suffix) => (
          <>
            <InputField label={t('content.guides.title')} required maxLength={200} value={form[`titulo${suffix}`]} onChange={set(`titulo${suffix}`)} />
            <TextAreaField label={t('content.guides.description')} required rows={2} maxLength={2000} length={form[`descripcion${suffix}`].length} value={form[`descripcion${suffix}`]} onChange={set(`descripcion${suffix}`)} />
          </>
        )}
      </LanguageFieldsets>
      <div className="bo-form__row">
        <FileDropzone
          label={t('content.guides.file')}
          hint={editing?.nombreFichero ? t('content.guides.currentFile', { name: editing.nombreFichero }) : t('content.guides.fileHint')}
          accept={ALLOWED_UPLOAD_EXTENSIONS}
          files={file ? [file.held] : []}
          onAdd={([chosen]) => {
            if (chosen) void readFile(chosen).then((read) => setFile({ ficheroB64ParaAltas: read.dataUrl, extension_adjunto: read.extension, nombre: read.name, held: chosen }));
          }}
          onRemove={() => setFile(undefined)}
        />
        <InputField label={t('content.guides.link')} type="url" value={form.enlace} onChange={set('enlace')} disabled={file !== undefined} />
      </div>
      <ImagePicker label={t('content.guides.image')} hint={t('content.imageHint')} previewAlt={t('content.guides.imagePreview')} {...picture.picker} />
    </ContentForm>
  );
}
