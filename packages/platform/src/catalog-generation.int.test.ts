import { randomUUID } from 'node:crypto';
import { publicCacheKeys } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogGenerationIn, createGenerationCache } from './catalog-generation.js';
import { createRedis } from './redis.js';

const redis = createRedis('redis://127.0.0.1:6379', 'producer', () => undefined);
// A `producer` connection refuses commands until it is connected (the services' read no cache then).
beforeAll(async () => {
  if (redis.status !== 'ready') await new Promise((resolve) => redis.once('ready', resolve));
});
afterAll(() => redis.disconnect());

/** A cache over a fresh prefix's generation, and a source that counts what it was asked. */
function setUp(options: { ttlMs?: number; now?: () => number } = {}) {
  const prefix = `generation-cache-${randomUUID()}`;
  const generation = catalogGenerationIn(redis, prefix);
  const cache = createGenerationCache<string>({ generation, ttlMs: options.ttlMs ?? 60_000, now: options.now });
  const asked: string[][] = [];
  let version = 1;
  const load = async (missing: string[]) => {
    asked.push(missing);
    return new Map(missing.filter((key) => key !== 'unknown').map((key) => [key, `${key}@${version}`]));
  };
  // What the catalog does on a public write: the value changes, then a new generation is set.
  const change = async () => {
    version += 1;
    await redis.set(publicCacheKeys(prefix).generation, randomUUID());
  };
  return { cache, asked, load, change };
}

describe('createGenerationCache', () => {
  it('answers a value again from memory while the catalog announced no change, asking only for what it lacks', async () => {
    const { cache, asked, load } = setUp();
    expect(await cache.getMany(['a', 'b'], load)).toEqual(
      new Map([
        ['a', 'a@1'],
        ['b', 'b@1'],
      ]),
    );
    expect(await cache.getMany(['a', 'c', 'unknown'], load)).toEqual(
      new Map([
        ['a', 'a@1'],
        ['c', 'c@1'],
      ]),
    );
    expect(asked).toEqual([
      ['a', 'b'],
      ['c', 'unknown'],
    ]);
  });

  it('asks again after a change was announced, so a read after it never gets a value from before it', async () => {
    const { cache, asked, load, change } = setUp();
    await cache.getMany(['a'], load);
    await change();
    expect(await cache.getMany(['a'], load)).toEqual(new Map([['a', 'a@2']]));
    await change(); // a second change, e.g. a Redis that lost the first generation
    expect(await cache.getMany(['a'], load)).toEqual(new Map([['a', 'a@3']]));
    expect(asked).toEqual([['a'], ['a'], ['a']]);
  });

  it('keeps a value no longer than its time, even without a change announced', async () => {
    let clock = 1_000;
    const { cache, asked, load } = setUp({ ttlMs: 100, now: () => clock });
    await cache.getMany(['a'], load);
    clock += 99;
    await cache.getMany(['a'], load);
    clock += 1;
    await cache.getMany(['a'], load);
    expect(asked).toEqual([['a'], ['a']]);
  });

  it('asks the source every time while Redis cannot say the generation', async () => {
    const away = createRedis('redis://127.0.0.1:1', 'producer', () => undefined);
    try {
      const cache = createGenerationCache<string>({ generation: catalogGenerationIn(away, 'away'), ttlMs: 60_000 });
      let asked = 0;
      const load = async (missing: string[]) => {
        asked += 1;
        return new Map(missing.map((key) => [key, key]));
      };
      await cache.getMany(['a'], load);
      await cache.getMany(['a'], load);
      expect(asked).toBe(2);
    } finally {
      away.disconnect();
    }
  });

  it('keeps no failed load: the next read asks again', async () => {
    const { cache } = setUp();
    await expect(cache.get('seller', () => Promise.reject(new Error('catalog away')))).rejects.toThrow('catalog away');
    expect(await cache.get('seller', async () => 'details')).toBe('details');
    expect(await cache.get('seller', async () => 'other')).toBe('details');
  });
});

describe('catalogGenerationIn', () => {
  /** The real Redis, counting the GETs sent. */
  function countingRedis() {
    const counter = { gets: 0 };
    return { counter, store: { get: (key: string) => ((counter.gets += 1), redis.get(key)) } };
  }

  it('sends one GET for reads asked together, and a new one for a read asked after it was sent', async () => {
    const prefix = `generation-share-${randomUUID()}`;
    const { counter, store } = countingRedis();
    const generation = catalogGenerationIn(store, prefix);
    const key = publicCacheKeys(prefix).generation;
    await redis.set(key, 'first');

    const together = await Promise.all([generation.current(), generation.current(), generation.current()]);
    expect(together).toEqual(['first', 'first', 'first']);
    expect(counter.gets).toBe(1);

    // A change whose answer the caller has seen, then a read: never the generation before it.
    await redis.set(key, 'second');
    expect(await generation.current()).toBe('second');
    expect(counter.gets).toBe(2);
  });
});
