import { fileTypeFromBuffer } from 'file-type';
import { hasControlCharacters, type UploadExtension } from '@portal/shared';
import { isFreeOfMarkup } from './structure-check.ts';

/**
 * What the content of a file must turn out to be (by its magic bytes, read by `file-type`) for each allowed
 * extension. The extension alone proves nothing: an HTML page or an executable renamed `.pdf` must not be stored
 * and later served as a PDF.
 * - Office Open XML (docx, xlsx, pptx, ppsx) and OpenDocument (odt, odp) files are zip containers; `file-type`
 *   names some of them by their inner parts, so the zip family is accepted for all of them.
 * - The old binary Office formats (doc, ppt, pps) are OLE compound files (CFB).
 * - Plain text (txt, csv) has no signature: it must be valid UTF-8 without control characters.
 * - The types a browser shows inline must also be one file only, not an image or PDF carrying a page or a script
 *   (structure-check.ts).
 */
const ZIP_FAMILY = ['zip', 'docx', 'xlsx', 'pptx', 'odt', 'odp', 'ods'];
const EXPECTED: Record<UploadExtension, readonly string[] | 'text'> = {
  pdf: ['pdf'],
  png: ['png'],
  jpg: ['jpg'],
  jpeg: ['jpg'],
  gif: ['gif'],
  bmp: ['bmp'],
  tiff: ['tif'],
  tif: ['tif'],
  docx: ZIP_FAMILY,
  xlsx: ZIP_FAMILY,
  pptx: ZIP_FAMILY,
  ppsx: ZIP_FAMILY,
  odt: ZIP_FAMILY,
  odp: ZIP_FAMILY,
  doc: ['cfb'],
  ppt: ['cfb'],
  pps: ['cfb'],
  txt: 'text',
  csv: 'text',
};

const utf8 = new TextDecoder('utf-8', { fatal: true });

function isPlainText(bytes: Buffer): boolean {
  try {
    return !hasControlCharacters(utf8.decode(bytes).replace(/\f/g, ''));
  } catch {
    return false;
  }
}

/** Whether `bytes` really are a file of type `extension`, and nothing else. */
export async function contentMatchesExtension(bytes: Buffer, extension: UploadExtension): Promise<boolean> {
  const expected = EXPECTED[extension];
  const detected = await fileTypeFromBuffer(bytes);
  if (expected === 'text') return detected === undefined && isPlainText(bytes);
  return detected !== undefined && expected.includes(detected.ext) && isFreeOfMarkup(bytes, detected.ext);
}
