import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeImage } from './decode.js';
import { CROP_MARGIN, cropToInk, mayHoldText, ocrRaster, textMasks } from './preprocess.js';

async function rasterOf(image: Buffer) {
  return ocrRaster(await decodeImage(await sharp(image).png().toBuffer()));
}

describe('text masks', () => {
  it('keeps a mask of letters', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="300"><rect width="100%" height="100%" fill="#3060a0"/><text x="40" y="180" font-family="DejaVu Sans" font-weight="bold" font-size="110" fill="#ffffff">GALLERY</text></svg>',
    );
    const [light] = textMasks(await rasterOf(svg));
    expect(light.inkCoherence).toBeGreaterThan(0.5);
    expect(mayHoldText(light)).toBe(true);
  });

  it('drops a mask of speckle, however much ink it has', async () => {
    const noise = await sharp(randomBytes(600 * 600 * 3), { raw: { width: 600, height: 600, channels: 3 } })
      .png()
      .toBuffer();
    const raster = await rasterOf(noise);
    for (const mask of textMasks(raster)) {
      expect(mask.inkFraction).toBeGreaterThan(0.002);
      expect(mask.inkCoherence).toBeLessThan(0.1);
      expect(mayHoldText(mask)).toBe(false);
    }
  });
});

describe('cropping a mask to its ink', () => {
  const raster = (width: number, height: number, ink: { x: number; y: number }[]) => {
    const rgb = Buffer.alloc(width * height * 3, 120);
    for (const { x, y } of ink) rgb.fill(255, (y * width + x) * 3, (y * width + x) * 3 + 3);
    return { width, height, rgb };
  };

  it('keeps the ink and a margin of paper around it, nothing else', () => {
    const [light] = textMasks(
      raster(400, 300, [
        { x: 100, y: 120 },
        { x: 180, y: 150 },
      ]),
    );
    expect(light.inkBox).toEqual({ left: 100, top: 120, right: 180, bottom: 150 });
    const cropped = cropToInk(light);
    expect([cropped.width, cropped.height]).toEqual([81 + 2 * CROP_MARGIN, 31 + 2 * CROP_MARGIN]);
    const at = (x: number, y: number) => cropped.pixels[y * cropped.width + x];
    expect(at(CROP_MARGIN, CROP_MARGIN)).toBe(0);
    expect(at(CROP_MARGIN + 80, CROP_MARGIN + 30)).toBe(0);
    expect(cropped.pixels.filter((level) => level === 0).length).toBe(2);
  });

  it('stops at the edges of the image, and leaves an inkless mask whole', () => {
    const [light, dark] = textMasks(
      raster(200, 100, [
        { x: 0, y: 0 },
        { x: 199, y: 5 },
      ]),
    );
    expect([cropToInk(light).width, cropToInk(light).height]).toEqual([200, 6 + CROP_MARGIN]);
    expect(dark.inkBox).toBeUndefined();
    expect(cropToInk(dark)).toBe(dark);
  });
});
