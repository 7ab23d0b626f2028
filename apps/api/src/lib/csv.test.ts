import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('the CSV writer', () => {
  it('starts with a byte-order mark, separates with ; and ends lines with CRLF', () => {
    const text = toCsv(
      [
        { header: 'Nombre', value: (r: { n: string; k: number }) => r.n },
        { header: 'Plazas', value: (r) => r.k },
      ],
      [{ n: 'Núria Pérez', k: 2 }],
    );
    expect(text).toBe('\uFEFFNombre;Plazas\r\nNúria Pérez;2\r\n');
    expect(Buffer.from(text, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it('quotes cells with separators, quotes and line breaks', () => {
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('dice "hola"')).toBe('"dice ""hola"""');
    expect(csvCell('línea\nsegunda')).toBe('"línea\nsegunda"');
  });

  it('neutralises cells a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('+34 600')).toBe("'+34 600");
    expect(csvCell('-1+1')).toBe("'-1+1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell('normal')).toBe('normal');
  });

  it('writes empty cells for missing values and 1/0 for flags', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(true)).toBe('1');
    expect(csvCell(false)).toBe('0');
  });
});
