import { testRedisUrl, uniqueQueuePrefix, waitFor } from '@shop/testkit';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import pino from 'pino';
import { Counter, Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consumersRunning, startJobConsumer, type StartedJobConsumer } from './start-job-consumer.js';

class UnknownPainting extends Error {}

describe('startJobConsumer', () => {
  const prefix = uniqueQueuePrefix('start-job-consumer');
  const registry = new Registry();
  const failures = new Counter({
    name: 'test_painting_attempts_failed_total',
    help: 'failed attempts',
    labelNames: ['final'] as const,
    registers: [registry],
  });
  const logLines: Record<string, unknown>[] = [];
  const log = pino({ level: 'warn' }, { write: (line: string) => logLines.push(JSON.parse(line)) });
  let connection: Redis;
  let queue: Queue;
  let consumer: StartedJobConsumer;

  beforeAll(() => {
    connection = new Redis(testRedisUrl(), { maxRetriesPerRequest: null });
    queue = new Queue('paintings', { connection, prefix });
    consumer = startJobConsumer({
      queue: 'paintings',
      jobNames: ['hang-painting'],
      handlers: {
        'hang-painting': async (job) => {
          const { wall } = job.data as { wall: string };
          if (wall === 'missing') throw new UnknownPainting(`No wall ${wall}`);
          if (wall === 'wet') throw new Error('Paint still wet');
          return 'hung';
        },
      },
      connection,
      prefix,
      log,
      failureMessage: 'painting not hung',
      failures,
      isPermanent: (error) => error instanceof UnknownPainting,
    });
  });
  afterAll(async () => {
    await consumer?.close();
    await queue?.obliterate({ force: true }).catch(() => undefined);
    await queue?.close();
    connection?.disconnect();
  });

  const settled = (jobId: string) =>
    waitFor(
      async () => {
        // The state first: a job read before it settled would carry its earlier attempt count.
        const state = await queue.getJobState(jobId);
        return state === 'completed' || state === 'failed' ? { job: await queue.getJob(jobId), state } : undefined;
      },
      { timeoutMs: 10_000, intervalMs: 50, what: `job ${jobId} to settle` },
    );
  const failureCount = async (final: 'true' | 'false') =>
    (await failures.get()).values.find((value) => value.labels.final === final)?.value ?? 0;

  it('runs the handler and keeps what it returns', async () => {
    await queue.add('hang-painting', { wall: 'north' }, { jobId: 'north' });
    const { job, state } = await settled('north');
    expect(state).toBe('completed');
    expect(job?.returnvalue).toBe('hung');
  });

  it('fails a job at once on a permanent error, counting and logging it as final', async () => {
    const finalBefore = await failureCount('true');
    await queue.add('hang-painting', { wall: 'missing' }, { jobId: 'missing', attempts: 5 });
    const { job, state } = await settled('missing');
    expect(job?.failedReason).toBe('No wall missing');
    expect(state).toBe('failed');
    expect(job?.attemptsMade).toBe(1);
    await waitFor(async () => (await failureCount('true')) === finalBefore + 1, { what: 'the final failure counted' });
    expect(logLines).toContainEqual(
      expect.objectContaining({ msg: 'painting not hung', jobId: 'missing', queue: 'paintings', final: true }),
    );
  });

  it('retries any other error and counts the attempts, only the last one as final', async () => {
    const [retriedBefore, finalBefore] = [await failureCount('false'), await failureCount('true')];
    await queue.add('hang-painting', { wall: 'wet' }, { jobId: 'wet', attempts: 3, backoff: 10 });
    const { job, state } = await settled('wet');
    expect(state).toBe('failed');
    expect(job?.attemptsMade).toBe(3);
    await waitFor(async () => (await failureCount('true')) === finalBefore + 1, { what: 'the final failure counted' });
    expect(await failureCount('false')).toBe(retriedBefore + 2);
  });

  it('is not ready once it closes', async () => {
    const isReady = consumersRunning([consumer]);
    await expect(isReady()).resolves.toBeUndefined();
    await consumer.close();
    expect(consumer.isRunning()).toBe(false);
    await expect(isReady()).rejects.toThrow('consumer of paintings not running');
  });
});
