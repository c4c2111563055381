import { randomUUID } from 'node:crypto';
import { catalogEnvSchema } from '@shop/catalog/config';
import { createOcrJobQueue } from '@shop/catalog/ocr-job-queue';
import { OCR_LANE_QUEUES, QUEUES, type OcrJob, type OcrLane } from '@shop/contracts';
import { jobDefaults } from '@shop/platform';
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { scaledListKeys } from './kubernetes/ocr-scaling.js';

// KEDA's redis scaler only runs LLEN on the lists the ScaledObject names. This proves, on real Redis
// and with the BullMQ we run, that the OCR jobs the catalog adds to either lane are counted there.
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

function ocrJob(): OcrJob {
  const artworkId = randomUUID();
  return { artworkId, storageKey: `originals/${artworkId}.png`, filename: 'page.png', mimeType: 'image/png' };
}

describe('the lists KEDA scales the OCR pool on', () => {
  let redis: Redis;
  let queues: Record<OcrLane, Queue>;
  let prefix: string;
  /** The Redis key each lane's trigger counts, under this test's prefix. */
  let listKey: Record<OcrLane, string>;

  beforeEach(async () => {
    redis = new Redis(REDIS_URL, { maxRetriesPerRequest: null });
    await redis.ping();
    // A prefix of its own (and so keys of its own) in place of the ConfigMap's QUEUE_PREFIX.
    prefix = `k8s-ocr-test-${randomUUID()}`;
    const keys = Object.values(scaledListKeys('production')).map((key) => `${prefix}:${key.rest}`);
    const keyOf = (lane: OcrLane) => {
      const key = keys.find((candidate) => candidate === `${prefix}:${OCR_LANE_QUEUES[lane]}:wait`);
      if (!key) throw new Error(`no trigger counts the ${lane} lane's waiting list`);
      return key;
    };
    listKey = { new: keyOf('new'), bulk: keyOf('bulk') };
    queues = {
      new: new Queue(QUEUES.ocr, { connection: redis, prefix }),
      bulk: new Queue(QUEUES.ocrBulk, { connection: redis, prefix }),
    };
  });

  afterEach(async () => {
    for (const queue of Object.values(queues)) {
      await queue.obliterate({ force: true });
      await queue.close();
    }
    const left = await redis.keys(`${prefix}:*`);
    if (left.length > 0) await redis.del(...left);
    await redis.quit();
  });

  /** Adds jobs with the catalog's own queue code and its default job options. */
  function catalogQueue() {
    const config = catalogEnvSchema.parse({});
    return createOcrJobQueue(
      queues,
      redis,
      jobDefaults({ attempts: config.OCR_JOB_ATTEMPTS, backoffMs: config.OCR_BACKOFF_MS }),
    );
  }

  it('counts every OCR job the catalog adds, once per artwork, in its lane’s plain list', async () => {
    const jobs = catalogQueue();
    const added = [ocrJob(), ocrJob(), ocrJob()];
    for (const job of added) await jobs.enqueue(job);
    await jobs.enqueue(added[0] ?? ocrJob()); // a double click adds nothing
    for (let i = 0; i < 4; i += 1) await jobs.enqueue(ocrJob(), 'bulk');

    expect(await redis.type(listKey.new)).toBe('list');
    expect(await redis.type(listKey.bulk)).toBe('list');
    expect(await redis.llen(listKey.new)).toBe(3);
    expect(await redis.llen(listKey.bulk)).toBe(4);
    expect(await queues.new.getWaitingCount()).toBe(3);
    expect(await queues.bulk.getWaitingCount()).toBe(4);
    // None of them is in the sets an LLEN cannot see (they would be if the catalog used priorities).
    for (const lane of ['new', 'bulk'] as const) {
      expect(await redis.zcard(`${prefix}:${OCR_LANE_QUEUES[lane]}:prioritized`)).toBe(0);
      expect(await redis.zcard(`${prefix}:${OCR_LANE_QUEUES[lane]}:delayed`)).toBe(0);
    }
  });

  it('requeues a lost job onto the bulk list, and never a job either lane still holds', async () => {
    const jobs = catalogQueue();
    const held = ocrJob();
    await jobs.enqueue(held);
    expect(await jobs.enqueueIfAbsent(held)).toBe(false);
    expect(await jobs.enqueueIfAbsent(ocrJob())).toBe(true);
    expect(await redis.llen(listKey.new)).toBe(1);
    expect(await redis.llen(listKey.bulk)).toBe(1);
  });

  it('stops counting a job once a worker has taken it', async () => {
    const jobs = catalogQueue();
    for (let i = 0; i < 3; i += 1) await jobs.enqueue(ocrJob(), 'bulk');
    expect(await redis.llen(listKey.bulk)).toBe(3);

    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const workerRedis = new Redis(REDIS_URL, { maxRetriesPerRequest: null });
    const worker = new Worker(QUEUES.ocrBulk, () => held, { connection: workerRedis, prefix, concurrency: 1 });
    try {
      await new Promise<void>((resolve) => worker.once('active', () => resolve()));
      expect(await redis.llen(listKey.bulk)).toBe(2);
      expect(await queues.bulk.getActiveCount()).toBe(1);
    } finally {
      release();
      await worker.close();
      await workerRedis.quit();
    }
  });
});
