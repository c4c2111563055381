import { DEFAULT_SHOP_TIME_ZONE } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCatalog, type CatalogHarness } from '../testing/catalog-harness.js';

describe("the shop's time zone", () => {
  let harness: CatalogHarness;
  beforeAll(async () => {
    harness = await startCatalog();
  });
  afterAll(async () => {
    await harness?.close();
  });

  const get = () => harness.request('public', { method: 'GET', url: '/api/shop-identity/time-zone' });
  const save = (role: 'admin' | 'public', payload: object) =>
    harness.request(role, { method: 'PUT', url: '/api/shop-identity/time-zone', payload });

  it('is UTC until the artist chooses one, and is changed by the curator only', async () => {
    const first = await get();
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.json()).toEqual(DEFAULT_SHOP_TIME_ZONE);
    expect((await save('public', { timeZone: 'Europe/Berlin' })).statusCode).toBe(401);
    expect((await get()).json()).toEqual({ timeZone: 'UTC' });
  });

  it('keeps the zone chosen, trimmed, and answers it from then on', async () => {
    const saved = await save('admin', { timeZone: ' Europe/Berlin ' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ timeZone: 'Europe/Berlin' });
    expect((await get()).json()).toEqual({ timeZone: 'Europe/Berlin' });
  });

  it('refuses what is not a zone name with a message, and keeps the zone it had', async () => {
    for (const timeZone of ['+01:00', 'Mars/Olympus', '', 42]) {
      const refused = await save('admin', { timeZone });
      expect(refused.statusCode, String(timeZone)).toBe(400);
    }
    const named = await save('admin', { timeZone: 'Mars/Olympus' });
    expect(named.json<{ message: string }>().message).toContain('Expected a time zone name like Europe/Berlin or UTC');
    expect((await get()).json()).toEqual({ timeZone: 'Europe/Berlin' });
  });
});
