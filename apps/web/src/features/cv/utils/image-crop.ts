import { PHOTO_MAX_PX } from '@portal/shared';

export interface ImageSize {
  width: number;
  height: number;
}

/** A square cut of the picture: `zoom` 1 is the largest square that fits; the centre is in picture pixels. */
export interface Crop {
  zoom: number;
  centerX: number;
  centerY: number;
}

export const ZOOM_MIN = 1;
export const ZOOM_MAX = 4;

export function initialCrop(size: ImageSize): Crop {
  return { zoom: ZOOM_MIN, centerX: size.width / 2, centerY: size.height / 2 };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Keeps the zoom in range and the square inside the picture. */
export function clampCrop(size: ImageSize, crop: Crop): Crop {
  const zoom = clamp(crop.zoom, ZOOM_MIN, ZOOM_MAX);
  const half = Math.min(size.width, size.height) / zoom / 2;
  return {
    zoom,
    centerX: clamp(crop.centerX, half, size.width - half),
    centerY: clamp(crop.centerY, half, size.height - half),
  };
}

/** The square of the picture the crop keeps, in picture pixels. */
export function cropRect(size: ImageSize, crop: Crop): { x: number; y: number; side: number } {
  const { zoom, centerX, centerY } = clampCrop(size, crop);
  const side = Math.min(size.width, size.height) / zoom;
  return { x: centerX - side / 2, y: centerY - side / 2, side };
}

/** The photo is never enlarged and never wider than the portal keeps (PHOTO_MAX_PX), so the upload stays small. */
export function outputSide(size: ImageSize, crop: Crop): number {
  return Math.max(1, Math.min(PHOTO_MAX_PX, Math.round(cropRect(size, crop).side)));
}

/** Moves the crop by a drag of (dx, dy) preview pixels: the picture follows the pointer. */
export function panCrop(size: ImageSize, crop: Crop, dx: number, dy: number, previewSide: number): Crop {
  const scale = cropRect(size, crop).side / previewSide;
  return clampCrop(size, { ...crop, centerX: crop.centerX - dx * scale, centerY: crop.centerY - dy * scale });
}

/** Draws the crop on `canvas` at `side` pixels a side. */
export function drawCrop(canvas: HTMLCanvasElement, image: CanvasImageSource, size: ImageSize, crop: Crop, side: number): boolean {
  const context = canvas.getContext('2d');
  if (!context) return false;
  canvas.width = side;
  canvas.height = side;
  const rect = cropRect(size, crop);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, rect.x, rect.y, rect.side, rect.side, 0, 0, side, side);
  return true;
}

/**
 * The cropped photo as a JPEG data URL of at most PHOTO_MAX_PX a side. JPEG whatever the source: a photo saved as
 * a 1000 px PNG can pass the 2 MB limit, the same JPEG stays well under it.
 */
export function exportCrop(image: CanvasImageSource, size: ImageSize, crop: Crop): string | null {
  const canvas = document.createElement('canvas');
  if (!drawCrop(canvas, image, size, crop, outputSide(size, crop))) return null;
  return canvas.toDataURL('image/jpeg', 0.9);
}

export function loadImage(file: Blob): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve(image);
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('Not an image'));
    };
    image.src = url;
  });
}
