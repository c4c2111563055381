import { testRedisUrl, uniqueQueuePrefix } from '@shop/testkit';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { createJobConsumer, jobDefaults } from './job-consumer.js';

describe('createJobConsumer', () => {
  it('refuses to start when a job name of the queue has no handler', () => {
    const connection = new Redis(testRedisUrl(), { lazyConnect: true, maxRetriesPerRequest: null });
    expect(() =>
      createJobConsumer({
        queue: 'paintings',
        jobNames: ['frame-painting', 'hang-painting'],
        handlers: { 'frame-painting': async () => undefined },
        connection,
        autorun: false,
      }),
    ).toThrow('Queue paintings has no handler for job hang-painting');
    connection.disconnect();
  });

  it('starts when every job name has a handler', async () => {
    const connection = new Redis(testRedisUrl(), { maxRetriesPerRequest: null });
    const worker = createJobConsumer({
      queue: 'paintings',
      jobNames: ['frame-painting'],
      handlers: { 'frame-painting': async () => undefined },
      connection,
      prefix: uniqueQueuePrefix('job-consumer'),
      autorun: false,
    });
    await worker.close();
    connection.disconnect();
  });
});

describe('jobDefaults', () => {
  it('retries five times with jittered exponential back-off and bounded retention', () => {
    expect(jobDefaults()).toEqual({
      attempts: 5,
      backoff: { type: 'exponential', delay: 2000, jitter: 0.5 },
      removeOnComplete: { count: 1000 },
      removeOnFail: { age: 604800 },
    });
  });

  it('lets a producer tune attempts and the first delay only', () => {
    expect(jobDefaults({ attempts: 10, backoffMs: 1000 })).toMatchObject({
      attempts: 10,
      backoff: { type: 'exponential', delay: 1000, jitter: 0.5 },
      removeOnComplete: { count: 1000 },
    });
  });
});
