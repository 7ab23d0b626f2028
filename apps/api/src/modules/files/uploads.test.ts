import { describe, expect, it } from 'vitest';
import { FILE_MAX_BYTES } from '@portal/shared';
import { AppError } from '../../lib/app-error.ts';
import { decodeUpload } from './uploads.ts';

const fields = { content: 'fichero.ficheroB64ParaAltas', extension: 'fichero.extension_adjunto' };
const b64 = (bytes: Buffer) => bytes.toString('base64');
const PDF_HEAD = '%PDF-1.4\n';
const pdfOfSize = (size: number) => Buffer.concat([Buffer.from(PDF_HEAD), Buffer.alloc(size - PDF_HEAD.length, 32)]);

async function refusal(run: () => Promise<unknown>): Promise<{ status: number; errores: unknown }> {
  try {
    await run();
  } catch (error) {
    if (error instanceof AppError) return { status: error.status, errores: (error.datos as { errores: unknown }).errores };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('decodeUpload', () => {
  it('decodes a data URL or bare base64, whatever the case of the extension', async () => {
    const bytes = Buffer.from('hola, món');
    for (const content of [`data:text/plain;base64,${b64(bytes)}`, b64(bytes)]) {
      const upload = await decodeUpload(content, '.TXT', fields);
      expect(upload.bytes.equals(bytes)).toBe(true);
      expect(upload).toMatchObject({ extension: 'txt', mimeType: 'text/plain; charset=utf-8' });
    }
  });

  it('refuses an extension outside the allowed list with 46 on the extension field', async () => {
    expect(await refusal(() => decodeUpload(b64(Buffer.from('x')), 'exe', fields))).toEqual({
      status: 46,
      errores: [{ campo: 'fichero.extension_adjunto', codigo: 46, clave: 'fileType' }],
    });
    expect((await refusal(() => decodeUpload(b64(Buffer.from('x')), 'pdf', fields, ['png', 'jpg']))).status).toBe(46);
  });

  it('takes exactly FILE_MAX_BYTES and refuses one byte more with the fileSize field error', async () => {
    expect((await decodeUpload(b64(pdfOfSize(FILE_MAX_BYTES)), 'pdf', fields)).bytes.length).toBe(FILE_MAX_BYTES);
    expect(await refusal(() => decodeUpload(b64(pdfOfSize(FILE_MAX_BYTES + 1)), 'pdf', fields))).toEqual({
      status: 15,
      errores: [{ campo: 'fichero.ficheroB64ParaAltas', codigo: 15, clave: 'fileSize' }],
    });
  });

  it('refuses content that is not base64, or empty, with 15', async () => {
    expect((await refusal(() => decodeUpload('not base64!', 'pdf', fields))).errores).toEqual([{ campo: fields.content, codigo: 15, clave: 'malformed' }]);
    expect((await refusal(() => decodeUpload('data:application/pdf;base64,', 'pdf', fields))).errores).toEqual([
      { campo: fields.content, codigo: 15, clave: 'required' },
    ]);
  });
});

/** A minimal real .docx (a zip with [Content_Types].xml and word/document.xml), as `zip` writes it. */
const DOCX = Buffer.from(
  'UEsDBAoAAAAAAFpZd12cRus3CQAAAAkAAAATAAAAW0NvbnRlbnRfVHlwZXNdLnhtbDxUeXBlcy8+ClBLAwQKAAAAAABaWXddAckaxgUAAAAFAAAAEQAAAHdvcmQvZG9jdW1lbnQueG1sPHcvPgpQSwECHgMKAAAAAABaWXddnEbrNwkAAAAJAAAAEwAAAAAAAAABAAAApIEAAAAAW0NvbnRlbnRfVHlwZXNdLnhtbFBLAQIeAwoAAAAAAFpZd10ByRrGBQAAAAUAAAARAAAAAAAAAAEAAACkgToAAAB3b3JkL2RvY3VtZW50LnhtbFBLBQYAAAAAAgACAIAAAABuAAAAAAA=',
  'base64',
);
const signature = (hex: string, rest = 64) => Buffer.concat([Buffer.from(hex, 'hex'), Buffer.alloc(rest)]);
const PNG = signature('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489');
const CFB = signature('d0cf11e0a1b11ae1', 600);

describe('the content must be of the type its extension names (magic bytes)', () => {
  it.each([
    ['pdf', Buffer.from('%PDF-1.7\n%%EOF')],
    ['png', PNG],
    ['jpg', signature('ffd8ffe000104a46494600')],
    ['jpeg', signature('ffd8ffe000104a46494600')],
    ['gif', Buffer.from('GIF89a\u0001\u0000\u0001\u0000')],
    ['bmp', signature('424d3a0000000000000036000000280000000100000001000000010018000000')],
    ['tiff', signature('49492a00080000000000')],
    ['tif', signature('4d4d002a00000008')],
    ['docx', DOCX],
    ['xlsx', DOCX],
    ['odt', DOCX],
    ['doc', CFB],
    ['ppt', CFB],
    ['txt', Buffer.from('Línea 1\r\n\tLínea 2 — ç, l·l, ñ\n')],
    ['csv', Buffer.from('\uFEFFnombre;nota\nLúcia;8,5\n')],
  ])('accepts a real %s', async (extension, bytes) => {
    const upload = await decodeUpload(b64(bytes), extension, fields);
    expect(upload.extension).toBe(extension);
  });

  it.each([
    ['an HTML page renamed .pdf', Buffer.from('<!doctype html><script>alert(document.cookie)</script>'), 'pdf'],
    ['an SVG renamed .png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'png'],
    ['a Windows executable renamed .pdf', signature('4d5a90000300000004000000ffff0000', 300), 'pdf'],
    ['a PNG renamed .jpg', PNG, 'jpg'],
    ['a PDF renamed .docx', Buffer.from('%PDF-1.7\n%%EOF'), 'docx'],
    ['a zip renamed .doc', DOCX, 'doc'],
    ['an OLE file renamed .docx', CFB, 'docx'],
    ['a binary renamed .txt', Buffer.from('abc\u0000\u0001def'), 'txt'],
    ['a PDF renamed .txt', Buffer.from('%PDF-1.7\n%%EOF'), 'txt'],
    ['text that is not UTF-8 renamed .csv', Buffer.from([0x6e, 0x6f, 0x74, 0x61, 0x3b, 0xe9, 0xff, 0x0a]), 'csv'],
  ])('refuses %s with 46 on the content field', async (_, bytes, extension) => {
    expect(await refusal(() => decodeUpload(b64(bytes), extension, fields))).toEqual({
      status: 46,
      errores: [{ campo: fields.content, codigo: 46, clave: 'fileType' }],
    });
  });
});
