import { describe, expect, it } from 'vitest';
import { clampCrop, cropRect, initialCrop, outputSide, panCrop } from './image-crop';

const photo = { width: 4000, height: 3000 };

describe('image crop', () => {
  it('starts on the largest centred square and never outputs more than 1000 px', () => {
    const crop = initialCrop(photo);
    expect(cropRect(photo, crop)).toEqual({ x: 500, y: 0, side: 3000 });
    expect(outputSide(photo, crop)).toBe(1000);
  });

  it('never enlarges a small picture', () => {
    const small = { width: 640, height: 480 };
    expect(outputSide(small, initialCrop(small))).toBe(480);
  });

  it('keeps the square inside the picture when zooming or moving', () => {
    const zoomed = clampCrop(photo, { zoom: 9, centerX: 0, centerY: 0 });
    expect(zoomed.zoom).toBe(4);
    expect(cropRect(photo, zoomed)).toEqual({ x: 0, y: 0, side: 750 });
    const moved = panCrop(photo, initialCrop(photo), -10_000, 0, 260);
    expect(cropRect(photo, moved).x).toBe(1000);
  });
});
