import sharp from 'sharp';

const escapeXml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** A small PNG with dark text on a light background: quick for OCR to read. */
export async function textImage(text: string, width = 480, height = 160): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#ffffff"/>
    <text x="24" y="${Math.round(height / 2 + 16)}" font-family="DejaVu Sans" font-size="40" fill="#111111">${escapeXml(text)}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * Seeded noise in the given format: compresses poorly, so a few megabytes come quickly (what a
 * large original's bytes look like to anything that streams them).
 */
export async function noiseImage(
  width: number,
  height: number,
  format: 'png' | 'jpeg' | 'tiff' | 'webp' | 'gif' = 'png',
  seed = 1,
): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed >>> 0 || 1;
  for (let i = 0; i < pixels.length; i++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    pixels[i] = state & 0xff;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .toFormat(format)
    .toBuffer();
}
