import type { DownloadableFile } from './file-route.ts';

/**
 * The one CSV writer of the API (every back-office export). What spreadsheet users in Spain and Catalonia open
 * without an import dialog:
 * - UTF-8 with a byte-order mark: without it Excel reads the file as Windows-1252 and breaks every accent;
 * - ';' between cells: with a Spanish or Catalan locale ',' is the decimal mark and Excel splits on ';';
 * - CRLF line ends and RFC 4180 quoting (a cell with ';', '"' or a line break is quoted, quotes doubled);
 * - formula injection (CSV injection, OWASP): a cell starting with = + - @, a tab or a carriage return would be
 *   run as a formula by the spreadsheet; it gets a leading apostrophe, which Excel and LibreOffice show as text.
 *   Numbers are written as numbers (a negative number is data, not a formula).
 */
export type CsvValue = string | number | boolean | null | undefined;

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => CsvValue;
}

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[;"\r\n]/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  let text = typeof value === 'boolean' ? (value ? '1' : '0') : value;
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  const lines = [columns.map((c) => csvCell(c.header)).join(';'), ...rows.map((row) => columns.map((c) => csvCell(c.value(row))).join(';'))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** A CSV as a download: `<name>-<yyyy-mm-dd>.csv`. */
export function csvFile<T>(name: string, columns: readonly CsvColumn<T>[], rows: readonly T[], now: Date): DownloadableFile {
  return { name: `${name}-${now.toISOString().slice(0, 10)}.csv`, mimeType: 'text/csv; charset=utf-8', bytes: Buffer.from(toCsv(columns, rows), 'utf8') };
}
