import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtworkRepository } from '../artworks/artworks.repository.js';
import { startCatalog, type CatalogHarness } from '../testing/catalog-harness.js';
import { applyResult, getArtwork, processedResult, uploadArtwork } from '../testing/fixtures.js';
import { sampleImage } from '../testing/images.js';
import { backfillRenditions } from './backfill-renditions.js';

describe('backfillRenditions (the 720 px rendition for artworks processed before it)', () => {
  let harness: CatalogHarness;
  beforeAll(async () => {
    harness = await startCatalog();
  });
  afterAll(async () => {
    await harness?.close();
  });

  const backfill = () =>
    backfillRenditions(
      { artworks: createArtworkRepository(harness.deps.db), storage: harness.deps.storage, log: harness.deps.logger },
      { batchSize: 1 },
    );

  /** Stores renditions as the worker did before 720 existed: one picture per shown width. */
  async function processedWithout720(original: Buffer, size: { width: number; height: number }) {
    const artwork = await uploadArtwork(harness, {}, { content: original });
    const previewKeys: Record<string, string> = {};
    const pictures = new Map<number, string>(); // shown width -> key, as the worker shares them
    for (const width of [480, 960, 1600]) {
      const shown = Math.min(width, size.width);
      let key = pictures.get(shown);
      if (key === undefined) {
        key = `previews/${artwork.id}/${width}.webp`;
        const body = await sharp(original).resize({ width: shown }).webp().toBuffer();
        await harness.deps.storage.put(key, body, 'image/webp');
        pictures.set(shown, key);
      }
      previewKeys[String(width)] = key;
    }
    await applyResult(harness, processedResult(artwork.id, [], previewKeys, size));
    return { artwork, previewKeys };
  }

  const keysOf = async (id: string) =>
    await harness.deps.db
      .selectFrom('artworks')
      .select(['preview_keys', 'updated_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('makes the missing width from the original, shares the picture a narrow original already has, and is done after one run', async () => {
    const wide = await processedWithout720(await sampleImage('png', 1200, 800), { width: 1200, height: 800 });
    const narrow = await processedWithout720(await sampleImage('png', 600, 400), { width: 600, height: 400 });
    const unprocessed = await uploadArtwork(harness);
    const before = await keysOf(wide.artwork.id);

    const outcome = await backfill();
    expect(outcome).toEqual({ checked: 2, made: 1, completed: 2, skipped: 0 });

    const after = await keysOf(wide.artwork.id);
    expect(after.preview_keys).toEqual({ ...wide.previewKeys, '720': `previews/${wide.artwork.id}/720.webp` });
    const made = await harness.deps.storage.getBuffer(`previews/${wide.artwork.id}/720.webp`);
    expect((await sharp(made).metadata()).width).toBe(720);
    // The row changed: its preview URLs name the new picture.
    expect(after.updated_at.getTime()).toBeGreaterThan(before.updated_at.getTime());

    // 600 px wide: 720 is the same picture as 960 and 1600 (the original's own width).
    expect((await keysOf(narrow.artwork.id)).preview_keys['720']).toBe(narrow.previewKeys['960']);
    // Work the worker has not processed yet is the worker's to finish.
    expect((await keysOf(unprocessed.id)).preview_keys).toEqual({});

    expect(await backfill()).toEqual({ checked: 0, made: 0, completed: 0, skipped: 0 });
    // The public 720 preview is now the stored 720 px picture.
    const { filename } = await getArtwork(harness, wide.artwork.id);
    await harness.request('admin', {
      method: 'PATCH',
      url: `/api/artworks/${wide.artwork.id}`,
      payload: { status: 'approved' },
    });
    const served = await harness.request('public', { method: 'GET', url: `/api/files/${filename}?w=720` });
    expect((await sharp(served.rawPayload).metadata()).width).toBe(720);
  });

  it('leaves an artwork whose original is gone as it was, and goes on', async () => {
    const lost = await processedWithout720(await sampleImage('png', 1200, 800), { width: 1200, height: 800 });
    const row = await harness.deps.db
      .selectFrom('artworks')
      .select('storage_key')
      .where('id', '=', lost.artwork.id)
      .executeTakeFirstOrThrow();
    await harness.deps.storage.remove(row.storage_key);
    const outcome = await backfill();
    expect(outcome).toMatchObject({ checked: 1, completed: 0, skipped: 1 });
    expect((await keysOf(lost.artwork.id)).preview_keys).toEqual(lost.previewKeys);
  });
});
