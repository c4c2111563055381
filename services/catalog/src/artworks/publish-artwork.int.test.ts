import type { Artwork } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCatalog, type CatalogHarness } from '../testing/catalog-harness.js';
import { getArtwork, uploadArtwork } from '../testing/fixtures.js';

/** "Publish for sale": price, sale flag and approval in one step. */
describe('POST /api/artworks/:id/publish', () => {
  let harness: CatalogHarness;
  beforeAll(async () => {
    harness = await startCatalog();
  });
  afterAll(async () => {
    await harness?.close();
  });

  const publish = (id: string, payload: unknown, role: 'admin' | 'public' = 'admin') =>
    harness.request(role, { method: 'POST', url: `/api/artworks/${id}/publish`, payload: payload as object });

  it('prices, puts on sale and approves a new work in one call, with the dialog’s other edits', async () => {
    const artwork = await uploadArtwork(harness, { title: 'Draft', category: 'Sci-Fi' });
    expect(artwork).toMatchObject({ status: 'pending', price: null, isForSale: false });

    const response = await publish(artwork.id, { price: '24.50', title: 'Neon Harbour' });
    expect(response.statusCode, response.body).toBe(200);
    const expected = { status: 'approved', price: '24.50', isForSale: true, title: 'Neon Harbour' };
    expect(response.json<Artwork>()).toMatchObject(expected);
    expect(await getArtwork(harness, artwork.id)).toMatchObject(expected);

    // The public list now offers it, as a category page would show it.
    const listed = (await harness.request('public', { method: 'GET', url: '/api/artworks' })).json<Artwork[]>();
    expect(listed.find((item) => item.id === artwork.id)).toMatchObject({ price: '24.50', isForSale: true });
  });

  it('refuses a missing or invalid price and changes nothing', async () => {
    const artwork = await uploadArtwork(harness);
    for (const body of [
      {},
      { price: null },
      { price: 'abc' },
      { price: '-1.00' },
      { price: '10', status: 'rejected' },
    ]) {
      const response = await publish(artwork.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    // A refused title with a good price: the price is not stored either.
    expect((await publish(artwork.id, { price: '19.99', title: '   ' })).statusCode).toBe(400);
    expect(await getArtwork(harness, artwork.id)).toMatchObject({ status: 'pending', price: null, isForSale: false });
  });

  it('answers 404 for an unknown artwork and 401 to the public', async () => {
    const artwork = await uploadArtwork(harness);
    expect((await publish('00000000-0000-4000-8000-000000000000', { price: '19.99' })).statusCode).toBe(404);
    expect((await publish(artwork.id, { price: '19.99' }, 'public')).statusCode).toBe(401);
    expect((await getArtwork(harness, artwork.id)).status).toBe('pending');
  });
});
