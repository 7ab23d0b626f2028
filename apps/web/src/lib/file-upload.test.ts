import { describe, expect, it } from 'vitest';
import { Status } from '@portal/shared';
import { ApiError } from './api-client';
import { readAsDataUrl, serverFileKey } from './file-upload';

describe('file uploads', () => {
  it('reads a chosen file as the data URL an upload body carries', async () => {
    expect(await readAsDataUrl(new Blob(['%PDF-1.7'], { type: 'application/pdf' }))).toBe('data:application/pdf;base64,JVBERi0xLjc=');
  });

  it("finds the rule a refusal names for the file's field, nested or not, and nothing for other fields or errors", () => {
    const refusal = (campo: string, clave: string) => new ApiError(Status.MissingMandatoryData, { datos: { errores: [{ campo: 'tipo', codigo: 15, clave: 'required' }, { campo, codigo: 15, clave }] } });
    expect(serverFileKey(refusal('fichero.extension_adjunto', 'pdfOnly'), 'fichero')).toBe('pdfOnly');
    expect(serverFileKey(refusal('adjunto', 'fileSize'), 'adjunto')).toBe('fileSize');
    expect(serverFileKey(refusal('adjunto', 'not-a-rule'), 'adjunto')).toBeUndefined();
    expect(serverFileKey(refusal('nombre', 'required'), 'fichero')).toBeUndefined();
    expect(serverFileKey(new ApiError(Status.ActionNotAllowed), 'fichero')).toBeUndefined();
    expect(serverFileKey(new Error('network'), 'fichero')).toBeUndefined();
  });
});
