import { publicCacheKeys } from '@shop/contracts';
import { createLogger, createRedis } from '@shop/platform';
import { testRedisUrl, uniqueQueuePrefix, waitFor } from '@shop/testkit';
import { once } from 'node:events';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCacheGeneration, type CacheGeneration } from './cache-generation.js';

let redis: Redis;
let announcer: Redis;
let generation: CacheGeneration;
const prefix = uniqueQueuePrefix('cache-generation');
const keys = publicCacheKeys(prefix);

/** What the catalog does on a change (services/catalog/src/public-changes). */
async function announce(value: string): Promise<void> {
  await announcer.set(keys.generation, value);
  await announcer.publish(keys.channel, value);
}

beforeAll(async () => {
  redis = createRedis(testRedisUrl(), 'producer');
  announcer = createRedis(testRedisUrl(), 'producer');
  await Promise.all([once(redis, 'ready'), once(announcer, 'ready')]);
  // Checked only once a minute here: what the test sees comes from the announcements.
  generation = await createCacheGeneration({
    redis,
    queuePrefix: prefix,
    log: createLogger('gateway', 'silent'),
    confirmEveryMs: 60_000,
  });
});

afterAll(async () => {
  await generation?.close();
  await announcer?.del(keys.generation);
  redis?.disconnect();
  announcer?.disconnect();
});

describe('the public cache generation', () => {
  it('starts from the stored generation, or a name of its own when none was ever announced', async () => {
    expect(await generation.current()).toBe('initial');
  });

  it('follows an announcement without being asked, and tells its listeners', async () => {
    const changes: string[] = [];
    generation.onChange(() => changes.push(generation.latest() ?? ''));
    // The subscription is made once the second connection is ready.
    await waitFor(
      async () => ((await announcer.pubsub('NUMSUB', keys.channel)) as [string, number])[1] > 0 || undefined,
      {
        timeoutMs: 5_000,
        what: 'the subscription',
      },
    );
    await announce('second');
    await waitFor(async () => (generation.latest() === 'second' ? true : undefined), {
      timeoutMs: 2_000,
      what: 'the change',
    });
    expect(changes).toEqual(['second']);
  });

  it('reads the stored generation on refresh, whatever a lost announcement missed', async () => {
    await announcer.set(keys.generation, 'third');
    expect(await generation.current()).toBe('second');
    expect(await generation.refresh()).toBe('third');
    expect(await generation.current()).toBe('third');
  });
});
