import { createLogger, createRedis } from '@shop/platform';
import { testRedisUrl, uniqueQueuePrefix } from '@shop/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { createConsumerFailureCounters } from '../consumer-metrics.js';
import { createPeriodicJob } from './periodic-job.js';

describe('a periodic job closed right after its start', () => {
  const rejections: unknown[] = [];
  const onRejection = (reason: unknown) => rejections.push(reason);
  afterEach(() => {
    process.off('unhandledRejection', onRejection);
  });

  it('leaves no command of its scheduling to be cut by the connection’s quit', async () => {
    process.on('unhandledRejection', onRejection);
    const log = createLogger('orders', 'silent');
    const failures = createConsumerFailureCounters().reconciliation;
    // The race showed in about one cycle in ten before close() waited for the scheduling.
    for (let cycle = 0; cycle < 40; cycle++) {
      const redis = createRedis(testRedisUrl(), 'worker');
      const job = createPeriodicJob({
        queue: 'periodic-job-test',
        job: 'tick',
        everyMs: 60_000,
        run: async () => undefined,
        redis,
        prefix: uniqueQueuePrefix('periodic-job'),
        log,
        failures,
        description: 'test job',
      });
      job.start();
      if (cycle % 2 === 1) await new Promise((resolve) => setTimeout(resolve, cycle % 7));
      await job.close();
      await redis.quit();
    }
    // A rejection left unhandled is reported once the microtasks after it have run.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(rejections.map(String)).toEqual([]);
  }, 60_000);
});
