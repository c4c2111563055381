import { existsSync, readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32 } from 'node:zlib';
import { type Artwork, JOBS, MAX_UPLOAD_BYTES, normalizeWord, type OcrResultJob, QUEUES } from '@shop/contracts';
import { multipartForm, uniqueQueuePrefix, waitFor } from '@shop/testkit';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOcrWorkerProcess, type OcrWorkerProcess } from './harness/ocr-workers.js';
import { startStack, TEST_ADMIN_PASSWORD, type Stack } from './harness/stack.js';

interface Fixture {
  file: string;
  category: 'correct' | 'misspelled' | 'no-text';
  misspelledWords: string[];
}

function repoRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'pnpm-workspace.yaml'))) dir = dirname(dir);
  return dir;
}
/** ../shared sits beside the repository, here and in CI. */
const fixturesDir = process.env.OCR_FIXTURES_DIR ?? resolve(repoRoot(), '..', 'shared', 'fixtures', 'ocr');
const fixtures = (JSON.parse(readFileSync(join(fixturesDir, 'manifest.json'), 'utf8')) as { images: Fixture[] }).images;

const freshAddress = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

describe('upload → OCR → curation, through the gateway on the real services', () => {
  let stack: Stack;
  let cookie = '';
  const workers: OcrWorkerProcess[] = [];
  const queuePrefix = uniqueQueuePrefix('pipeline');
  const uploaded = new Map<string, Artwork>();

  beforeAll(async () => {
    stack = await startStack(
      { RATE_LIMIT_WRITE_MAX: '10000' },
      { catalogEnv: { QUEUE_PREFIX: queuePrefix, OCR_BACKOFF_MS: '200' } },
    );
    const login = await stack.gateway.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { password: TEST_ADMIN_PASSWORD },
      remoteAddress: freshAddress(),
    });
    const session = login.cookies.find((c) => c.name === 'shop_session');
    cookie = session ? `${session.name}=${session.value}` : '';
    workers.push(await startOcrWorkerProcess(stack.env, { OCR_CONCURRENCY: '2' }));
  });
  afterAll(async () => {
    for (const worker of workers) await worker.stop();
    await stack?.close();
  });

  const asAdmin = { cookie: () => ({ cookie }) };

  async function upload(
    fields: Record<string, string>,
    file?: { filename: string; content: Buffer },
    withSession = true,
  ) {
    const body = multipartForm(fields, file);
    return stack.gateway.inject({
      method: 'POST',
      url: '/api/artworks/upload',
      payload: body.payload,
      headers: { ...body.headers, ...(withSession ? asAdmin.cookie() : {}) },
      remoteAddress: freshAddress(),
    });
  }

  async function listAll(): Promise<Artwork[]> {
    return (await stack.gateway.inject({ method: 'GET', url: '/api/artworks', headers: asAdmin.cookie() })).json<
      Artwork[]
    >();
  }

  async function storedKeys(): Promise<string[]> {
    const response = await fetch(`${stack.env.S3_ENDPOINT}/${stack.env.S3_BUCKET}?list-type=2`);
    const xml = await response.text();
    return [...xml.matchAll(/<Key>([^<]+)<\/Key>/g)].map((match) => match[1] ?? '').sort();
  }

  async function waitSettled(ids: string[], timeoutMs = 180_000): Promise<Artwork[]> {
    return waitFor(
      async () => {
        const list = await listAll();
        const mine = list.filter((artwork) => ids.includes(artwork.id));
        return mine.length === ids.length &&
          mine.every((artwork) => artwork.ocrStatus === 'processed' || artwork.ocrStatus === 'failed')
          ? mine
          : undefined;
      },
      { timeoutMs, intervalMs: 250, what: `OCR of ${ids.length} artworks` },
    );
  }

  it('processes every fixture with the right outcome: misspellings flagged with their word, the rest clean', async () => {
    for (const fixture of fixtures) {
      const response = await upload(
        { title: fixture.file, category: 'Core Collection' },
        { filename: fixture.file, content: readFileSync(join(fixturesDir, fixture.file)) },
      );
      expect(response.statusCode, response.body).toBe(201);
      const artwork = response.json<Artwork>();
      expect(artwork.ocrStatus).toBe('pending');
      uploaded.set(fixture.file, artwork);
    }
    const settled = await waitSettled([...uploaded.values()].map((artwork) => artwork.id));
    for (const fixture of fixtures) {
      const artwork = settled.find((candidate) => candidate.id === uploaded.get(fixture.file)?.id);
      expect(artwork?.ocrStatus, fixture.file).toBe('processed');
      if (fixture.category === 'misspelled') {
        expect(artwork?.status, `${fixture.file}: ${JSON.stringify(artwork?.ocrErrors)}`).toBe('flagged');
        const errors = normalizeWord((artwork?.ocrErrors ?? []).join(' '));
        expect(
          fixture.misspelledWords.some((word) => errors.includes(normalizeWord(word))),
          `${fixture.file}: ${errors}`,
        ).toBe(true);
      } else {
        expect(artwork?.ocrErrors, fixture.file).toEqual([]);
        expect(artwork?.status, fixture.file).toBe('pending');
      }
      expect(artwork?.width).toBeGreaterThan(0);
    }
    const queue = await stack.gateway.inject({ method: 'GET', url: '/api/ocr/queue', headers: asAdmin.cookie() });
    expect(queue.json<{ counts: { completed: number } }>().counts.completed).toBeGreaterThanOrEqual(fixtures.length);
  });

  it('keeps unapproved work and its previews from anonymous callers', async () => {
    const artwork = uploaded.get('dev-01-correct-512.png');
    if (!artwork) throw new Error('not uploaded');
    for (const url of ['/api/artworks', '/api/artworks?status=pending', '/api/galleries/category/core-collection']) {
      const body = (await stack.gateway.inject({ method: 'GET', url })).body;
      expect(body, url).not.toContain(artwork.id);
    }
    for (const url of [`/api/files/${artwork.filename}`, `/api/files/${artwork.filename}?w=480`]) {
      expect((await stack.gateway.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
    const forCurator = await stack.gateway.inject({
      method: 'GET',
      url: `/api/files/${artwork.filename}?w=480`,
      headers: asAdmin.cookie(),
    });
    expect(forCurator.statusCode).toBe(200);
    expect((await sharp(forCurator.rawPayload).metadata()).format).toBe('webp');
  });

  it('delivers a duplicate result harmlessly', async () => {
    const artwork = uploaded.get('dev-02-misspelled-512.jpg');
    if (!artwork) throw new Error('not uploaded');
    const before = (await listAll()).find((candidate) => candidate.id === artwork.id);
    const redis = new Redis(stack.env.REDIS_URL ?? '', { maxRetriesPerRequest: null });
    const results = new Queue(QUEUES.ocrResults, { connection: redis, prefix: queuePrefix });
    try {
      const duplicate: OcrResultJob = {
        outcome: 'processed',
        artworkId: artwork.id,
        ocrText: 'other',
        findings: [],
        width: 1,
        height: 1,
        previewKeys: {},
      };
      await results.add(JOBS.applyOcrResult, duplicate, { jobId: `duplicate-${artwork.id}` });
      await results.add(
        JOBS.applyOcrResult,
        { outcome: 'processing', artworkId: artwork.id },
        { jobId: `late-${artwork.id}` },
      );
      await waitFor(async () => (await results.getJobState(`late-${artwork.id}`)) === 'completed', {
        what: 'duplicate consumed',
      });
      await waitFor(async () => (await results.getJobState(`duplicate-${artwork.id}`)) === 'completed', {
        what: 'duplicate consumed',
      });
    } finally {
      await results.close();
      redis.disconnect();
    }
    expect((await listAll()).find((candidate) => candidate.id === artwork.id)).toEqual(before);
  });

  it('batch actions touch exactly the right artworks', async () => {
    const approve = await stack.gateway.inject({
      method: 'POST',
      url: '/api/artworks/batch',
      payload: { action: 'approve-clean' },
      headers: asAdmin.cookie(),
      remoteAddress: freshAddress(),
    });
    expect(approve.statusCode).toBe(200);
    expect(approve.json()).toEqual({ updated: fixtures.filter((fixture) => fixture.category !== 'misspelled').length });
    const reject = await stack.gateway.inject({
      method: 'POST',
      url: '/api/artworks/batch',
      payload: { action: 'reject-flagged' },
      headers: asAdmin.cookie(),
      remoteAddress: freshAddress(),
    });
    expect(reject.json()).toEqual({ updated: fixtures.filter((fixture) => fixture.category === 'misspelled').length });
    const list = await listAll();
    for (const fixture of fixtures) {
      const artwork = list.find((candidate) => candidate.id === uploaded.get(fixture.file)?.id);
      expect(artwork?.status, fixture.file).toBe(fixture.category === 'misspelled' ? 'rejected' : 'approved');
    }
    // Approved now: the public sees it and its preview.
    const clean = uploaded.get('dev-01-correct-512.png');
    const preview = await stack.gateway.inject({ method: 'GET', url: `/api/files/${clean?.filename ?? ''}?w=480` });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['cache-control']).toContain('max-age');
    expect(preview.headers.etag).toBeTruthy();
  });

  it('gives each bad upload its status and leaves nothing behind', async () => {
    const rowsBefore = (await listAll()).length;
    const keysBefore = await storedKeys();
    const png = readFileSync(join(fixturesDir, 'dev-01-correct-512.png'));
    const pixelBomb = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    // Rewrite the IHDR chunk to claim 30000 x 30000 pixels (a few bytes that would decode to 2.7 GB).
    pixelBomb.writeUInt32BE(30_000, 16);
    pixelBomb.writeUInt32BE(30_000, 20);
    pixelBomb.writeUInt32BE(crc32(pixelBomb.subarray(12, 29)), 29);
    const cases: {
      name: string;
      fields: Record<string, string>;
      file?: { filename: string; content: Buffer };
      status: number;
      withSession?: boolean;
    }[] = [
      {
        name: 'too large',
        fields: { title: 'Huge', category: 'Sci-Fi' },
        file: { filename: 'huge.png', content: Buffer.concat([png, Buffer.alloc(MAX_UPLOAD_BYTES, 1)]) },
        status: 413,
      },
      {
        name: 'not an image',
        fields: { title: 'Text', category: 'Sci-Fi' },
        file: { filename: 'note.png', content: Buffer.from('just some text, not a picture') },
        status: 415,
      },
      { name: 'no title', fields: { category: 'Sci-Fi' }, file: { filename: 'a.png', content: png }, status: 400 },
      { name: 'no category', fields: { title: 'A' }, file: { filename: 'a.png', content: png }, status: 400 },
      {
        name: '.DS_Store',
        fields: { title: 'A', category: 'Sci-Fi' },
        file: { filename: '.DS_Store', content: Buffer.from('Bud1') },
        status: 400,
      },
      {
        name: 'Thumbs.db',
        fields: { title: 'A', category: 'Sci-Fi' },
        file: { filename: 'Thumbs.db', content: png },
        status: 400,
      },
      {
        name: 'pixel bomb',
        fields: { title: 'Bomb', category: 'Sci-Fi' },
        file: { filename: 'bomb.png', content: pixelBomb },
        status: 413,
      },
      {
        name: 'anonymous',
        fields: { title: 'A', category: 'Sci-Fi' },
        file: { filename: 'a.png', content: png },
        status: 401,
        withSession: false,
      },
    ];
    for (const testCase of cases) {
      const response = await upload(testCase.fields, testCase.file, testCase.withSession ?? true);
      expect(response.statusCode, `${testCase.name}: ${response.body}`).toBe(testCase.status);
      expect(response.json(), testCase.name).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    }
    expect((await listAll()).length).toBe(rowsBefore);
    expect(await storedKeys()).toEqual(keysBefore);
  });

  it('loses nothing when a worker process is killed mid-job: the job completes after a restart', async () => {
    for (const worker of workers.splice(0)) await worker.stop();
    const env = { OCR_CONCURRENCY: '1', OCR_LOCK_DURATION_MS: '3000', OCR_STALLED_INTERVAL_MS: '1000' };
    const doomed = await startOcrWorkerProcess(stack.env, env);
    // Large and noisy: several seconds of work, so the kill lands mid-job.
    const noise = await sharp(randomBytes(2400 * 2400 * 3), { raw: { width: 2400, height: 2400, channels: 3 } })
      .jpeg({ quality: 70 })
      .toBuffer();
    const response = await upload(
      { title: 'Noise', category: 'Abstract Art' },
      { filename: 'noise.png', content: noise },
    );
    expect(response.statusCode, response.body).toBe(201);
    const artwork = response.json<Artwork>();

    await waitFor(
      async () => (await listAll()).find((candidate) => candidate.id === artwork.id)?.ocrStatus === 'processing',
      {
        intervalMs: 20,
        what: 'job active',
      },
    );
    await doomed.kill('SIGKILL');
    const stuck = (await listAll()).find((candidate) => candidate.id === artwork.id);
    expect(stuck?.ocrStatus).toBe('processing');

    const successor = await startOcrWorkerProcess(stack.env, env);
    workers.push(successor);
    const [settled] = await waitSettled([artwork.id], 120_000);
    expect(settled?.ocrStatus).toBe('processed');
    expect((await listAll()).filter((candidate) => candidate.ocrStatus === 'processing')).toEqual([]);
    // Two worker start-ups, a stall detection and a slow noisy image, on a machine that may be busy.
  }, 180_000);
});
