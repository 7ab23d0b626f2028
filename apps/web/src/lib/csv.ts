import { saveBlob } from './file-download';

/** One CSV cell: quoted when it holds a separator, a quote or a line break (RFC 4180). */
function cell(value: string | number): string {
  const text = String(value);
  return /[;"\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A CSV text for spreadsheet programs as Spanish and Catalan users open them: ';' between cells (',' is the
 * decimal mark there) and a byte-order mark so accents survive.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(';')).join('\r\n')}\r\n`;
}

/** Offers the text as a download named `name`. */
export function downloadCsv(name: string, csv: string): void {
  saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), name);
}
