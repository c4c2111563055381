import { existsSync, readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Artwork, ocrJobId, QUEUES } from '@shop/contracts';
import { uniqueQueuePrefix, waitFor } from '@shop/testkit';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOcrWorkerProcess, type OcrWorkerProcess } from './harness/ocr-workers.js';
import { freshAddress, signInAsCurator } from './harness/session.js';
import { startStack, type Stack } from './harness/stack.js';

function repoRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'pnpm-workspace.yaml'))) dir = dirname(dir);
  return dir;
}
const fixturesDir = process.env.OCR_FIXTURES_DIR ?? resolve(repoRoot(), '..', 'shared', 'fixtures', 'ocr');
// Images with text: each takes a few hundred ms of OCR, so the bulk import is still running when
// the new upload arrives.
const BULK_FILES = [
  'dev-01-correct-512.png',
  'dev-02-misspelled-512.jpg',
  'dev-03-misspelled-1024.png',
  'dev-04-correct-1024.webp',
  'dev-09-correct-512.jpg',
  'dev-10-misspelled-1024.png',
  'dev-12-misspelled-512.png',
  'dev-06-correct-1920.jpg',
];

describe('the OCR priority lane, on the real services and one OCR worker', () => {
  let stack: Stack;
  let worker: OcrWorkerProcess | undefined;
  let redis: Redis;
  let lanes: { new: Queue; bulk: Queue };
  let cookie = '';
  const queuePrefix = uniqueQueuePrefix('lane');

  beforeAll(async () => {
    stack = await startStack({ RATE_LIMIT_WRITE_MAX: '10000' }, { catalogEnv: { QUEUE_PREFIX: queuePrefix } });
    cookie = await signInAsCurator(stack);
    redis = new Redis(stack.env.REDIS_URL ?? '', { maxRetriesPerRequest: null });
    lanes = {
      new: new Queue(QUEUES.ocr, { connection: redis, prefix: queuePrefix }),
      bulk: new Queue(QUEUES.ocrBulk, { connection: redis, prefix: queuePrefix }),
    };
    // One job at a time, so the order in which jobs finish is the order the worker chose.
    worker = await startOcrWorkerProcess({ ...stack.env, QUEUE_PREFIX: queuePrefix }, { OCR_CONCURRENCY: '1' });
  });
  afterAll(async () => {
    await worker?.stop();
    for (const queue of [lanes?.new, lanes?.bulk]) {
      await queue?.obliterate({ force: true }).catch(() => undefined);
      await queue?.close();
    }
    redis?.disconnect();
    await stack?.close();
  });

  async function upload(file: string, fields: Record<string, string>): Promise<Artwork> {
    const boundary = `----lane${randomBytes(6).toString('hex')}`;
    const parts = Object.entries(fields).map(([name, value]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="artwork"; filename="lane${extname(file)}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      readFileSync(join(fixturesDir, file)),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    );
    const response = await stack.gateway.inject({
      method: 'POST',
      url: '/api/artworks/upload',
      payload: Buffer.concat(parts),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie },
      remoteAddress: freshAddress(),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Artwork>();
  }

  it('takes a new upload before the bulk import’s remaining jobs', async () => {
    const bulk: Artwork[] = [];
    for (const [i, file] of BULK_FILES.entries())
      bulk.push(await upload(file, { title: `Import ${i}`, category: 'Sci-Fi', bulkImport: 'true' }));
    expect(await lanes.bulk.getJob(ocrJobId(bulk[0]?.id ?? ''))).toBeTruthy();
    expect(await lanes.new.getJob(ocrJobId(bulk[0]?.id ?? ''))).toBeUndefined();

    await waitFor(async () => (await lanes.bulk.getActiveCount()) > 0, {
      timeoutMs: 60_000,
      intervalMs: 10,
      what: 'the bulk import started',
    });
    const fresh = await upload('dev-05-none-512.webp', { title: 'New work', category: 'Sci-Fi' });
    // Counted once the new job is queued: these may finish first, whatever the lanes do.
    const bulkStarted = (await lanes.bulk.getCompletedCount()) + (await lanes.bulk.getActiveCount());

    const finishedOn = async (queue: Queue, artwork: Artwork) => {
      const job = await queue.getJob(ocrJobId(artwork.id));
      return job?.finishedOn;
    };
    const freshDone = await waitFor(() => finishedOn(lanes.new, fresh), {
      timeoutMs: 120_000,
      intervalMs: 50,
      what: 'the new upload’s OCR',
    });
    const bulkDone = await waitFor(
      async () => {
        const times = await Promise.all(bulk.map((artwork) => finishedOn(lanes.bulk, artwork)));
        const done = times.filter((time): time is number => time !== undefined);
        return done.length === times.length ? done : undefined;
      },
      { timeoutMs: 180_000, intervalMs: 100, what: 'the bulk import drained' },
    );
    const before = bulkDone.filter((time) => time <= freshDone).length;
    // The job running when it arrived, and at most one the bulk consumer took in the same instant;
    // in one FIFO queue it would have waited for all of them.
    expect(before).toBeLessThanOrEqual(bulkStarted + 1);
    expect(bulkDone.length - before).toBeGreaterThanOrEqual(BULK_FILES.length - bulkStarted - 1);
    expect(bulkDone.length - before).toBeGreaterThan(0);
  });
});
