/**
 * Polyglots: a file that is a valid image or PDF by its magic bytes and also an HTML page or a script (HTML after
 * a PNG's end, a script in a GIF comment, a page inside a PDF's first lines). Served back inline, a browser that
 * sniffs, or a page that includes the file as a script, runs it. The files a browser shows inline (PDF, PNG,
 * JPEG, GIF, BMP; lib/file-route.ts) are refused when:
 * - HTML or script markers appear in their first or last KB (where sniffers look), or in any part of the file
 *   that is not image data (PNG chunks other than IDAT, JPEG segments other than the scan, GIF extensions);
 * - the structure does not end where the format says: a PNG after IEND, a GIF after its trailer (nothing may
 *   follow), a PDF after its last `%%EOF` (only PDF whitespace may follow); a JPEG must reach EOI, and what a
 *   phone appends after it (motion photos) is allowed only without markers.
 * One pass over the file, no decoding: compressed image data is never searched, so it cannot cause a false alarm.
 */

const MARKERS = ['<script', '<html', '<!doctype', '<svg', '<iframe', 'javascript:'];
const EDGE_BYTES = 1024;

/** Whether bytes [start, end) hold an HTML or script marker, in any case. */
function hasMarkup(bytes: Buffer, start = 0, end = bytes.length): boolean {
  // latin1 keeps one character a byte, so the search is over the bytes themselves, whatever they encode.
  const text = bytes.toString('latin1', start, Math.min(end, bytes.length)).toLowerCase();
  return MARKERS.some((marker) => text.includes(marker));
}

function hasMarkupAtEdges(bytes: Buffer): boolean {
  return hasMarkup(bytes, 0, EDGE_BYTES) || hasMarkup(bytes, Math.max(0, bytes.length - EDGE_BYTES));
}

const PNG_SIGNATURE_BYTES = 8;
const CHUNK_TYPE = /^[A-Za-z]{4}$/;
/** Chunks of compressed pixels (APNG frames included): searched only at the file's edges. */
const PNG_IMAGE_CHUNKS = new Set(['IDAT', 'fdAT']);

function pngIsClean(bytes: Buffer): boolean {
  let at = PNG_SIGNATURE_BYTES;
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const dataEnd = at + 8 + length;
    if (!CHUNK_TYPE.test(type) || dataEnd + 4 > bytes.length) return false;
    if (!PNG_IMAGE_CHUNKS.has(type) && hasMarkup(bytes, at + 8, dataEnd)) return false;
    at = dataEnd + 4;
    if (type === 'IEND') return at === bytes.length;
  }
  return false;
}

const JPEG_SOS = 0xda;
const JPEG_EOI = 0xd9;
/** Markers without a length: RST0-RST7 and TEM. */
const isStandaloneMarker = (marker: number) => (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01;

function jpegIsClean(bytes: Buffer): boolean {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return false;
  let at = 2;
  while (at < bytes.length) {
    if (bytes[at] !== 0xff) return false;
    while (bytes[at] === 0xff) at++;
    const marker = bytes[at++];
    if (marker === undefined) return false;
    if (marker === JPEG_EOI) return !hasMarkup(bytes, at);
    if (isStandaloneMarker(marker)) continue;
    if (at + 2 > bytes.length) return false;
    const length = bytes.readUInt16BE(at);
    if (length < 2 || at + length > bytes.length) return false;
    if (marker !== JPEG_SOS && hasMarkup(bytes, at + 2, at + length)) return false;
    at += length;
    if (marker !== JPEG_SOS) continue;
    // Entropy-coded data runs to the next marker that is neither a stuffed 0xFF00 nor a restart marker.
    for (at = bytes.indexOf(0xff, at); at !== -1; at = bytes.indexOf(0xff, at + 2)) {
      if (bytes[at + 1] !== 0x00 && !isStandaloneMarker(bytes[at + 1] ?? 0)) break;
    }
    if (at === -1) return false;
  }
  return false;
}

const GIF_TRAILER = 0x3b;
const GIF_IMAGE = 0x2c;
const GIF_EXTENSION = 0x21;
const colourTableBytes = (packed: number) => (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);

/** The offset after a run of GIF sub-blocks starting at `at`, or -1 when it runs past the end. */
function skipSubBlocks(bytes: Buffer, at: number): number {
  while (at < bytes.length) {
    const size = bytes[at] as number;
    at += 1 + size;
    if (size === 0) return at;
  }
  return -1;
}

function gifIsClean(bytes: Buffer): boolean {
  if (bytes.length < 13 || !/^GIF8[79]a$/.test(bytes.toString('latin1', 0, 6))) return false;
  let at = 13 + colourTableBytes(bytes[10] as number);
  while (at < bytes.length) {
    const block = bytes[at++];
    if (block === GIF_TRAILER) return at === bytes.length;
    if (block === GIF_IMAGE) {
      if (at + 10 > bytes.length) return false;
      at += 9 + colourTableBytes(bytes[at + 8] as number) + 1;
      at = skipSubBlocks(bytes, at);
    } else if (block === GIF_EXTENSION) {
      const start = at;
      at = skipSubBlocks(bytes, at + 1);
      if (at !== -1 && hasMarkup(bytes, start, at)) return false;
    } else {
      return false;
    }
    if (at === -1) return false;
  }
  return false;
}

const PDF_HEADER = '%PDF-';
const PDF_END = '%%EOF';
/** PDF's white-space characters (ISO 32000-1 §7.2.2): NUL, TAB, LF, FF, CR and SPACE. */
const PDF_WHITESPACE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);

function pdfIsClean(bytes: Buffer): boolean {
  if (bytes.toString('latin1', 0, PDF_HEADER.length) !== PDF_HEADER) return false;
  let end = bytes.length;
  while (end > 0 && PDF_WHITESPACE.has(bytes[end - 1] as number)) end--;
  return bytes.toString('latin1', end - PDF_END.length, end) === PDF_END;
}

const STRUCTURE: Record<string, (bytes: Buffer) => boolean> = {
  png: pngIsClean,
  jpg: jpegIsClean,
  gif: gifIsClean,
  pdf: pdfIsClean,
  bmp: () => true,
};

/**
 * Whether a file of `type` (as its magic bytes named it) holds no HTML or script beside its content. Types a
 * browser never shows inline (office documents, TIFF, text) are not checked here: they are always downloaded.
 */
export function isFreeOfMarkup(bytes: Buffer, type: string): boolean {
  const structure = STRUCTURE[type];
  if (structure === undefined) return true;
  return !hasMarkupAtEdges(bytes) && structure(bytes);
}
