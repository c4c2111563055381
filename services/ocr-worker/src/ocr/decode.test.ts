import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DECODED_MAX_HEIGHT, DECODED_MAX_WIDTH, decodeImage } from './decode.js';
import { OCR_MIN_WIDTH, ocrRaster } from './preprocess.js';

describe('decoding an original once for previews and text', () => {
  it('turns an image upright by its EXIF orientation', async () => {
    // Stored 300 wide and 100 high, shown turned a quarter (orientation 6): 100 wide, 300 high.
    const jpeg = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#808080' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const decoded = await decodeImage(jpeg);
    expect([decoded.width, decoded.height]).toEqual([100, 300]);
  });

  it('reduces a wide original to the widest width anything needs, in 8 bits a channel', async () => {
    const png16 = await sharp({ create: { width: 3000, height: 200, channels: 3, background: '#abcdef' } })
      .toColourspace('rgb16')
      .png()
      .toBuffer();
    const decoded = await decodeImage(png16);
    expect(decoded.width).toBe(DECODED_MAX_WIDTH);
    expect(decoded.pixels.length).toBe(decoded.width * decoded.height * decoded.channels);
  });

  it('bounds a tall original on its long side, and reads a TIFF from a file', async () => {
    // 1000 × 30000 fits the pixel budget, but at full height it would decode to 90 MB.
    const dir = await mkdtemp(join(tmpdir(), 'decode-'));
    try {
      const path = join(dir, 'tall.tif');
      await sharp({ create: { width: 1000, height: 30_000, channels: 3, background: '#204060' } })
        .tiff({ compression: 'lzw' })
        .toFile(path);
      const decoded = await decodeImage(path);
      expect(decoded.height).toBe(DECODED_MAX_HEIGHT);
      expect(decoded.width).toBe(Math.round((1000 * DECODED_MAX_HEIGHT) / 30_000));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('reads text from transparent images as if on white, upscaled to the reading width', async () => {
    const transparent = await sharp({
      create: { width: 200, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const raster = await ocrRaster(await decodeImage(transparent));
    expect(raster.width).toBe(OCR_MIN_WIDTH);
    expect(raster.rgb.length).toBe(raster.width * raster.height * 3);
    expect(raster.rgb.every((level) => level === 255)).toBe(true);
  });
});
