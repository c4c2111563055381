import { deflateSync } from 'node:zlib';
import { truecolourPng } from '@shop/testkit';
import sharp from 'sharp';

/** A small real image with some text on it. */
export async function sampleImage(
  format: 'png' | 'jpeg' | 'webp' | 'gif' = 'png',
  width = 640,
  height = 360,
): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#2b3a67"/>
    <circle cx="${width / 3}" cy="${height / 2}" r="${height / 4}" fill="#ffc145"/>
    <text x="50%" y="80%" font-family="DejaVu Sans" font-size="40" fill="#fff" text-anchor="middle">SAMPLE</text>
  </svg>`;
  return sharp(Buffer.from(svg)).toFormat(format).toBuffer();
}

/**
 * A PNG of a few hundred bytes whose header claims `width` × `height` pixels: a decompression bomb
 * as far as any decoder is concerned.
 */
export function pixelBombPng(width = 30_000, height = 30_000): Buffer {
  return truecolourPng(width, height, deflateSync(Buffer.alloc(1024)));
}
