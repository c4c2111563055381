import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { multipartForm } from '@shop/testkit';

/** A small valid PNG with random pixels, so every upload is a different original. */
export function randomPng(width = 8, height = 8): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // RGB
  const rows = Array.from({ length: height }, () => Buffer.concat([Buffer.from([0]), randomBytes(width * 3)]));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The dashboard's upload form with a PNG: one body and its header, from one call (one boundary). */
export const multipartUpload = (fields: Record<string, string>, file: { filename: string; content: Buffer }) =>
  multipartForm(fields, { ...file, contentType: 'image/png' });
