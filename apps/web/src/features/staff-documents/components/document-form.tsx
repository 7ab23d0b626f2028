import { useState, type FormEvent } from 'react';
import { ALLOWED_UPLOAD_EXTENSIONS, FILE_MAX_BYTES, PUBLISHED_DOCUMENT_KINDS, inContentLanguage, type PublishedDocumentKind, type StaffPublishedDocument } from '@portal/shared';
import { ApiErrorAlert } from '@/components/errors/api-error-alert';
import { FileDropzone } from '@/components/ui/file-dropzone';
import { InputField, SelectField, TextAreaField } from '@/components/ui/form-fields';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { readFile } from '@/lib/read-file';
import { useProgrammeOptions, useSaveDocument } from '../api/documents';

/** A new document (saved as a draft) or an existing one: kind, title, description, programme, and a file. */
export function DocumentForm({ editing, onDone, onCancel }: { editing: StaffPublishedDocument | null; onDone: (message: string) => void; onCancel: () => void }) {
  const { t } = useTranslation('staffAgreements');
  const language = useLanguage();
  const save = useSaveDocument();
  const programmes = useProgrammeOptions();
  const [kind, setKind] = useState<PublishedDocumentKind>(editing?.tipo ?? 'anexo');
  const [title, setTitle] = useState(editing?.titulo ?? '');
  const [description, setDescription] = useState(editing?.descripcion ?? '');
  const [programme, setProgramme] = useState(editing?.idPrograma ? String(editing.idPrograma) : '');
  const [file, setFile] = useState<File | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const read = file ? await readFile(file) : undefined;
    save.mutate(
      {
        ...(editing ? { id: editing.idDocumento } : {}),
        tipo: kind,
        titulo: title,
        descripcion: description || undefined,
        idPrograma: programme ? Number(programme) : undefined,
        ...(read ? { fichero: { ficheroB64ParaAltas: read.dataUrl, extension_adjunto: read.extension, nombre: read.name } } : {}),
      },
      { onSuccess: () => onDone(t('staffDocuments.saved', { name: title })) },
    );
  };

  const programmeName = (p: { tituloEs: string; tituloCa: string; tituloEn: string }) => inContentLanguage(language, { es: p.tituloEs, ca: p.tituloCa, en: p.tituloEn });
  return (
    <form className="bo-form card" aria-label={editing ? t('staffDocuments.edit') : t('staffDocuments.new')} onSubmit={(event) => void submit(event)}>
      <h3>{editing ? t('staffDocuments.edit') : t('staffDocuments.new')}</h3>
      <div className="bo-form__row">
        <SelectField
          label={t('staffDocuments.kind')}
          required
          value={kind}
          onChange={(event) => setKind(event.target.value as PublishedDocumentKind)}
          options={PUBLISHED_DOCUMENT_KINDS.map((k) => ({ value: k, label: t(`staffDocuments.kinds.${k}`) }))}
        />
        <SelectField
          label={t('staffDocuments.programme')}
          value={programme}
          onChange={(event) => setProgramme(event.target.value)}
          placeholder={t('staffDocuments.noProgramme')}
          options={(programmes.data ?? []).map((p) => ({ value: String(p.id), label: programmeName(p) }))}
        />
      </div>
      <InputField label={t('staffDocuments.title')} required maxLength={150} value={title} onChange={(event) => setTitle(event.target.value)} />
      <TextAreaField label={t('staffDocuments.description')} rows={2} maxLength={1000} length={description.length} value={description} onChange={(event) => setDescription(event.target.value)} />
      <FileDropzone
        label={t('staffDocuments.file')}
        required={!editing}
        hint={editing ? t('staffDocuments.currentFile', { name: editing.nombreFichero }) : t('paperwork.fileHint')}
        accept={ALLOWED_UPLOAD_EXTENSIONS}
        maxBytes={FILE_MAX_BYTES}
        files={file ? [file] : []}
        onAdd={([chosen]) => setFile(chosen)}
        onRemove={() => setFile(undefined)}
      />
      {save.error ? <ApiErrorAlert error={save.error} /> : null}
      <div className="bo-actions">
        <button type="submit" className="button button--primary" disabled={save.isPending || (!editing && !file)}>
          {editing ? t('staffDocuments.saveChanges') : t('staffDocuments.saveDraft')}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('staffDocuments.cancel')}
        </button>
      </div>
    </form>
  );
}
