import { crc32, deflateSync } from 'node:zlib';
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

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/**
 * A PNG of a few hundred bytes whose header claims `width` × `height` pixels: a decompression bomb
 * as far as any decoder is concerned.
 */
export function pixelBombPng(width = 30_000, height = 30_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1024))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
