import { readdir } from 'node:fs/promises';
import { MAX_UPLOAD_BYTES, MESSAGES, ocrJobId, type Artwork } from '@shop/contracts';
import { multipartForm, type MultipartFile } from '@shop/testkit';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startCatalog, type CatalogHarness } from '../testing/catalog-harness.js';
import { pixelBombPng, sampleImage } from '../testing/images.js';

describe('POST /api/artworks/upload', () => {
  let harness: CatalogHarness;
  beforeAll(async () => {
    harness = await startCatalog();
  });
  afterAll(async () => {
    await harness?.close();
  });

  const upload = (fields: Record<string, string>, file?: MultipartFile, role: 'admin' | 'public' = 'admin') =>
    harness.request(role, { method: 'POST', url: '/api/artworks/upload', ...multipartForm(fields, file) });

  async function rowCount(): Promise<number> {
    const rows = await harness.deps.db.selectFrom('artworks').select('id').execute();
    return rows.length;
  }

  async function expectNothingLeftBehind(before: { rows: number; objects: string[]; jobs: number }) {
    expect(await rowCount()).toBe(before.rows);
    expect(await harness.listObjects()).toEqual(before.objects);
    expect(await harness.deps.ocrQueue.count()).toBe(before.jobs);
    const spooled = await readdir(harness.config.UPLOAD_TMP_DIR).catch(() => []);
    expect(spooled.filter((name) => name.endsWith('.upload'))).toEqual([]);
  }

  let before: { rows: number; objects: string[]; jobs: number };
  beforeEach(async () => {
    before = {
      rows: await rowCount(),
      objects: await harness.listObjects(),
      jobs: await harness.deps.ocrQueue.count(),
    };
  });

  it('stores the original under a server-chosen name, writes a pending row and adds one OCR job', async () => {
    const content = await sampleImage('png');
    const response = await upload(
      { title: '  Neon Harbour ', category: 'Sci-Fi' },
      { filename: '../../etc/neon <harbour>\u0007.png', content, contentType: 'text/plain' },
    );
    expect(response.statusCode, response.body).toBe(201);
    const artwork = response.json<Artwork>();
    expect(artwork).toMatchObject({
      title: 'Neon Harbour',
      category: 'Sci-Fi',
      status: 'pending',
      ocrStatus: 'pending',
      ocrErrors: [],
      price: null,
      isForSale: false,
      mimeType: 'image/png',
      fileSize: content.length,
      width: 640,
      height: 360,
    });
    expect(artwork.filename).toBe(`${artwork.id}.png`);
    expect(artwork.originalName).toBe('neon _harbour_.png');
    expect(await harness.listObjects()).toEqual([...before.objects, `originals/${artwork.filename}`].sort());
    const job = await harness.deps.ocrQueue.getJob(ocrJobId(artwork.id));
    expect(job?.data).toEqual({
      artworkId: artwork.id,
      storageKey: `originals/${artwork.filename}`,
      filename: artwork.filename,
      mimeType: 'image/png',
    });
    expect(job?.opts.attempts).toBe(5);
  });

  it('puts a bulk import’s OCR job in the bulk lane, and the curator’s queue shows both lanes', async () => {
    const content = await sampleImage('png');
    const imported = (
      await upload({ title: 'Back catalogue', category: 'Sci-Fi', bulkImport: 'true' }, { filename: 'a.png', content })
    ).json<Artwork>();
    const fresh = (
      await upload({ title: 'New', category: 'Sci-Fi', bulkImport: 'false' }, { filename: 'b.png', content })
    ).json<Artwork>();
    expect(await harness.deps.ocrBulkQueue.getJob(ocrJobId(imported.id))).toBeTruthy();
    expect(await harness.deps.ocrQueue.getJob(ocrJobId(imported.id))).toBeUndefined();
    expect(await harness.deps.ocrQueue.getJob(ocrJobId(fresh.id))).toBeTruthy();

    const queue = await harness.request('admin', { method: 'GET', url: '/api/ocr/queue' });
    const listed = queue.json<{ jobs: { artworkId: string; state: string }[] }>().jobs;
    expect(listed.map((job) => job.artworkId)).toEqual(expect.arrayContaining([imported.id, fresh.id]));
    // The new lane first: its jobs are the ones workers take next.
    const order = listed.map((job) => job.artworkId).filter((id) => id === imported.id || id === fresh.id);
    expect(order).toEqual([fresh.id, imported.id]);

    const refused = await upload({ title: 'X', category: 'Sci-Fi', bulkImport: 'yes' }, { filename: 'c.png', content });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: 'bulkImport: expected "true" or "false".' });
  });

  it('decides the type by the bytes: a JPEG named .png is stored as a JPEG', async () => {
    const response = await upload(
      { title: 'Dusk', category: 'Abstract Art' },
      { filename: 'dusk.png', content: await sampleImage('jpeg'), contentType: 'image/png' },
    );
    expect(response.statusCode).toBe(201);
    expect(response.json<Artwork>()).toMatchObject({
      mimeType: 'image/jpeg',
      filename: expect.stringMatching(/\.jpg$/),
    });
  });

  it.each(['gif', 'webp'] as const)('accepts %s', async (format) => {
    const response = await upload(
      { title: `A ${format}`, category: 'Miscellaneous' },
      { filename: `a.${format}`, content: await sampleImage(format) },
    );
    expect(response.statusCode, response.body).toBe(201);
  });

  it('refuses a missing title or category with the SPEC message, storing nothing', async () => {
    const file = { filename: 'a.png', content: await sampleImage('png') };
    const cases: Record<string, string>[] = [
      { category: 'Sci-Fi' },
      { title: 'Only a title' },
      { title: '   ', category: 'Sci-Fi' },
      {},
    ];
    for (const fields of cases) {
      const response = await upload(fields, file);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'validation_failed', message: MESSAGES.uploadMissingFields });
    }
    await expectNothingLeftBehind(before);
  });

  it('refuses an unknown category with 400', async () => {
    const response = await upload(
      { title: 'X', category: 'Nope' },
      { filename: 'a.png', content: await sampleImage('png') },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Unknown category');
    await expectNothingLeftBehind(before);
  });

  describe('with an Idempotency-Key (a retry after a lost answer)', () => {
    const uploadWithKey = async (key: string, title: string) => {
      const body = multipartForm(
        { title, category: 'Sci-Fi' },
        { filename: 'a.png', content: await sampleImage('png') },
      );
      return harness.request('admin', {
        method: 'POST',
        url: '/api/artworks/upload',
        ...body,
        headers: { ...body.headers, 'idempotency-key': key },
      });
    };

    it('answers the artwork the first try stored, storing nothing more', async () => {
      const key = `retry-${Date.now()}-${Math.random().toString(36).slice(2)}`;
      const first = await uploadWithKey(key, 'Tried Twice');
      expect(first.statusCode, first.body).toBe(201);
      const again = await uploadWithKey(key, 'Tried Twice');
      expect(again.statusCode, again.body).toBe(201);
      expect(again.json<Artwork>().id).toBe(first.json<Artwork>().id);
      expect(await rowCount()).toBe(before.rows + 1);
      expect(await harness.listObjects()).toEqual(
        [...before.objects, `originals/${first.json<Artwork>().filename}`].sort(),
      );
      expect(await harness.deps.ocrQueue.count()).toBe(before.jobs + 1);

      const other = await uploadWithKey(`${key}-other`, 'Another Upload');
      expect(other.json<Artwork>().id).not.toBe(first.json<Artwork>().id);
    });

    it('stores one artwork when two tries race each other', async () => {
      const key = `race-${Date.now()}-${Math.random().toString(36).slice(2)}`;
      const answers = await Promise.all([uploadWithKey(key, 'Raced'), uploadWithKey(key, 'Raced')]);
      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(201);
      const [one, two] = answers.map((answer) => answer.json<Artwork>());
      expect(two?.id).toBe(one?.id);
      expect(await rowCount()).toBe(before.rows + 1);
      expect(await harness.listObjects()).toEqual([...before.objects, `originals/${one?.filename}`].sort());
      expect(await harness.deps.ocrQueue.count()).toBe(before.jobs + 1);
    });

    it('refuses a malformed key with 400 naming it, storing nothing', async () => {
      const answer = await uploadWithKey('no spaces allowed', 'Bad Key');
      expect(answer.statusCode).toBe(400);
      expect(answer.json<{ message: string }>().message).toContain('Idempotency-Key');
      await expectNothingLeftBehind(before);
    });
  });

  it('sets a default price and for-sale flag given at upload time', async () => {
    const file = { filename: 'a.png', content: await sampleImage('png') };
    const priced = await upload({ title: 'Priced', category: 'Sci-Fi', price: '14.99', isForSale: 'true' }, file);
    expect(priced.statusCode, priced.body).toBe(201);
    expect(priced.json<Artwork>()).toMatchObject({ price: '14.99', isForSale: true });
    const row = await harness.deps.db
      .selectFrom('artworks')
      .select(['price_cents', 'is_for_sale'])
      .where('id', '=', priced.json<Artwork>().id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ price_cents: 1499, is_for_sale: true });

    const plain = await upload({ title: 'Plain', category: 'Sci-Fi' }, file);
    expect(plain.json<Artwork>()).toMatchObject({ price: null, isForSale: false });
  });

  it('refuses a price that is not money or a for-sale flag that is not true/false, naming the field', async () => {
    const file = { filename: 'a.png', content: await sampleImage('png') };
    for (const price of ['14.999', '-1.00', 'free', '14', '']) {
      const response = await upload({ title: 'X', category: 'Sci-Fi', price }, file);
      expect(response.statusCode, price).toBe(400);
      expect(response.json()).toMatchObject({ error: 'validation_failed', message: expect.stringContaining('price') });
    }
    const flag = await upload({ title: 'X', category: 'Sci-Fi', isForSale: 'yes' }, file);
    expect(flag.statusCode).toBe(400);
    expect(flag.json().message).toContain('isForSale');
    await expectNothingLeftBehind(before);
  });

  it('refuses a request without a file with 400', async () => {
    const response = await upload({ title: 'X', category: 'Sci-Fi' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'missing_file' });
  });

  it('refuses what is not a JPEG, PNG, GIF, WEBP or TIFF with 415 whatever its name says', async () => {
    const cases = [
      {
        filename: 'fake.png',
        content: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
        contentType: 'image/png',
      },
      {
        filename: 'doc.jpg',
        content: Buffer.from('%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n1 0 obj\n<<>>\nendobj\n'),
        contentType: 'image/jpeg',
      },
      {
        // TIFF is accepted since originals became print masters (large-upload.int.test.ts); a
        // Photoshop file is an image too, and still refused.
        filename: 'layers.png',
        content: Buffer.concat([Buffer.from('8BPS\u0000\u0001', 'latin1'), Buffer.alloc(64)]),
        contentType: 'image/png',
      },
    ];
    for (const file of cases) {
      const response = await upload({ title: 'X', category: 'Sci-Fi' }, file);
      expect(response.statusCode, file.filename).toBe(415);
      expect(response.json()).toEqual({ error: 'unsupported_media_type', message: MESSAGES.uploadUnsupportedType });
    }
    await expectNothingLeftBehind(before);
  });

  it('refuses a PNG header with a broken body with 415', async () => {
    const broken = Buffer.concat([(await sampleImage('png')).subarray(0, 8), Buffer.from('garbage'.repeat(20))]);
    const response = await upload({ title: 'X', category: 'Sci-Fi' }, { filename: 'broken.png', content: broken });
    expect(response.statusCode).toBe(415);
    await expectNothingLeftBehind(before);
  });

  it('refuses a file over 200 MiB with 413 and leaves nothing behind', async () => {
    const png = await sampleImage('png');
    const tooLarge = Buffer.concat([png, Buffer.alloc(MAX_UPLOAD_BYTES + 1 - png.length, 7)]);
    const response = await upload({ title: 'Huge', category: 'Sci-Fi' }, { filename: 'huge.png', content: tooLarge });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'payload_too_large', message: MESSAGES.uploadTooLarge });
    await expectNothingLeftBehind(before);
  });

  it('accepts a file of exactly 200 MiB', async () => {
    const png = await sampleImage('png');
    // Bytes after IEND are ignored by decoders; the file is still a valid PNG.
    const exact = Buffer.concat([png, Buffer.alloc(MAX_UPLOAD_BYTES - png.length, 7)]);
    const response = await upload(
      { title: 'Exactly the limit', category: 'Sci-Fi' },
      { filename: 'exact.png', content: exact },
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<Artwork>().fileSize).toBe(MAX_UPLOAD_BYTES);
  });

  it('refuses a decompression bomb by its pixel count before decoding it', async () => {
    const response = await upload(
      { title: 'Bomb', category: 'Sci-Fi' },
      { filename: 'bomb.png', content: pixelBombPng() },
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'payload_too_large', message: MESSAGES.uploadTooManyPixels });
    await expectNothingLeftBehind(before);
  });

  it.each(['.DS_Store', 'Thumbs.db', 'folder/thumbs.db'])(
    'refuses the system file %s quietly with a clear 400',
    async (filename) => {
      const response = await upload(
        { title: 'Folder drop', category: 'Sci-Fi' },
        { filename, content: Buffer.from('Bud1\u0000\u0000\u0000') },
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'ignored_system_file',
        message: expect.stringContaining('system file'),
      });
      await expectNothingLeftBehind(before);
    },
  );

  it('is for the curator only', async () => {
    const response = await upload(
      { title: 'X', category: 'Sci-Fi' },
      { filename: 'a.png', content: await sampleImage('png') },
      'public',
    );
    expect(response.statusCode).toBe(401);
    await expectNothingLeftBehind(before);
  });

  it('keeps neither the row nor the file when the OCR job cannot be added (Redis away): 503', async () => {
    const { createDeps } = await import('../deps.js');
    const { buildApp } = await import('../app.js');
    const pino = (await import('pino')).default;
    const brokenDeps = createDeps({ ...harness.config, REDIS_URL: 'redis://127.0.0.1:1' }, pino({ level: 'silent' }));
    const brokenApp = await buildApp(brokenDeps);
    try {
      const body = multipartForm(
        { title: 'Lost', category: 'Sci-Fi' },
        { filename: 'lost.png', content: await sampleImage('png') },
      );
      const response = await brokenApp.inject({
        method: 'POST',
        url: '/api/artworks/upload',
        ...body,
        headers: { ...body.headers, 'x-internal-token': harness.config.INTERNAL_TOKEN, 'x-shop-role': 'admin' },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ error: 'dependency_unavailable' });
      await expectNothingLeftBehind(before);
    } finally {
      await brokenApp.close();
      await brokenDeps.close();
    }
  });
});
