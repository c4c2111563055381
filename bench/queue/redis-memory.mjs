// Redis memory per queued OCR job (the capacity model): adds jobs exactly as the catalog
// does (its own queue code and job options) under a prefix of their own, reads Redis' used_memory
// before and after, and removes them again. The figure sizes Redis for a bulk import: a 5,000-image
// back catalogue waiting in the queue costs 5,000 times it.
//   node bench/queue/redis-memory.mjs [--jobs 5000]     (REDIS_URL, default redis://127.0.0.1:6379)
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { catalogEnvSchema } from '@shop/catalog/config';
import { createOcrJobQueue } from '@shop/catalog/ocr-job-queue';
import { QUEUES } from '@shop/contracts';
import { jobDefaults } from '@shop/platform';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';

const { values } = parseArgs({ options: { jobs: { type: 'string', default: '5000' } } });
const jobs = Number(values.jobs);
const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: null });
const prefix = `bench-redis-memory-${randomUUID()}`;
const queue = new Queue(QUEUES.ocrBulk, { connection: redis, prefix });
// A bulk import goes to the bulk lane; the new-upload lane stays empty here.
const unusedNewLane = new Queue(QUEUES.ocr, { connection: redis, prefix });

const usedMemory = async () => Number(/used_memory:(\d+)/.exec(await redis.info('memory'))?.[1]);

try {
  const config = catalogEnvSchema.parse({});
  const ocrJobs = createOcrJobQueue(
    { new: unusedNewLane, bulk: queue },
    redis,
    jobDefaults({ attempts: config.OCR_JOB_ATTEMPTS, backoffMs: config.OCR_BACKOFF_MS }),
  );
  await queue.waitUntilReady();
  const before = await usedMemory();
  for (let i = 0; i < jobs; i += 1) {
    const artworkId = randomUUID();
    // A realistic key and file name: the sizes of what a real upload stores.
    await ocrJobs.enqueue(
      {
        artworkId,
        storageKey: `originals/${artworkId}.png`,
        filename: `back-catalogue-${String(i).padStart(5, '0')}-a-longish-title.png`,
        mimeType: 'image/png',
      },
      'bulk',
    );
  }
  const after = await usedMemory();
  const perJob = (after - before) / jobs;
  console.log(`${jobs} waiting OCR jobs: ${((after - before) / 1024 / 1024).toFixed(1)} MiB of Redis memory`);
  console.log(`per queued job: ${Math.round(perJob)} bytes (${(perJob / 1024).toFixed(2)} KiB)`);
  console.log(
    `a 5,000-image import: ${((perJob * 5000) / 1024 / 1024).toFixed(1)} MiB; 100,000: ${((perJob * 100_000) / 1024 / 1024).toFixed(0)} MiB`,
  );
} finally {
  await queue.obliterate({ force: true });
  await queue.close();
  await unusedNewLane.close();
  await redis.quit();
}
