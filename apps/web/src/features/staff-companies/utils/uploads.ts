import { ALLOWED_UPLOAD_EXTENSIONS, FILE_MAX_BYTES, isAllowedExtension, normaliseExtension } from '@portal/shared';

export interface UploadedFile {
  ficheroB64ParaAltas: string;
  extension_adjunto: string;
  nombre: string;
}

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : normaliseExtension(fileName.slice(dot + 1));
}

/** The shared upload rules, checked when a file is picked: the extension list first, then the 2 MB limit. */
export function uploadProblem(file: File | null): 'fileType' | 'fileSize' | 'required' | null {
  if (!file || file.size === 0) return 'required';
  if (!isAllowedExtension(extensionOf(file.name), ALLOWED_UPLOAD_EXTENSIONS)) return 'fileType';
  if (file.size > FILE_MAX_BYTES) return 'fileSize';
  return null;
}

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/** The file's base name without its extension: the server adds the extension of the content it accepted. */
export async function toUploadedFile(file: File): Promise<UploadedFile> {
  const extension = extensionOf(file.name);
  const name = extension ? file.name.slice(0, -(extension.length + 1)) : file.name;
  return { ficheroB64ParaAltas: await readAsDataUrl(file), extension_adjunto: extension, nombre: name || file.name };
}
