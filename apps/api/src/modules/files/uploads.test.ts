import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { FILE_MAX_BYTES } from '@portal/shared';
import { AppError } from '../../lib/app-error.ts';
import { decodeUpload } from './uploads.ts';

const fields = { content: 'fichero.ficheroB64ParaAltas', extension: 'fichero.extension_adjunto' };
const b64 = (bytes: Buffer) => bytes.toString('base64');
const PDF_HEAD = '%PDF-1.4\n';
const PDF_TAIL = '%%EOF\n';
const pdfOfSize = (size: number) => Buffer.concat([Buffer.from(PDF_HEAD), Buffer.alloc(size - PDF_HEAD.length - PDF_TAIL.length, 32), Buffer.from(PDF_TAIL)]);

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
/** Small real images, as an encoder writes them: the structure of each is now walked to its end. */
const image = (format: 'png' | 'jpeg' | 'gif') => sharp({ create: { width: 3, height: 2, channels: 3, background: '#c03' } })[format]().toBuffer();
const PNG = await image('png');
const JPEG = await image('jpeg');
const GIF = await image('gif');
const CFB = signature('d0cf11e0a1b11ae1', 600);

describe('the content must be of the type its extension names (magic bytes)', () => {
  it.each([
    ['pdf', Buffer.from('%PDF-1.7\n%%EOF')],
    ['png', PNG],
    ['jpg', JPEG],
    ['jpeg', JPEG],
    ['gif', GIF],
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

const HTML = '<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>';
const latin1 = (text: string) => Buffer.from(text, 'latin1');

/** A PNG chunk as an encoder would write it (the CRC is not what the check looks at). */
function pngChunk(type: string, data: string): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  return Buffer.concat([length, latin1(type), latin1(data), Buffer.alloc(4)]);
}
const IEND_BYTES = 12;
const pngWith = (chunk: Buffer) => Buffer.concat([PNG.subarray(0, PNG.length - IEND_BYTES), chunk, PNG.subarray(PNG.length - IEND_BYTES)]);

/** A JPEG with one more segment right after its SOI marker (a comment, FFFE). */
function jpegWithComment(text: string): Buffer {
  const length = Buffer.alloc(2);
  length.writeUInt16BE(text.length + 2);
  return Buffer.concat([JPEG.subarray(0, 2), Buffer.from([0xff, 0xfe]), length, latin1(text), JPEG.subarray(2)]);
}

/** A GIF with a comment extension (21 FE, one sub-block) before its trailer. */
const gifWithComment = (text: string) =>
  Buffer.concat([GIF.subarray(0, GIF.length - 1), Buffer.from([0x21, 0xfe, text.length]), latin1(text), Buffer.from([0x00, 0x3b])]);

/** Enough image-like bytes that a marker in the middle is neither in the first nor in the last KB. */
const filler = (size: number) => 'x'.repeat(size);

describe('an image or a PDF that is also a page or a script (a polyglot) is refused', () => {
  it.each([
    ['a PNG followed by HTML', Buffer.concat([PNG, latin1(HTML)]), 'png'],
    ['a PNG followed by anything at all', Buffer.concat([PNG, latin1('junk')]), 'png'],
    ['a PNG with HTML in a text chunk, deep inside the file', pngWith(pngChunk('tEXt', `Comment\u0000${filler(3000)}${HTML}${filler(3000)}`)), 'png'],
    ['a PNG with a script in a chunk of its own', pngWith(pngChunk('htMl', `${filler(3000)}<script src=//evil.example/x.js></script>${filler(3000)}`)), 'png'],
    ['a PNG cut before IEND', PNG.subarray(0, PNG.length - IEND_BYTES), 'png'],
    ['a JPEG with HTML in a comment segment, deep inside the file', jpegWithComment(`${filler(3000)}${HTML}${filler(3000)}`), 'jpg'],
    ['a JPEG followed by HTML', Buffer.concat([JPEG, latin1(HTML)]), 'jpeg'],
    ['a JPEG cut before EOI', JPEG.subarray(0, JPEG.length - 2), 'jpg'],
    ['a GIF header followed by a script', latin1('GIF89a<script>alert(1)</script>'), 'gif'],
    ['a GIF header that comments out its image for JavaScript', latin1(`GIF89a/*\u0001\u0000\u0001\u0000\u0000\u0000\u0000;*/=1;alert(document.domain)//`), 'gif'],
    ['a GIF followed by a script', Buffer.concat([GIF, latin1('alert(document.cookie)')]), 'gif'],
    ['a GIF with a script in a comment, deep inside the file', gifWithComment(`${filler(120)}<svg onload=alert(1)>${filler(120)}`), 'gif'],
    ['a PDF that is also a page', latin1(`%PDF-1.4\n${HTML}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`), 'pdf'],
    ['a page that becomes a PDF further on', latin1(`${HTML}%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF\n`), 'pdf'],
    ['a PDF followed by a page', latin1(`%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF\n${HTML}`), 'pdf'],
    ['a PDF with no end', latin1('%PDF-1.4\n1 0 obj<<>>endobj\n'), 'pdf'],
    ['a PDF with a javascript: link near its end', latin1(`%PDF-1.4\n${filler(4000)}<</URI(javascript:alert(1))>>\n%%EOF`), 'pdf'],
  ])('refuses %s with 46 on the content field', async (_, bytes, extension) => {
    expect(await refusal(() => decodeUpload(b64(bytes), extension, fields))).toEqual({
      status: 46,
      errores: [{ campo: fields.content, codigo: 46, clave: 'fileType' }],
    });
  });

  it.each([
    ['a PDF ending in line breaks and NUL padding', latin1('%PDF-1.7\n1 0 obj<<>>endobj\n%%EOF\r\n\u0000\u0000'), 'pdf'],
    ['a PDF with an incremental update (two %%EOF)', latin1('%PDF-1.7\n1 0 obj<<>>endobj\n%%EOF\n2 0 obj<<>>endobj\n%%EOF\n'), 'pdf'],
    ['a PNG with an ordinary text chunk', pngWith(pngChunk('tEXt', 'Software\u0000Portal test')), 'png'],
    ['a JPEG with an ordinary comment', jpegWithComment('Foto de carnet'), 'jpg'],
    ['a JPEG with data a phone appends after EOI', Buffer.concat([JPEG, Buffer.alloc(2048, 0x11)]), 'jpg'],
    ['a GIF with an ordinary comment', gifWithComment('Feria de empleo'), 'gif'],
  ])('accepts %s', async (_, bytes, extension) => {
    expect((await decodeUpload(b64(bytes), extension, fields)).bytes.equals(bytes)).toBe(true);
  });
});
