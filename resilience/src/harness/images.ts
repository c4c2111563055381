import sharp from 'sharp';

// The test kit draws the text images; the resilience tests' own are the incompressible ones.
export { textImage } from '@shop/testkit';

/** A PNG of random pixels: it does not compress, so `width` × `height` × 3 bytes go over the wire. */
export async function noiseImage(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = Math.floor(Math.random() * 256);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}
