import { useLanguage, useTranslation } from '@/lib/i18n';
import { useDownloadOwnFile } from '../api/get-own-file';
import { formatBytes } from '../utils/uploads';
import './file-download.css';

interface StoredFile {
  nombre: string;
  tamano: number;
  url: string;
}

/** Downloads one of the candidate's files (fetched with the session token, see get-own-file). */
export function FileDownload({ file }: { file: StoredFile }) {
  const { t } = useTranslation('cv');
  const language = useLanguage();
  const download = useDownloadOwnFile();
  return (
    <button
      type="button"
      className="cv-file"
      onClick={() => download.mutate({ url: file.url, fileName: file.nombre })}
      disabled={download.isPending}
      aria-busy={download.isPending || undefined}
    >
      <span className="cv-file__icon" aria-hidden="true">
        ↓
      </span>
      <span className="cv-file__text">
        <span className="visually-hidden">{t('files.download')}: </span>
        <span className="cv-file__name">{file.nombre}</span>
        <span className="cv-file__size">{download.isPending ? t('files.downloading') : formatBytes(file.tamano, language)}</span>
      </span>
    </button>
  );
}
