import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  type Artwork,
  type ArtworkFile,
  INTERNAL_HEADERS,
  MAX_ARTWORK_FILES,
  ocrJobId,
  RESUMABLE_UPLOAD_ANSWER_KEY,
  RESUMABLE_UPLOAD_PATH,
} from '@shop/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCatalog, TEST_INTERNAL_TOKEN, type CatalogHarness } from '../testing/catalog-harness.js';
import { uploadArtwork } from '../testing/fixtures.js';

const b64 = (value: string) => Buffer.from(value).toString('base64');
const metadataOf = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([key, value]) => `${key} ${b64(value)}`)
    .join(',');

describe('resumable uploads (tus) of originals', () => {
  let harness: CatalogHarness;
  let origin: string;
  let image: Buffer;
  beforeAll(async () => {
    harness = await startCatalog();
    await harness.app.listen({ host: '127.0.0.1', port: 0 });
    origin = `http://127.0.0.1:${(harness.app.server.address() as AddressInfo).port}`;
    // A real picture, large enough to go in several parts.
    image = await sharp(randomBytes(1200 * 900 * 3), { raw: { width: 1200, height: 900, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
  });
  afterAll(async () => {
    await harness?.close();
  });

  const call = (path: string, init: RequestInit & { role?: 'admin' | 'public' } = {}) =>
    fetch(`${origin}${path}`, {
      ...init,
      headers: {
        'Tus-Resumable': '1.0.0',
        [INTERNAL_HEADERS.token]: TEST_INTERNAL_TOKEN,
        [INTERNAL_HEADERS.role]: init.role ?? 'admin',
        ...(init.headers as Record<string, string> | undefined),
      },
    });

  const create = (length: number, fields: Record<string, string>, role: 'admin' | 'public' = 'admin') =>
    call(RESUMABLE_UPLOAD_PATH, {
      method: 'POST',
      role,
      headers: { 'Upload-Length': String(length), 'Upload-Metadata': metadataOf(fields) },
    });

  const patch = (location: string, offset: number, part: Buffer) =>
    call(location, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/offset+octet-stream', 'Upload-Offset': String(offset) },
      body: part,
    });

  /** What the staging directory holds, but for finished uploads' records (kept a day with their answers). */
  async function stagedFiles(): Promise<string[]> {
    const directory = join(harness.config.UPLOAD_TMP_DIR, 'resumable');
    const names = await readdir(directory).catch(() => []);
    const finished = async (name: string) =>
      name.endsWith('.json') &&
      (JSON.parse(await readFile(join(directory, name), 'utf8')) as { metadata?: Record<string, string> }).metadata?.[
        RESUMABLE_UPLOAD_ANSWER_KEY
      ] !== undefined;
    const kept = await Promise.all(
      names.map(async (name) => (name.startsWith('.') || (await finished(name)) ? [] : [name])),
    );
    return kept.flat();
  }

  it('takes an original in parts, tells how much arrived, and stores the finished file as an artwork', async () => {
    const created = await create(image.length, { filename: 'master.png', title: 'In parts', category: 'Sci-Fi' });
    expect(created.status, await created.clone().text()).toBe(201);
    const location = created.headers.get('location') ?? '';
    expect(location.startsWith(`${RESUMABLE_UPLOAD_PATH}/`)).toBe(true);

    const half = Math.floor(image.length / 2);
    const first = await patch(location, 0, image.subarray(0, half));
    expect(first.status).toBe(204);
    expect(first.headers.get('upload-offset')).toBe(String(half));

    // As after a reloaded page: ask where the upload stands, then send the rest from there.
    const head = await call(location, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe(String(half));
    expect(head.headers.get('upload-length')).toBe(String(image.length));

    // A part sent from the wrong place is refused and changes nothing.
    expect((await patch(location, 0, image.subarray(0, 10))).status).toBe(409);

    const last = await patch(location, half, image.subarray(half));
    expect(last.status, await last.clone().text()).toBe(200);
    const artwork = (await last.json()) as Artwork;
    expect(artwork).toMatchObject({
      title: 'In parts',
      category: 'Sci-Fi',
      mimeType: 'image/png',
      fileSize: image.length,
      width: 1200,
      height: 900,
      originalName: 'master.png',
    });
    const stored = createHash('sha256');
    await pipeline(await harness.deps.storage.get(`originals/${artwork.filename}`), stored);
    expect(stored.digest('hex')).toBe(createHash('sha256').update(image).digest('hex'));
    expect(await harness.deps.ocrQueue.getJob(ocrJobId(artwork.id))).toBeDefined();

    // The staged bytes are gone; the upload, finished, keeps only its record and answer, for a
    // client whose last answer was lost (it asks where the upload stands, then sends the rest).
    expect(await stagedFiles()).toEqual([]);
    const finished = await call(location, { method: 'HEAD' });
    expect(finished.status).toBe(200);
    expect(finished.headers.get('upload-offset')).toBe(String(image.length));
    const metadata = Object.fromEntries(
      (finished.headers.get('upload-metadata') ?? '').split(',').map((pair) => pair.split(' ')),
    ) as Record<string, string>;
    expect(JSON.parse(Buffer.from(metadata[RESUMABLE_UPLOAD_ANSWER_KEY] ?? '', 'base64').toString())).toEqual(artwork);
    // Its end sent again is answered the same, and makes no second artwork.
    const objects = await harness.listObjects();
    const again = await patch(location, image.length, Buffer.alloc(0));
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(artwork);
    expect(await harness.listObjects()).toEqual(objects);
  });

  it('refuses missing fields before a byte of the file is sent', async () => {
    const created = await create(image.length, { filename: 'master.png', category: 'Sci-Fi' });
    expect(created.status).toBe(400);
    expect(await created.json()).toMatchObject({ error: 'validation_failed' });
    expect(await stagedFiles()).toEqual([]);
  });

  it('refuses more than 200 MB when the upload is created', async () => {
    const created = await create(200 * 1024 * 1024 + 1, { filename: 'big.png', title: 'Big', category: 'Sci-Fi' });
    expect(created.status).toBe(413);
  });

  it('refuses what is not an image when it is finished, and keeps nothing', async () => {
    const objects = await harness.listObjects();
    const text = Buffer.from('just some text, not a picture');
    const created = await create(text.length, { filename: 'note.png', title: 'Text', category: 'Sci-Fi' });
    const finished = await patch(created.headers.get('location') ?? '', 0, text);
    expect(finished.status).toBe(415);
    expect(await finished.json()).toMatchObject({ error: 'unsupported_media_type' });
    expect(await harness.listObjects()).toEqual(objects);
    expect(await stagedFiles()).toEqual([]);
  });

  it('is the curator’s alone', async () => {
    const created = await create(10, { filename: 'a.png', title: 'A', category: 'Sci-Fi' }, 'public');
    expect(created.status).toBe(401);
  });

  describe('an extra file of a work (artworkId in the metadata)', () => {
    it('takes it in parts and attaches the finished file to the work, as the classic upload does', async () => {
      const work = await uploadArtwork(harness, { title: 'Harbour lights' });
      const created = await create(image.length, {
        filename: 'print-master.png',
        artworkId: work.id,
        label: 'Print size',
      });
      expect(created.status, await created.clone().text()).toBe(201);
      const location = created.headers.get('location') ?? '';
      const half = Math.floor(image.length / 2);
      expect((await patch(location, 0, image.subarray(0, half))).status).toBe(204);
      expect((await call(location, { method: 'HEAD' })).headers.get('upload-offset')).toBe(String(half));
      const last = await patch(location, half, image.subarray(half));
      expect(last.status, await last.clone().text()).toBe(200);
      const file = (await last.json()) as ArtworkFile;
      expect(file).toMatchObject({
        label: 'Print size',
        mimeType: 'image/png',
        sizeBytes: image.length,
        width: 1200,
        height: 900,
        originalName: 'print-master.png',
        position: 0,
      });
      const listed = await harness.request('admin', { method: 'GET', url: `/api/artworks/${work.id}/files` });
      expect(listed.json<{ files: ArtworkFile[] }>().files.map((each) => each.id)).toEqual([file.id]);
      const stored = createHash('sha256');
      const key = (await harness.listObjects()).find((object) => object.includes(file.id)) ?? '';
      await pipeline(await harness.deps.storage.get(key), stored);
      expect(stored.digest('hex')).toBe(createHash('sha256').update(image).digest('hex'));
      expect(await stagedFiles()).toEqual([]);
    });

    it('refuses an unknown work, a bad label or a full list before a byte is sent', async () => {
      const unknown = await create(image.length, {
        filename: 'a.png',
        artworkId: '00000000-0000-4000-8000-000000000000',
      });
      expect(unknown.status).toBe(404);
      expect((await create(image.length, { filename: 'a.png', artworkId: 'not-an-id' })).status).toBe(404);
      const work = await uploadArtwork(harness, { title: 'Full' });
      const tooLong = await create(image.length, { filename: 'a.png', artworkId: work.id, label: 'x'.repeat(81) });
      expect(tooLong.status).toBe(400);
      expect(await tooLong.json()).toMatchObject({ error: 'validation_failed' });
      const small = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#abcdef' } })
        .png()
        .toBuffer();
      for (let n = 0; n < MAX_ARTWORK_FILES; n++) {
        const one = await create(small.length, { filename: `f${n}.png`, artworkId: work.id });
        expect((await patch(one.headers.get('location') ?? '', 0, small)).status).toBe(200);
      }
      const full = await create(small.length, { filename: 'one-more.png', artworkId: work.id });
      expect(full.status).toBe(400);
      expect(await stagedFiles()).toEqual([]);
    });
  });
});
