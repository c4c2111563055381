import type { Artwork, BatchResult } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCatalog, type CatalogHarness } from '../testing/catalog-harness.js';
import { getArtwork, uploadArtwork } from '../testing/fixtures.js';

describe('POST /api/artworks/batch {action: "update"}', () => {
  let harness: CatalogHarness;
  beforeAll(async () => {
    harness = await startCatalog();
  });
  afterAll(async () => {
    await harness?.close();
  });

  const batch = (payload: unknown, role: 'admin' | 'public' = 'admin') =>
    harness.request(role, { method: 'POST', url: '/api/artworks/batch', payload: payload as object });

  it('applies the same price, sale flag, category and status to exactly the selected works', async () => {
    const selected = [await uploadArtwork(harness), await uploadArtwork(harness), await uploadArtwork(harness)];
    const untouched = await uploadArtwork(harness, { title: 'Left alone' });

    const response = await batch({
      action: 'update',
      ids: selected.map((artwork) => artwork.id),
      changes: { price: '19.99', isForSale: true, category: 'Political Edge', status: 'approved' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<BatchResult>();
    expect(result.updated).toBe(3);
    expect(result.artworks?.map((artwork) => artwork.id).sort()).toEqual(selected.map((a) => a.id).sort());
    for (const artwork of selected) {
      expect(await getArtwork(harness, artwork.id)).toMatchObject({
        price: '19.99',
        isForSale: true,
        category: 'Political Edge',
        status: 'approved',
        title: artwork.title,
      });
    }
    expect(await getArtwork(harness, untouched.id)).toMatchObject({
      price: null,
      isForSale: false,
      category: untouched.category,
      status: 'pending',
    });
  });

  it('changes only the fields given, clears a price with null and counts a repeated id once', async () => {
    const artwork = await uploadArtwork(harness);
    await batch({ action: 'update', ids: [artwork.id], changes: { price: '5.00', isForSale: true } });
    const cleared = await batch({ action: 'update', ids: [artwork.id, artwork.id], changes: { price: null } });
    expect(cleared.json<BatchResult>().updated).toBe(1);
    expect(await getArtwork(harness, artwork.id)).toMatchObject({ price: null, isForSale: true, status: 'pending' });
  });

  it('refuses the whole batch with 404 when one id is unknown, changing nothing', async () => {
    const artwork = await uploadArtwork(harness);
    const response = await batch({
      action: 'update',
      ids: [artwork.id, '00000000-0000-4000-8000-000000000000'],
      changes: { price: '9.00' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: expect.any(String), message: expect.stringContaining('Nothing') });
    expect((await getArtwork(harness, artwork.id)).price).toBeNull();
  });

  it('answers 400 for bad ids, too many ids, bad money and empty or unknown changes; 401 for the public', async () => {
    const artwork = await uploadArtwork(harness);
    const id = artwork.id;
    const tooMany = Array.from({ length: 1001 }, () => id);
    for (const body of [
      { action: 'update', ids: ['not-a-uuid'], changes: { price: '1.00' } },
      { action: 'update', ids: [], changes: { price: '1.00' } },
      { action: 'update', ids: tooMany, changes: { price: '1.00' } },
      { action: 'update', ids: [id], changes: { price: '14.999' } },
      { action: 'update', ids: [id], changes: { price: '-1.00' } },
      { action: 'update', ids: [id], changes: { price: 14.99 } },
      { action: 'update', ids: [id], changes: {} },
      { action: 'update', ids: [id], changes: { title: 'Same for all' } },
      { action: 'update', ids: [id], changes: { category: 'Nope' } },
      { action: 'update', ids: [id], changes: { status: 'published' } },
      { action: 'update', ids: [id] },
      { action: 'approve-clean', ids: [id] },
    ]) {
      const response = await batch(body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 200)).toBe(400);
      expect(response.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    }
    expect((await batch({ action: 'update', ids: [id], changes: { price: '1.00' } }, 'public')).statusCode).toBe(401);
    expect((await getArtwork(harness, id)).price).toBeNull();
  });

  it('is seen at once by the cached public and admin lists', async () => {
    const artwork = await uploadArtwork(harness);
    await batch({ action: 'update', ids: [artwork.id], changes: { status: 'approved', price: '3.00' } });
    const listPrice = async (role: 'admin' | 'public') =>
      (await harness.request(role, { method: 'GET', url: '/api/artworks' }))
        .json<Artwork[]>()
        .find((listed) => listed.id === artwork.id)?.price;
    // Both lists are now cached with the first price.
    expect(await listPrice('public')).toBe('3.00');
    expect(await listPrice('admin')).toBe('3.00');

    await batch({ action: 'update', ids: [artwork.id], changes: { price: '4.50' } });
    expect(await listPrice('public')).toBe('4.50');
    expect(await listPrice('admin')).toBe('4.50');
    await batch({ action: 'update', ids: [artwork.id], changes: { status: 'rejected' } });
    expect(await listPrice('public')).toBeUndefined();
  });
});
