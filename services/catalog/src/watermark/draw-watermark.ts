import type { WatermarkSettings } from '@shop/contracts';
import escapeHtml from 'escape-html';
import sharp from 'sharp';

/**
 * The watermark as an SVG the size of the picture: light text with a thin dark outline, so it
 * shows on dark and light art alike while staying subtle at low opacity.
 */
export function watermarkSvg(settings: WatermarkSettings, width: number, height: number): string {
  const centered = settings.position === 'center';
  const fontSize = Math.max(12, Math.round(Math.min(width, height) * (centered ? 0.09 : 0.045)));
  const margin = Math.round(fontSize * 0.8);
  const [x, y, anchor] = centered
    ? [width / 2, height / 2 + fontSize / 3, 'middle']
    : [width - margin, height - margin, 'end'];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<text x="${x}" y="${y}" text-anchor="${anchor}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="bold"
 font-size="${fontSize}" fill="#ffffff" fill-opacity="${settings.opacity}" stroke="#000000"
 stroke-opacity="${Math.min(1, settings.opacity * 0.8)}" stroke-width="${Math.max(1, fontSize / 24)}">${escapeHtml(settings.text)}</text>
</svg>`;
}

/** A preview picture with the watermark drawn on it, as webp. */
export async function drawWatermark(preview: Buffer, settings: WatermarkSettings): Promise<Buffer> {
  const { width, height } = await sharp(preview).metadata();
  if (!width || !height) throw new Error('The preview has no dimensions');
  return sharp(preview)
    .composite([{ input: Buffer.from(watermarkSvg(settings, width, height)), top: 0, left: 0 }])
    .webp({ quality: 80 })
    .toBuffer();
}
