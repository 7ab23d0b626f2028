import { extensionOf } from '@/components/ui/file-dropzone';
import { readAsDataUrl } from '@/lib/file-upload';

export interface UploadedFile {
  ficheroB64ParaAltas: string;
  extension_adjunto: string;
  nombre: string;
}

/** The file's base name without its extension: the server adds the extension of the content it accepted. */
export async function toUploadedFile(file: File): Promise<UploadedFile> {
  const extension = extensionOf(file.name);
  const name = extension ? file.name.slice(0, -(extension.length + 1)) : file.name;
  return { ficheroB64ParaAltas: await readAsDataUrl(file), extension_adjunto: extension, nombre: name || file.name };
}
