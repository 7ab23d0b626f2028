import { isValidationKey, type ValidationKey } from '@portal/shared';
import { isApiError } from './api-client';

/** A chosen file as the data URL an upload body carries (zUploadedFile's `ficheroB64ParaAltas`). */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/**
 * The validation key a refusal (15, 46) gives for the file, named by its field (`campo` starting with `field`,
 * "fichero.extension_adjunto" for "fichero"), to show under the drop zone; undefined when the refusal is not about
 * the file.
 */
export function serverFileKey(error: unknown, field: string): ValidationKey | undefined {
  if (!isApiError(error)) return undefined;
  const errores = (error.datos as { errores?: { campo?: unknown; clave?: unknown }[] } | undefined)?.errores;
  if (!Array.isArray(errores)) return undefined;
  const entry = errores.find((e) => typeof e.campo === 'string' && e.campo.startsWith(field));
  return typeof entry?.clave === 'string' && isValidationKey(entry.clave) ? entry.clave : undefined;
}
