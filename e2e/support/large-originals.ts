import type { Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { closeSync, openSync, writeSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { truecolourPng } from '@shop/testkit/png-bytes';

const MiB = 1024 * 1024;

/**
 * A real `side` × `side` PNG of noise (its pixels deflated at `level`), then noise up to `padTo`
 * bytes after its end (decoders stop at IEND), written in 1 MiB pieces. Answers its size.
 */
export function writeNoisePng(
  path: string,
  { side, level, padTo = 0 }: { side: number; level?: number; padTo?: number },
): number {
  const rows = Buffer.concat(
    Array.from({ length: side }, () => Buffer.concat([Buffer.from([0]), randomBytes(side * 3)])),
  );
  const png = truecolourPng(side, side, deflateSync(rows, level === undefined ? {} : { level }));
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
