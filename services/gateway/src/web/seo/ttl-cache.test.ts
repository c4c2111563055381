import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache.js';

describe('the page meta cache', () => {
  it('keeps a value for its time, shares concurrent loads and drops failures', async () => {
    let clock = 0;
    let loads = 0;
    const cache = createTtlCache<number>({ ttlMs: 60_000, maxEntries: 10, now: () => clock });
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([1, 1]);
    clock = 59_999;
    expect(await cache.get('a', load)).toBe(1);
    clock = 60_000;
    expect(await cache.get('a', load)).toBe(2);

    await expect(cache.get('b', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('b', load)).toBe(3);
  });

  it('holds at most maxEntries, the oldest going first', async () => {
    const cache = createTtlCache<string>({ ttlMs: 60_000, maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => key);
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 'again')).toBe('again');
    expect(await cache.get('c', async () => 'not again')).toBe('c');
  });
});
