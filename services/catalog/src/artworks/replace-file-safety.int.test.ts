import { type Artwork, MAX_UPLOAD_BYTES, ocrJobId, previewStorageKey } from '@shop/contracts';
import { multipartForm, waitFor, type MultipartFile } from '@shop/testkit';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCatalog, type CatalogHarness } from '../testing/catalog-harness.js';
import { applyResult, processedResult, uploadArtwork } from '../testing/fixtures.js';
import { sampleImage } from '../testing/images.js';

// "the replaced original is kept until the new one is stored (nothing lost if the
// upload fails)", and two replacements at once never leave the work naming a removed object or
// its new read reading one.

describe('PUT /api/artworks/:id/file when things go wrong', () => {
  let harness: CatalogHarness;
  beforeAll(async () => {
    harness = await startCatalog({}, { s3FaultProxy: true });
  });
  afterAll(async () => {
    await harness?.close();
  });

  const replace = (id: string, file: MultipartFile) =>
    harness.request('admin', { method: 'PUT', url: `/api/artworks/${id}/file`, ...multipartForm({}, file) });

  const rowOf = (id: string) =>
    harness.deps.db.selectFrom('artworks').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  /** A flagged work with its previews stored, as the OCR worker leaves it. */
  async function flaggedWork(): Promise<Artwork> {
    const artwork = await uploadArtwork(harness, { title: 'Grand Opening' });
    const previews = { '320': previewStorageKey(artwork.id, 320) };
    await harness.deps.storage.put(previews['320'], Buffer.from('old preview'), 'image/webp');
    return applyResult(harness, processedResult(artwork.id, ['Grnad'], previews));
  }

  /** Everything a replacement could change: the row, the stored objects and the queued read. */
  async function stateOf(id: string) {
    const job = await harness.deps.ocrQueue.getJob(ocrJobId(id));
    return { row: await rowOf(id), objects: await harness.listObjects(), job: job?.id, jobData: job?.data };
  }

  it('refuses a file over 200 MiB with 413 and leaves the work exactly as it was', async () => {
    const work = await flaggedWork();
    const before = await stateOf(work.id);
    const png = await sampleImage('png');

    const response = await replace(work.id, {
      filename: 'huge.png',
      content: Buffer.concat([png, Buffer.alloc(MAX_UPLOAD_BYTES + 1 - png.length, 7)]),
    });

    expect(response.statusCode, response.body).toBe(413);
    expect(await stateOf(work.id)).toEqual(before);
  });

  it('answers 503 when storage fails mid-upload and leaves the work exactly as it was', async () => {
    const work = await flaggedWork();
    const before = await stateOf(work.id);
    const content = await sampleImage('png', 1200, 800);
    expect(content.length).toBeGreaterThan(4096);

    harness.s3Proxy?.cutAfterRequestBytes(4096);
    let response;
    try {
      response = await replace(work.id, { filename: 'fixed.png', content });
    } finally {
      harness.s3Proxy?.cutAfterRequestBytes(undefined);
    }

    expect(response.statusCode, response.body).toBe(503);
    expect(harness.s3Proxy?.cuts()).toBeGreaterThan(0);
    // A cut body that storage finishes writing late is removed again a moment later.
    await waitFor(async () => JSON.stringify(await stateOf(work.id)) === JSON.stringify(before), {
      what: 'the work, its objects and its queued read as before',
    });
    expect(await harness.deps.storage.getBuffer(before.row.storage_key)).toHaveLength(before.row.file_size);
  });

  it('stores one of two replacements made at once and refuses the other; the work names what its read reads', async () => {
    const work = await flaggedWork();
    const before = await stateOf(work.id);
    const files = [
      { filename: 'first.png', content: await sampleImage('png', 320, 200) },
      { filename: 'second.png', content: await sampleImage('png', 400, 300) },
    ];

    // Holding the work's row keeps both requests in flight together, past their checks.
    const answers = await harness.deps.db.transaction().execute(async (trx) => {
      await trx.selectFrom('artworks').select('id').where('id', '=', work.id).forUpdate().execute();
      const settled: number[] = [];
      const requests = files.map(async (file) => {
        const response = await replace(work.id, file);
        settled.push(response.statusCode);
        return response;
      });
      await waitFor(
        async () => {
          // Backends of this test's database only: other test files wait on locks of their own.
          const { rows } = await sql<{ waiting: string }>`
            select count(distinct l.pid) as waiting from pg_locks l join pg_stat_activity a on a.pid = l.pid
            where not l.granted and a.datname = current_database()
          `.execute(harness.deps.db);
          return Number(rows[0]?.waiting ?? 0) + settled.length === files.length;
        },
        { what: 'both replacements waiting for the row or answered' },
      );
      return requests;
    });
    const responses = await Promise.all(answers);

    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const stored = responses.find((response) => response.statusCode === 200)?.json<Artwork>();
    const row = await rowOf(work.id);
    expect(row.filename).toBe(stored?.filename);
    const ofThisWork = (await harness.listObjects()).filter(
      (key) => key.includes(work.id) || !before.objects.includes(key),
    );
    // Only the stored file is left: the old one and the refused one are gone, nothing dangles.
    expect(ofThisWork).toEqual([row.storage_key]);
    expect((await harness.deps.ocrQueue.getJob(ocrJobId(work.id)))?.data).toMatchObject({
      storageKey: row.storage_key,
      filename: row.filename,
    });
  });
});
