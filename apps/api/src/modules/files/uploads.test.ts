import { describe, expect, it } from 'vitest';
import { FILE_MAX_BYTES } from '@portal/shared';
import { AppError } from '../../lib/app-error.ts';
import { decodeUpload } from './uploads.ts';

const fields = { content: 'fichero.ficheroB64ParaAltas', extension: 'fichero.extension_adjunto' };
const b64 = (bytes: Buffer) => bytes.toString('base64');

function refusal(run: () => unknown): { status: number; errores: unknown } {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return { status: error.status, errores: (error.datos as { errores: unknown }).errores };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('decodeUpload', () => {
  it('decodes a data URL or bare base64, whatever the case of the extension', () => {
    const bytes = Buffer.from('hola, món');
    for (const content of [`data:text/plain;base64,${b64(bytes)}`, b64(bytes)]) {
      const upload = decodeUpload(content, '.TXT', fields);
      expect(upload.bytes.equals(bytes)).toBe(true);
      expect(upload).toMatchObject({ extension: 'txt', mimeType: 'text/plain; charset=utf-8' });
    }
  });

  it('refuses an extension outside the allowed list with 46 on the extension field', () => {
    expect(refusal(() => decodeUpload(b64(Buffer.from('x')), 'exe', fields))).toEqual({
      status: 46,
      errores: [{ campo: 'fichero.extension_adjunto', codigo: 46, clave: 'fileType' }],
    });
    expect(refusal(() => decodeUpload(b64(Buffer.from('x')), 'pdf', fields, ['png', 'jpg'])).status).toBe(46);
  });

  it('takes exactly FILE_MAX_BYTES and refuses one byte more with the fileSize field error', () => {
    expect(decodeUpload(b64(Buffer.alloc(FILE_MAX_BYTES)), 'pdf', fields).bytes.length).toBe(FILE_MAX_BYTES);
    expect(refusal(() => decodeUpload(b64(Buffer.alloc(FILE_MAX_BYTES + 1)), 'pdf', fields))).toEqual({
      status: 15,
      errores: [{ campo: 'fichero.ficheroB64ParaAltas', codigo: 15, clave: 'fileSize' }],
    });
  });

  it('refuses content that is not base64, or empty, with 15', () => {
    expect(refusal(() => decodeUpload('not base64!', 'pdf', fields)).errores).toEqual([{ campo: fields.content, codigo: 15, clave: 'malformed' }]);
    expect(refusal(() => decodeUpload('data:application/pdf;base64,', 'pdf', fields)).errores).toEqual([{ campo: fields.content, codigo: 15, clave: 'required' }]);
  });
});
