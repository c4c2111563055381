import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeImage } from './decode.js';
import { makeRenditions } from './renditions.js';

async function decodedOfWidth(width: number) {
  const png = await sharp({ create: { width, height: Math.round(width / 2), channels: 3, background: '#3060a0' } })
    .png()
    .toBuffer();
  return decodeImage(png);
}

const widthOf = async (body: Buffer) => (await sharp(body).metadata()).width;

describe('preview renditions', () => {
  it('makes one webp per preview width from a wide original', async () => {
    const renditions = await makeRenditions(await decodedOfWidth(2400));
    expect(renditions.map((rendition) => rendition.widths)).toEqual([[480], [720], [960], [1600]]);
    expect(await Promise.all(renditions.map((rendition) => widthOf(rendition.body)))).toEqual([480, 720, 960, 1600]);
    for (const rendition of renditions) expect((await sharp(rendition.body).metadata()).format).toBe('webp');
  });

  it('never enlarges, and makes one picture for the widths the original does not reach', async () => {
    const renditions = await makeRenditions(await decodedOfWidth(512));
    expect(renditions.map((rendition) => rendition.widths)).toEqual([[480], [720, 960, 1600]]);
    expect(await Promise.all(renditions.map((rendition) => widthOf(rendition.body)))).toEqual([480, 512]);
  });

  it('makes a single picture of an original narrower than every preview width', async () => {
    const renditions = await makeRenditions(await decodedOfWidth(300));
    expect(renditions.map((rendition) => rendition.widths)).toEqual([[480, 720, 960, 1600]]);
    expect(await widthOf(renditions[0]?.body ?? Buffer.alloc(0))).toBe(300);
  });
});
