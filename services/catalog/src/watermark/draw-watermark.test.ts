import { DEFAULT_WATERMARK } from '@shop/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { drawWatermark, watermarkSvg } from './draw-watermark.js';

const on = { ...DEFAULT_WATERMARK, enabled: true };

describe('the preview watermark', () => {
  it('escapes the curator text inside the SVG', () => {
    const svg = watermarkSvg({ ...on, text: '<b>&"Me"</b>' }, 400, 300);
    expect(svg).toContain('&lt;b&gt;&amp;&quot;Me&quot;&lt;/b&gt;');
    expect(svg).not.toContain('<b>');
  });

  it('sits bottom-right or in the centre, at the chosen opacity', () => {
    expect(watermarkSvg(on, 400, 300)).toContain('text-anchor="end"');
    const centered = watermarkSvg({ ...on, position: 'center', opacity: 0.2 }, 400, 300);
    expect(centered).toContain('text-anchor="middle"');
    expect(centered).toContain('fill-opacity="0.2"');
  });

  it('changes the pixels under the text and keeps the picture size', async () => {
    const black = await sharp({ create: { width: 480, height: 320, channels: 3, background: '#000' } })
      .webp()
      .toBuffer();
    const marked = await drawWatermark(black, { ...on, opacity: 0.6 });
    const { width, height, format } = await sharp(marked).metadata();
    expect({ width, height, format }).toEqual({ width: 480, height: 320, format: 'webp' });
    // The corner holding the text got lighter; the opposite corner stayed black.
    // stats() reads its input, not the pipeline's output: cut the corner out first.
    const corner = async (left: number, top: number) => {
      const cut = await sharp(marked).extract({ left, top, width: 200, height: 40 }).greyscale().png().toBuffer();
      return (await sharp(cut).stats()).channels[0]?.max ?? 0;
    };
    expect(await corner(270, 270)).toBeGreaterThan(60);
    expect(await corner(0, 0)).toBeLessThan(10);
  });
});
