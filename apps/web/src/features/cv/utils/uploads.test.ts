import { describe, expect, it } from 'vitest';
import { extensionOf, formatBytes, uploadProblem } from './uploads';

const file = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name);

describe('upload checks', () => {
  it('applies the shared extension list first, then the 2 MB limit', () => {
    expect(uploadProblem(file('nota.PDF', 10))).toBeNull();
    expect(uploadProblem(file('virus.exe', 10))).toBe('fileType');
    expect(uploadProblem(file('sin-extension', 10))).toBe('fileType');
    expect(uploadProblem(file('grande.pdf', 2_000_001))).toBe('fileSize');
    expect(uploadProblem(file('justo.pdf', 2_000_000))).toBeNull();
    expect(uploadProblem(file('vacio.pdf', 0))).toBe('required');
    expect(uploadProblem(file('foto.gif', 10), ['png', 'jpg', 'jpeg'])).toBe('fileType');
  });

  it('reads extensions and sizes as people write them', () => {
    expect(extensionOf('Memoria.final.DOCX')).toBe('docx');
    expect(formatBytes(2032, 'es')).toBe('2 KB');
    expect(formatBytes(1_950_000, 'ca')).toBe('2 MB');
    expect(formatBytes(1_450_000, 'es')).toBe('1,5 MB');
  });
});
