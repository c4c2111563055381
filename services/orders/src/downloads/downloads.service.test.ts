import { Readable } from 'node:stream';
import type { InternalArtwork } from '@shop/contracts';
import type { ObjectStorage } from '@shop/platform';
import { describe, expect, it } from 'vitest';
import type { DownloadGrantRow } from '../db/schema.js';
import { downloadToken } from './download-tokens.js';
import { createDownloadService, type DownloadServiceDeps } from './downloads.service.js';

const SECRET = 'a-test-secret-that-is-long-enough-0123';
const ARTWORK_ID = '7f9d1c2e-0000-4000-8000-000000000001';
const OLD_KEY = 'originals/old-0000.png';
const NEW_KEY = 'originals/new-1111.jpg';
const OLD_BYTES = Buffer.from('the old original, whole');
const NEW_BYTES = Buffer.from('the new original, whole and a little longer');

const artworkAt = (storageKey: string, mimeType: string): InternalArtwork => ({
  id: ARTWORK_ID,
  title: 'Harbour Lights',
  category: 'Sci-Fi',
  status: 'approved',
  isForSale: true,
  priceCents: 1999,
  storageKey,
  originalName: storageKey === OLD_KEY ? 'harbour.png' : 'harbour-fixed.jpg',
  mimeType,
  fileSize: 1,
});

/**
 * A bucket and a catalog in which the curator replaces the file at a chosen moment of the
 * download: the catalog's row names the new key, and the old original is removed, as the
 * catalog's file switch does (services/catalog/src/artworks/file-switch.ts).
 */
function replacingShop(replaceAt: 'after lookup' | 'before the read' | 'never, the original is gone') {
  const objects = new Map<string, Buffer>(replaceAt === 'never, the original is gone' ? [] : [[OLD_KEY, OLD_BYTES]]);
  let current = artworkAt(OLD_KEY, 'image/png');
  let replaced = false;
  let lookups = 0;
  const replace = () => {
    if (replaced) return;
    replaced = true;
    objects.set(NEW_KEY, NEW_BYTES);
    current = artworkAt(NEW_KEY, 'image/jpeg');
    objects.delete(OLD_KEY);
  };
  const storage = {
    async open(key: string) {
      if (replaceAt === 'before the read') replace();
      const bytes = objects.get(key);
      return bytes ? { stream: Readable.from([bytes]), sizeBytes: bytes.length } : undefined;
    },
  } as Partial<ObjectStorage> as ObjectStorage;
  const catalog = {
    async lookup() {
      lookups++;
      const answer = [current];
      if (replaceAt === 'after lookup') replace();
      return answer;
    },
  };
  const grant = {
    id: 'grant-1',
    order_id: 'order-1',
    position: 0,
    artwork_id: ARTWORK_ID,
    token_hash: '',
    storage_key: OLD_KEY,
    original_name: 'harbour.png',
    mime_type: 'image/png',
    expires_at: new Date(Date.now() + 86_400_000),
    download_count: 0,
    last_downloaded_at: null,
    revoked_at: null,
    order_line_id: null,
    title: null,
    created_at: new Date(),
    order_status: 'completed',
    work_title: 'Harbour Lights',
    refunded_at: null,
  } satisfies DownloadGrantRow & { order_status: string; work_title: string | null; refunded_at: Date | null };
  let counted = 0;
  const orders = {
    findGrantByTokenHash: async () => grant,
    countDownload: async () => {
      counted++;
    },
  } as Partial<DownloadServiceDeps['orders']> as DownloadServiceDeps['orders'];
  return {
    service: createDownloadService({ orders, storage, catalog }),
    token: downloadToken(SECRET, grant.id),
    lookups: () => lookups,
    counted: () => counted,
  };
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

describe('a download while the curator replaces the file', () => {
  for (const moment of ['after lookup', 'before the read'] as const) {
    it(`serves the new file whole when the old one is removed ${moment}, never a 404 or a 500`, async () => {
      const shop = replacingShop(moment);

      const download = await shop.service.open(shop.token);

      expect(await bytesOf(download.stream)).toEqual(NEW_BYTES);
      expect(download.sizeBytes).toBe(NEW_BYTES.length);
      expect(download.contentType).toBe('image/jpeg');
      expect(download.contentDisposition).toContain('filename="harbour-lights.jpg"');
      expect(shop.lookups()).toBe(2);
      expect(shop.counted()).toBe(1);
    });
  }

  it('still answers 404 for an original that is gone and was not replaced, after asking the catalog once more', async () => {
    const shop = replacingShop('never, the original is gone');

    await expect(shop.service.open(shop.token)).rejects.toMatchObject({
      statusCode: 404,
      message: expect.stringContaining('no longer available'),
    });
    expect(shop.lookups()).toBe(2);
    expect(shop.counted()).toBe(0);
  });
});
