import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { loadRaster, mayHoldText, textMask } from './preprocess.js';

async function rasterOf(image: Buffer) {
  return loadRaster(await sharp(image).png().toBuffer());
}

describe('text masks', () => {
  it('keeps a mask of letters', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="300"><rect width="100%" height="100%" fill="#3060a0"/><text x="40" y="180" font-family="DejaVu Sans" font-weight="bold" font-size="110" fill="#ffffff">GALLERY</text></svg>',
    );
    const light = textMask(await rasterOf(svg), 'light');
    expect(light.inkCoherence).toBeGreaterThan(0.5);
    expect(mayHoldText(light)).toBe(true);
  });

  it('drops a mask of speckle, however much ink it has', async () => {
    const noise = await sharp(randomBytes(600 * 600 * 3), { raw: { width: 600, height: 600, channels: 3 } })
      .png()
      .toBuffer();
    const raster = await rasterOf(noise);
    for (const kind of ['light', 'dark'] as const) {
      const mask = textMask(raster, kind);
      expect(mask.inkFraction).toBeGreaterThan(0.002);
      expect(mask.inkCoherence).toBeLessThan(0.1);
      expect(mayHoldText(mask)).toBe(false);
    }
  });
});
