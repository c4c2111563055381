import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { colorMasks } from './color-masks.js';
import { decodeImage } from './decode.js';
import { ocrRaster } from './preprocess.js';

async function rasterOf(svg: string) {
  return ocrRaster(await decodeImage(await sharp(Buffer.from(svg)).png().toBuffer()));
}

const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1000"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#03045e"/><stop offset="1" stop-color="#0077b6"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${body}</svg>`;

describe('colour masks', () => {
  it('finds gold letters, which are neither near-white nor near-black', async () => {
    const raster = await rasterOf(
      svg(
        '<text x="60" y="520" font-family="DejaVu Serif" font-weight="bold" font-size="110" fill="#ffd60a">Harbor Lights</text>',
      ),
    );
    const masks = colorMasks(raster, 3);
    expect(masks.length).toBeGreaterThan(0);
    const gold = masks.find((mask) => /^color#f[c-f][c-f][0-9a-f]/.test(mask.kind));
    expect(gold, masks.map((mask) => mask.kind).join()).toBeDefined();
    expect(gold?.inkFraction).toBeGreaterThan(0.01);
    expect(gold?.inkFraction).toBeLessThan(0.08);
  });

  it('takes no band of a gradient, nor a big shape, for letters', async () => {
    const raster = await rasterOf(svg('<circle cx="600" cy="500" r="250" fill="#ff9e00"/>'));
    expect(colorMasks(raster, 3)).toEqual([]);
  });
});
