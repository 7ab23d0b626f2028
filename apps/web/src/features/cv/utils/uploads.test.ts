import { describe, expect, it } from 'vitest';
import { extensionOf, formatBytes } from './uploads';

describe('upload helpers', () => {
  it('reads extensions and sizes as people write them', () => {
    expect(extensionOf('Memoria.final.DOCX')).toBe('docx');
    expect(formatBytes(2032, 'es')).toBe('2 KB');
    expect(formatBytes(1_950_000, 'ca')).toBe('2 MB');
    expect(formatBytes(1_450_000, 'es')).toBe('1,5 MB');
  });
});
