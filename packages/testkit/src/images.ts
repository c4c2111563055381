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
