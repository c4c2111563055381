import { randomUUID } from 'node:crypto';
import { catalogEnvSchema } from '@shop/catalog/config';
import { createOcrJobQueue } from '@shop/catalog/ocr-job-queue';
import { QUEUES, type OcrJob } from '@shop/contracts';
import { jobDefaults } from '@shop/platform';
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { scaledListKey } from './kubernetes/ocr-scaling.js';

// KEDA's redis scaler only runs LLEN on the list the ScaledObject names. This proves, on real Redis
// and with the BullMQ we run, that the OCR jobs the catalog adds are counted there.
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

function ocrJob(): OcrJob {
  const artworkId = randomUUID();
  return { artworkId, storageKey: `originals/${artworkId}.png`, filename: 'page.png', mimeType: 'image/png' };
}

describe('the list KEDA scales the OCR pool on', () => {
  let redis: Redis;
  let queue: Queue;
  let prefix: string;
  let listKey: string;

  beforeEach(async () => {
    redis = new Redis(REDIS_URL, { maxRetriesPerRequest: null });
    await redis.ping();
    // A prefix of its own (and so keys of its own) in place of the ConfigMap's QUEUE_PREFIX.
    prefix = `k8s-ocr-test-${randomUUID()}`;
    listKey = `${prefix}:${scaledListKey('production').rest}`;
    queue = new Queue(QUEUES.ocr, { connection: redis, prefix });
  });

  afterEach(async () => {
    await queue.obliterate({ force: true });
    await queue.close();
    const left = await redis.keys(`${prefix}:*`);
    if (left.length > 0) await redis.del(...left);
    await redis.quit();
  });

  /** Adds jobs with the catalog's own queue code and its default job options. */
  function catalogQueue() {
    const config = catalogEnvSchema.parse({});
    return createOcrJobQueue(
      queue,
      redis,
      jobDefaults({ attempts: config.OCR_JOB_ATTEMPTS, backoffMs: config.OCR_BACKOFF_MS }),
    );
  }

  it('counts every OCR job the catalog adds, once per artwork, in a plain list', async () => {
    const jobs = catalogQueue();
    const added = [ocrJob(), ocrJob(), ocrJob()];
    for (const job of added) await jobs.enqueue(job);
    await jobs.enqueue(added[0] ?? ocrJob()); // a double click adds nothing

    expect(await redis.type(listKey)).toBe('list');
    expect(await redis.llen(listKey)).toBe(3);
    expect(await queue.getWaitingCount()).toBe(3);
    // None of them is in the sets an LLEN cannot see (they would be if the catalog used priorities).
    expect(await redis.zcard(`${prefix}:${QUEUES.ocr}:prioritized`)).toBe(0);
    expect(await redis.zcard(`${prefix}:${QUEUES.ocr}:delayed`)).toBe(0);
  });

  it('stops counting a job once a worker has taken it', async () => {
    const jobs = catalogQueue();
    for (let i = 0; i < 3; i += 1) await jobs.enqueue(ocrJob());
    expect(await redis.llen(listKey)).toBe(3);

    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const workerRedis = new Redis(REDIS_URL, { maxRetriesPerRequest: null });
    const worker = new Worker(QUEUES.ocr, () => held, { connection: workerRedis, prefix, concurrency: 1 });
    try {
      await new Promise<void>((resolve) => worker.once('active', () => resolve()));
      expect(await redis.llen(listKey)).toBe(2);
      expect(await queue.getActiveCount()).toBe(1);
    } finally {
      release();
      await worker.close();
      await workerRedis.quit();
    }
  });
});
