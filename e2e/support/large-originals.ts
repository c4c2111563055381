import type { Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { closeSync, openSync, writeSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';

const MiB = 1024 * 1024;

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A real `side` × `side` PNG of noise (its pixels deflated at `level`), then noise up to `padTo`
 * bytes after its end (decoders stop at IEND), written in 1 MiB pieces. Answers its size.
 */
export function writeNoisePng(
  path: string,
  { side, level, padTo = 0 }: { side: number; level?: number; padTo?: number },
): number {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.writeUInt8(8, 8);
  header.writeUInt8(2, 9);
  const rows = Buffer.concat(
    Array.from({ length: side }, () => Buffer.concat([Buffer.from([0]), randomBytes(side * 3)])),
  );
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, level === undefined ? {} : { level })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
  const fd = openSync(path, 'w');
  try {
    writeSync(fd, png);
    const noise = randomBytes(MiB);
    for (let left = padTo - png.length; left > 0; left -= MiB) writeSync(fd, noise, 0, Math.min(MiB, left));
  } finally {
    closeSync(fd);
  }
  return Math.max(png.length, padTo);
}

/** The file sizes of the works titled `title`, as the curator's list answers them. */
export async function fileSizesTitled(page: Page, title: string): Promise<number[]> {
  const listed = await page.request.get(`/api/artworks?q=${encodeURIComponent(title)}`);
  if (!listed.ok()) return [];
  type Listed = { title: string; fileSize: number }[];
  const body = (await listed.json()) as Listed | { items?: Listed };
  const items = Array.isArray(body) ? body : (body.items ?? []);
  return items.filter((artwork) => artwork.title === title).map((artwork) => artwork.fileSize);
}
