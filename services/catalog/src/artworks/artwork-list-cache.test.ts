import { describe, expect, it } from 'vitest';
import { createArtworkListCache } from './artwork-list-cache.js';

describe('artwork list cache', () => {
  it('reloads when the version changes, and after the answer stops being valid with no write', async () => {
    let version = 1;
    let clock = 1_000;
    let loads = 0;
    const cache = createArtworkListCache(
      async () => version,
      () => clock,
    );
    const load = async () => {
      loads += 1;
      return { body: { loads }, validUntil: 5_000 };
    };
    const first = await cache.get('k', load);
    expect(JSON.parse(first.json.toString())).toEqual({ loads: 1 });
    await cache.get('k', load);
    expect(loads).toBe(1);
    clock = 4_999;
    await cache.get('k', load);
    expect(loads).toBe(1);
    // A price left its 30-day window: the struck price may differ, so the list is built again.
    clock = 5_000;
    const aged = await cache.get('k', load);
    expect(JSON.parse(aged.json.toString())).toEqual({ loads: 2 });
    version = 2;
    await cache.get('k', async () => ({ body: 'v2', validUntil: null }));
    clock = Number.MAX_SAFE_INTEGER;
    const timeless = await cache.get('k', load);
    expect(JSON.parse(timeless.json.toString())).toBe('v2');
  });
});
