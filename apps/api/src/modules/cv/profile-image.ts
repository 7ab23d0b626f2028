import sharp from 'sharp';
import { PHOTO_MAX_PX, Status } from '@portal/shared';
import { AppError } from '../../lib/app-error.ts';

export interface ProfileImage {
  bytes: Buffer;
  extension: 'png' | 'jpg';
  mimeType: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
}

/** A 2 MB PNG may still unpack to a huge bitmap; past this many pixels it is refused rather than decoded. */
const MAX_INPUT_PIXELS = 50_000_000;

const notAnImage = () =>
  new AppError(Status.FileTypeNotAllowed, {
    datos: { errores: [{ campo: 'ficheroB64', codigo: Status.FileTypeNotAllowed, clave: 'fileType' }] },
  });

/**
 * Scales the photo so neither side exceeds PHOTO_MAX_PX (never enlarging), turned upright from its EXIF
 * orientation. Re-encoding keeps the format of the content (a PNG named .jpg stays a PNG) and drops the
 * metadata, such as where a phone took the picture. Content that is not a PNG or JPEG is code 46.
 */
export async function resizeProfileImage(input: Buffer): Promise<ProfileImage> {
  try {
    const source = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const { format } = await source.metadata();
    if (format !== 'png' && format !== 'jpeg') throw notAnImage();
    const resized = source.rotate().resize({ width: PHOTO_MAX_PX, height: PHOTO_MAX_PX, fit: 'inside', withoutEnlargement: true });
    const encoded = format === 'png' ? resized.png() : resized.jpeg({ quality: 85, mozjpeg: true });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return {
      bytes: data,
      extension: format === 'png' ? 'png' : 'jpg',
      mimeType: format === 'png' ? 'image/png' : 'image/jpeg',
      width: info.width,
      height: info.height,
    };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw notAnImage();
  }
}
