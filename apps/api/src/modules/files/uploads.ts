import {
  ALLOWED_UPLOAD_EXTENSIONS,
  FILE_MAX_BYTES,
  Status,
  decodedBase64Size,
  normaliseExtension,
  type StatusCode,
  type UploadExtension,
  type ValidationKey,
} from '@portal/shared';
import { AppError } from '../../lib/app-error.ts';
import { MIME_TYPES } from './mime-types.ts';
import { contentMatchesExtension } from './content-check.ts';

export interface DecodedUpload {
  bytes: Buffer;
  extension: UploadExtension;
  mimeType: string;
}

/** Where the file's content and extension sit in the payload, for `datos.errores`. */
export interface UploadFields {
  content: string;
  extension: string;
}

function refuse(status: StatusCode, campo: string, clave: ValidationKey): AppError {
  return new AppError(status, { datos: { errores: [{ campo, codigo: status, clave }] } });
}

const DATA_URL_PREFIX = /^data:[^,]*;base64,/;

/**
 * Decodes a data URL (or bare base64) upload and checks it again on the server side of the contract: an
 * extension outside ALLOWED_UPLOAD_EXTENSIONS (or `allowed`) is 46, more than FILE_MAX_BYTES is a field error
 * `fileSize` (15), content that is not base64 or is empty is 15, and content that is not of the type its extension
 * names (checked by magic bytes) is 46 on the content field.
 */
export async function decodeUpload(
  content: string,
  extension: string,
  fields: UploadFields,
  allowed: readonly UploadExtension[] = ALLOWED_UPLOAD_EXTENSIONS,
): Promise<DecodedUpload> {
  const normalised = normaliseExtension(extension);
  const known = allowed.find((candidate) => candidate === normalised);
  if (known === undefined) throw refuse(Status.FileTypeNotAllowed, fields.extension, 'fileType');
  const size = decodedBase64Size(content);
  if (size === undefined) throw refuse(Status.MissingMandatoryData, fields.content, 'malformed');
  if (size === 0) throw refuse(Status.MissingMandatoryData, fields.content, 'required');
  if (size > FILE_MAX_BYTES) throw refuse(Status.MissingMandatoryData, fields.content, 'fileSize');
  const bytes = Buffer.from(content.replace(DATA_URL_PREFIX, ''), 'base64');
  if (!(await contentMatchesExtension(bytes, known))) throw refuse(Status.FileTypeNotAllowed, fields.content, 'fileType');
  return { bytes, extension: known, mimeType: MIME_TYPES[known] };
}
