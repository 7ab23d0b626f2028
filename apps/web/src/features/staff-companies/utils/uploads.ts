import { extensionOf } from '@/components/ui/file-dropzone';

export interface UploadedFile {
  ficheroB64ParaAltas: string;
  extension_adjunto: string;
  nombre: string;
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
