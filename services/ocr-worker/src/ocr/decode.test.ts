import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DECODED_MAX_WIDTH, decodeImage } from './decode.js';
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
