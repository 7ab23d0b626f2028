import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

/**
 * The A4 documents the portal generates (a candidate's CV for a company, a collaboration agreement), written with
 * pdfkit. The fonts are the DejaVu Sans TrueType files of the npm package dejavu-fonts-ttf, embedded as subsets, so
 * "l·l", "ç", "ñ" and every accent print the same on any machine, whatever fonts the system has.
 */
const require = createRequire(import.meta.url);
const FONT_REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

export const PDF_INK = '#1f2933';
export const PDF_MUTED = '#52606d';

/**
 * A new document with the fonts registered as 'regular' and 'bold', and `done`, the bytes once `doc.end()` has been
 * called. Pages are buffered so footers can be written on every page at the end.
 */
export function openPdfDocument(options: { margin: number; title: string; subject: string; creator: string; language: string }): {
  doc: PDFKit.PDFDocument;
  done: Promise<Buffer>;
} {
  const { margin } = options;
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: margin, bottom: margin + 10, left: margin, right: margin },
    bufferPages: true,
    info: { Title: options.title, Subject: options.subject, Creator: options.creator },
    lang: options.language,
  });
  doc.registerFont('regular', FONT_REGULAR);
  doc.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}
