import { type Artwork, ocrJobId, previewStorageKey, QUEUES } from '@shop/contracts';
import { multipartForm, waitFor, type MultipartFile } from '@shop/testkit';
import { Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCatalog, type CatalogHarness } from '../testing/catalog-harness.js';
import { applyResult, getArtwork, processedResult, uploadArtwork } from '../testing/fixtures.js';
import { sampleImage } from '../testing/images.js';

// Replace the file: a corrected image on the same work, read again by OCR.

describe('PUT /api/artworks/:id/file', () => {
  let harness: CatalogHarness;
  beforeAll(async () => {
    harness = await startCatalog();
  });
  afterAll(async () => {
    await harness?.close();
  });

  const replace = (id: string, file?: MultipartFile, role: 'admin' | 'public' = 'admin') =>
    harness.request(role, { method: 'PUT', url: `/api/artworks/${id}/file`, ...multipartForm({}, file) });

  const patch = (id: string, payload: object) =>
    harness.request('admin', { method: 'PATCH', url: `/api/artworks/${id}`, payload });

  /** A work read by OCR (flagged for a misspelling), priced, described, with its previews stored. */
  async function flaggedWork(): Promise<Artwork> {
    const artwork = await uploadArtwork(harness, { title: 'Grand Opening', category: 'Sci-Fi' });
    const previews = { '320': previewStorageKey(artwork.id, 320), '640': previewStorageKey(artwork.id, 640) };
    for (const key of Object.values(previews))
      await harness.deps.storage.put(key, Buffer.from('old preview'), 'image/webp');
    // A watermarked copy made from the old preview, beside it.
    await harness.deps.storage.put(`previews/${artwork.id}/320-wm-1.webp`, Buffer.from('old copy'), 'image/webp');
    const flagged = await applyResult(harness, processedResult(artwork.id, ['Grnad'], previews));
    expect(flagged.status).toBe('flagged');
    const patched = await patch(artwork.id, {
      price: '24.99',
      isForSale: true,
      description: 'A harbour at dawn.',
      title: 'Grand Opening Night',
    });
    expect(patched.statusCode, patched.body).toBe(200);
    return patched.json<Artwork>();
  }

  const rowOf = (id: string) =>
    harness.deps.db.selectFrom('artworks').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('keeps the work, stores the new file under a new key, resets OCR and queues a new read', async () => {
    const work = await flaggedWork();
    const oldRow = await rowOf(work.id);
    const content = await sampleImage('jpeg', 800, 600);

    const response = await replace(work.id, {
      filename: 'grand opening (fixed).jpg',
      content,
      contentType: 'image/jpeg',
    });

    expect(response.statusCode, response.body).toBe(200);
    const replaced = response.json<Artwork>();
    expect(replaced).toMatchObject({
      id: work.id,
      title: 'Grand Opening Night',
      category: 'Sci-Fi',
      price: '24.99',
      isForSale: true,
      createdAt: work.createdAt,
      // Flagged for the old file's text: back to review until the new file's OCR decides.
      status: 'pending',
      ocrStatus: 'pending',
      ocrText: '',
      ocrErrors: [],
      mimeType: 'image/jpeg',
      fileSize: content.length,
      width: 800,
      height: 600,
      originalName: 'grand opening (fixed).jpg',
    });
    expect(replaced.filename).toMatch(/^[0-9a-f-]{36}\.jpg$/);
    expect(replaced.filename).not.toBe(work.filename);
    const row = await rowOf(work.id);
    expect(row).toMatchObject({
      description: 'A harbour at dawn.',
      storage_key: `originals/${replaced.filename}`,
      preview_keys: {},
      ocr_findings: [],
      ocr_finding_keys: [],
      status_set_by: 'upload',
    });

    // Only the new original is left of this work: the old one, its previews and copies are gone.
    const objects = (await harness.listObjects()).filter(
      (key) => key.includes(work.id) || key === oldRow.storage_key || key === row.storage_key,
    );
    expect(objects).toEqual([row.storage_key]);
    expect(await harness.deps.storage.getBuffer(row.storage_key)).toEqual(content);

    const job = await harness.deps.ocrQueue.getJob(ocrJobId(work.id));
    expect(job?.data).toEqual({
      artworkId: work.id,
      storageKey: row.storage_key,
      filename: replaced.filename,
      mimeType: 'image/jpeg',
    });

    // The new read's result carries the same result job id as the old one: it is applied.
    const reread = await applyResult(harness, processedResult(work.id, [], {}, { width: 800, height: 600 }));
    expect(reread).toMatchObject({ status: 'pending', ocrStatus: 'processed', ocrErrors: [], price: '24.99' });
  });

  it("keeps a curator's approval; errors the new file's OCR finds show without unpublishing it", async () => {
    const work = await flaggedWork();
    expect((await patch(work.id, { status: 'approved' })).statusCode).toBe(200);

    const response = await replace(work.id, { filename: 'fixed.png', content: await sampleImage('png') });

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Artwork>()).toMatchObject({ status: 'approved', ocrStatus: 'pending', price: '24.99' });
    const reread = await applyResult(harness, processedResult(work.id, ['Opneing']));
    expect(reread.status).toBe('approved');
    expect(reread.ocrErrors).toHaveLength(1);
    expect((await rowOf(work.id)).status_set_by).toBe('curator');
  });

  it.each([
    ['not an image', { filename: 'notes.png', content: Buffer.from('just some text, not a picture') }, 415],
    ['no file', undefined, 400],
    ['a dropped system file', { filename: '.DS_Store', content: Buffer.from('bplist00') }, 400],
  ] as const)('refuses %s and leaves the work exactly as it was', async (_what, file, status) => {
    const work = await flaggedWork();
    const row = await rowOf(work.id);
    const objects = await harness.listObjects();
    const job = await harness.deps.ocrQueue.getJob(ocrJobId(work.id));

    const response = await replace(work.id, file);

    expect(response.statusCode, response.body).toBe(status);
    expect(await rowOf(work.id)).toEqual(row);
    expect(await getArtwork(harness, work.id)).toMatchObject({ status: 'flagged', filename: work.filename });
    expect(await harness.listObjects()).toEqual(objects);
    expect((await harness.deps.ocrQueue.getJob(ocrJobId(work.id)))?.id).toBe(job?.id);
  });

  it('refuses (409) while the old file is being read, changing nothing, and replaces once it is done', async () => {
    const work = await uploadArtwork(harness);
    let finish = () => {};
    const reading = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const connection = new Redis(harness.config.REDIS_URL, { maxRetriesPerRequest: null });
    // A worker reading the old file: its job is active (locked) until `finish`.
    const worker = new Worker(
      QUEUES.ocr,
      async (job) => ((job.data as { artworkId?: unknown }).artworkId === work.id ? reading : undefined),
      { connection, prefix: harness.config.QUEUE_PREFIX },
    );
    try {
      await waitFor(async () => (await harness.deps.ocrQueue.getJob(ocrJobId(work.id)))?.isActive(), {
        what: 'the old read active',
      });
      const objects = await harness.listObjects();
      const row = await rowOf(work.id);

      const busy = await replace(work.id, { filename: 'fixed.png', content: await sampleImage('png', 320, 200) });

      expect(busy.statusCode, busy.body).toBe(409);
      expect(await rowOf(work.id)).toEqual(row);
      expect(await harness.listObjects()).toEqual(objects);

      finish();
      await waitFor(async () => (await harness.deps.ocrQueue.getJob(ocrJobId(work.id)))?.isCompleted(), {
        what: 'the old read finished',
      });
      await worker.close();
      const done = await replace(work.id, { filename: 'fixed.png', content: await sampleImage('png', 320, 200) });
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json<Artwork>()).toMatchObject({ width: 320, height: 200, ocrStatus: 'pending' });
      expect(await (await harness.deps.ocrQueue.getJob(ocrJobId(work.id)))?.getState()).toBe('waiting');
    } finally {
      finish();
      await worker.close();
      connection.disconnect();
    }
  });

  it('answers a body that is not multipart with a 4xx, changing nothing', async () => {
    const work = await uploadArtwork(harness);
    const row = await rowOf(work.id);
    const response = await harness.request('admin', {
      method: 'PUT',
      url: `/api/artworks/${work.id}/file`,
      payload: { artwork: 'not a file' },
    });
    expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
    expect(response.statusCode, response.body).toBeLessThan(500);
    expect(await rowOf(work.id)).toEqual(row);
  });

  it('answers 404 for an unknown artwork and stores nothing', async () => {
    const objects = await harness.listObjects();
    const response = await replace('00000000-0000-4000-8000-000000000000', {
      filename: 'fixed.png',
      content: await sampleImage('png'),
    });
    expect(response.statusCode, response.body).toBe(404);
    expect(await harness.listObjects()).toEqual(objects);
  });

  it('is for the curator only', async () => {
    const work = await uploadArtwork(harness);
    const response = await replace(work.id, { filename: 'fixed.png', content: await sampleImage('png') }, 'public');
    expect(response.statusCode).toBe(401);
    expect((await getArtwork(harness, work.id)).filename).toBe(work.filename);
  });
});
