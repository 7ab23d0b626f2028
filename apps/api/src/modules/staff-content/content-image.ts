import sharp from 'sharp';
import { Status } from '@portal/shared';
import { AppError } from '../../lib/app-error.ts';
import { decodeUpload } from '../files/index.ts';

/** Published images are shown in cards and galleries: wider than this is never drawn. */
const CONTENT_IMAGE_MAX_PX = 1200;
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * An uploaded image as it is published: checked like every upload (extension, size, magic bytes), then scaled to
 * at most CONTENT_IMAGE_MAX_PX a side and re-encoded (which drops its metadata, such as where it was taken), as a
 * data URL. Published images are read by every visitor of the portal without a session, as the demo
 * illustrations are, so they travel inside the answer rather than through a download call that needs a token.
 */
export async function publishedImage(upload: { ficheroB64: string; extension: string }, field: string): Promise<string> {
  const decoded = await decodeUpload(upload.ficheroB64, upload.extension, { content: `${field}.ficheroB64`, extension: `${field}.extension` }, ['png', 'jpg', 'jpeg']);
  try {
    const source = sharp(decoded.bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const resized = source.rotate().resize({ width: CONTENT_IMAGE_MAX_PX, height: CONTENT_IMAGE_MAX_PX, fit: 'inside', withoutEnlargement: true });
    const { format } = await source.metadata();
    const png = format === 'png';
    const bytes = await (png ? resized.png({ compressionLevel: 9 }) : resized.jpeg({ quality: 80, mozjpeg: true })).toBuffer();
    return `data:${png ? 'image/png' : 'image/jpeg'};base64,${bytes.toString('base64')}`;
  } catch {
    throw new AppError(Status.FileTypeNotAllowed, { datos: { errores: [{ campo: `${field}.ficheroB64`, codigo: Status.FileTypeNotAllowed, clave: 'fileType' }] } });
  }
}
