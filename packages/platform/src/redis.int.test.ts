import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { createRedis, settledWithin, shutdownGraceMs } from './redis.js';

describe('shutdownGraceMs', () => {
  it('waits for as long as a loaded machine needs while Redis answers', async () => {
    const redis = createRedis('redis://127.0.0.1:6379', 'worker');
    await once(redis, 'ready');
    expect(shutdownGraceMs(redis)).toBeGreaterThanOrEqual(10_000);
    await redis.quit();
  });

  it('gives up after a second while Redis is away', async () => {
    const redis = createRedis('redis://127.0.0.1:1', 'worker', () => undefined);
    // `once` would reject on the 'error' that comes with each refused attempt.
    await new Promise((resolve) => redis.once('reconnecting', resolve));
    expect(shutdownGraceMs(redis)).toBeLessThanOrEqual(1000);
    redis.disconnect();
  });

  it('is the short bound for anything that is not an ioredis connection', () => {
    expect(shutdownGraceMs({ host: '127.0.0.1' })).toBeLessThanOrEqual(1000);
  });
});

describe('settledWithin', () => {
  it('returns when the work settles, rejected or not', async () => {
    const started = Date.now();
    await settledWithin(Promise.reject(new Error('gone')), 10_000);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('returns after its bound when the work never settles', async () => {
    const started = Date.now();
    await settledWithin(new Promise(() => undefined), 50);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
  });
});
