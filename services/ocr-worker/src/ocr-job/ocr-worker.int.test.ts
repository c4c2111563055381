import { readFileSync } from 'node:fs';
import { JOBS, ocrJobId, OcrResultJobSchema, QUEUES, type OcrResultJob } from '@shop/contracts';
import { startTestS3, testRedisUrl, uniqueQueuePrefix, waitFor, type TestS3 } from '@shop/testkit';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOcrService, type OcrService } from '../app.js';
import { ocrWorkerEnvSchema, type OcrWorkerConfig } from '../config.js';
import { createDeps, type OcrWorkerDeps } from '../deps.js';
import { loadOcrFixtures } from '../testing/fixtures.js';

const BUCKET = 'ocr-worker-test';

describe('the OCR worker', () => {
  let s3: TestS3;
  let config: OcrWorkerConfig;
  let deps: OcrWorkerDeps;
  let service: OcrService;
  let redis: Redis;
  let ocr: Queue;
  let results: Queue;

  beforeAll(async () => {
    s3 = await startTestS3();
    config = ocrWorkerEnvSchema.parse({
      NODE_ENV: 'test',
      REDIS_URL: testRedisUrl(),
      QUEUE_PREFIX: uniqueQueuePrefix('ocr'),
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: BUCKET,
      OCR_CONCURRENCY: '2',
    });
    deps = await createDeps(config, pino({ level: 'silent' }));
    await deps.storage.ensureBucket();
    service = startOcrService(deps);
    redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: null });
    ocr = new Queue(QUEUES.ocr, { connection: redis, prefix: config.QUEUE_PREFIX });
    results = new Queue(QUEUES.ocrResults, { connection: redis, prefix: config.QUEUE_PREFIX });
  });
  afterAll(async () => {
    await service?.worker.close(5000);
    await service?.app.close();
    await ocr?.obliterate({ force: true });
    await results?.obliterate({ force: true });
    await ocr?.close();
    await results?.close();
    redis?.disconnect();
    await deps?.close();
    await s3?.close();
  });

  async function enqueue(artworkId: string, storageKey: string, attempts = 3) {
    await ocr.add(
      JOBS.recognizeArtwork,
      { artworkId, storageKey, filename: storageKey.split('/').pop(), mimeType: 'image/png' },
      { jobId: ocrJobId(artworkId), attempts, backoff: { type: 'exponential', delay: 50 } },
    );
  }

  async function resultsFor(artworkId: string): Promise<OcrResultJob[]> {
    const jobs = await results.getJobs(['waiting', 'active', 'completed', 'failed', 'delayed']);
    return jobs.map((job) => OcrResultJobSchema.parse(job.data)).filter((result) => result.artworkId === artworkId);
  }

  it('reads the original, writes previews, reports progress and puts the result on ocr-results', async () => {
    const fixture = loadOcrFixtures().find((candidate) => candidate.file === 'dev-03-misspelled-1024.png');
    if (!fixture) throw new Error('fixture missing');
    const artworkId = '11111111-1111-4111-8111-111111111111';
    const key = `originals/${artworkId}.png`;
    await deps.storage.put(key, readFileSync(fixture.path), 'image/png');
    const progress: number[] = [];
    service.worker.worker.on('progress', (job, value) => {
      if (job.id === ocrJobId(artworkId) && typeof value === 'number') progress.push(value);
    });
    await enqueue(artworkId, key);

    const processed = await waitFor(
      async () => (await resultsFor(artworkId)).find((result) => result.outcome === 'processed'),
      {
        timeoutMs: 60_000,
        what: 'processed result',
      },
    );
    expect((await resultsFor(artworkId)).map((result) => result.outcome).sort()).toEqual(['processed', 'processing']);
    if (processed.outcome !== 'processed') throw new Error('unreachable');
    expect(processed).toMatchObject({ width: 1024, height: 1024 });
    expect(processed.findings.map((finding) => finding.word.toUpperCase())).toEqual(
      expect.arrayContaining(['WELCMOE']),
    );
    // Where it was read, in the original's pixels.
    const welcome = processed.findings.find((finding) => finding.word.toUpperCase() === 'WELCMOE');
    expect(welcome).toMatchObject({ kind: 'misspelling', confidence: expect.any(Number) });
    expect(welcome?.box?.width).toBeGreaterThan(0);
    expect((welcome?.box?.x ?? 0) + (welcome?.box?.width ?? 0)).toBeLessThanOrEqual(1024);
    expect((welcome?.box?.y ?? 0) + (welcome?.box?.height ?? 0)).toBeLessThanOrEqual(1024);
    expect(Object.keys(processed.previewKeys).sort()).toEqual(['1600', '480', '720', '960']);
    const preview = await deps.storage.getBuffer(processed.previewKeys['480'] ?? '');
    expect(await sharp(preview).metadata()).toMatchObject({ format: 'webp', width: 480 });
    // The original is 1024 wide: the 1600 rendition is not enlarged.
    expect((await sharp(await deps.storage.getBuffer(processed.previewKeys['1600'] ?? '')).metadata()).width).toBe(
      1024,
    );

    await waitFor(async () => (await ocr.getJobState(ocrJobId(artworkId))) === 'completed', { what: 'job completed' });
    expect(progress.at(-1)).toBe(100);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.length).toBeGreaterThanOrEqual(4);

    const metrics = await service.app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toMatch(/shop_ocr_jobs_done_total\{[^}]*\} 1/);
    expect(metrics.body).toContain('shop_ocr_job_duration_seconds_bucket');
    expect(metrics.body).toContain('shop_ocr_queue_depth');
    expect((await service.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('does not retry what can never succeed: a missing original ends as a failed result at once', async () => {
    const artworkId = '22222222-2222-4222-8222-222222222222';
    await enqueue(artworkId, `originals/${artworkId}.png`, 5);
    const failed = await waitFor(
      async () => (await resultsFor(artworkId)).find((result) => result.outcome === 'failed'),
      { what: 'failed result' },
    );
    expect(failed).toMatchObject({ outcome: 'failed', reason: expect.stringContaining('missing') });
    const job = await ocr.getJob(ocrJobId(artworkId));
    expect(job?.attemptsMade).toBe(1);
  });

  it('does not retry an unreadable image: it fails at once with its reason', async () => {
    const artworkId = '33333333-3333-4333-8333-333333333333';
    const key = `originals/${artworkId}.png`;
    await deps.storage.put(key, Buffer.from('not an image at all'), 'image/png');
    await enqueue(artworkId, key, 5);
    const failed = await waitFor(
      async () => (await resultsFor(artworkId)).find((result) => result.outcome === 'failed'),
      { what: 'failed result' },
    );
    expect(failed).toMatchObject({ reason: expect.stringContaining('could not be read') });
  });

  it('retries a passing failure (storage away) with back-off, then reports the final failure', async () => {
    // Its own prefix, so the healthy worker never sees this job.
    const prefix = uniqueQueuePrefix('ocr-broken');
    const brokenDeps = await createDeps(
      { ...config, QUEUE_PREFIX: prefix, S3_ENDPOINT: 'http://127.0.0.1:1', OCR_CONCURRENCY: 1 },
      pino({ level: 'silent' }),
    );
    const broken = startOcrService(brokenDeps);
    const brokenOcr = new Queue(QUEUES.ocr, { connection: redis, prefix });
    const brokenResults = new Queue(QUEUES.ocrResults, { connection: redis, prefix });
    try {
      const artworkId = '44444444-4444-4444-8444-444444444444';
      await brokenOcr.add(
        JOBS.recognizeArtwork,
        { artworkId, storageKey: `originals/${artworkId}.png`, filename: `${artworkId}.png`, mimeType: 'image/png' },
        { jobId: ocrJobId(artworkId), attempts: 3, backoff: { type: 'exponential', delay: 50 } },
      );
      const failed = await waitFor(
        async () =>
          (await brokenResults.getJobs(['waiting']))
            .map((job) => OcrResultJobSchema.parse(job.data))
            .find((result) => result.outcome === 'failed'),
        {
          timeoutMs: 20_000,
          what: 'failed result',
        },
      );
      expect(failed).toMatchObject({ outcome: 'failed', artworkId });
      // The failed result is sent before the last attempt fails; the attempt is counted once
      // BullMQ has recorded it, so wait for that count rather than read it at once.
      const metrics = await waitFor(
        async () => {
          const scraped = await broken.app.inject({ method: 'GET', url: '/metrics' });
          return /shop_ocr_jobs_failed_total\{[^}]*final="true"/.test(scraped.body) ? scraped : undefined;
        },
        { timeoutMs: 5_000, what: 'the last failed attempt counted' },
      );
      const job = await brokenOcr.getJob(ocrJobId(artworkId));
      expect(job?.attemptsMade).toBe(3);
      expect(metrics.body).toMatch(/shop_ocr_jobs_failed_total\{[^}]*final="false"[^}]*\} 2/);
      expect(metrics.body).toMatch(/shop_ocr_jobs_failed_total\{[^}]*final="true"[^}]*\} 1/);
    } finally {
      await broken.worker.close(5000);
      await broken.app.close();
      await brokenDeps.close();
      await brokenOcr.obliterate({ force: true });
      await brokenResults.obliterate({ force: true });
      await brokenOcr.close();
      await brokenResults.close();
    }
  });
});
