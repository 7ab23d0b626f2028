import { normaliseExtension, type Language } from '@portal/shared';
import { readAsDataUrl } from '@/lib/file-upload';

/** What an upload body carries (zUploadedFile): the content as a data URL, the extension and the file's name. */
export interface UploadedFile {
  ficheroB64ParaAltas: string;
  extension_adjunto: string;
  nombre: string;
}

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : normaliseExtension(fileName.slice(dot + 1));
}

export async function toUploadedFile(file: File): Promise<UploadedFile> {
  return { ficheroB64ParaAltas: await readAsDataUrl(file), extension_adjunto: extensionOf(file.name), nombre: file.name };
}

/** "845 KB", "1,9 MB": sizes the way people read them, decimal as the 2 MB limit is. */
export function formatBytes(bytes: number, language: Language): string {
  const format = (value: number, unit: string) => `${new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value)} ${unit}`;
  if (bytes < 1000) return format(bytes, 'B');
  if (bytes < 1_000_000) return format(bytes / 1000, 'KB');
  return format(bytes / 1_000_000, 'MB');
}

