import type { ArtPriceRange, Artwork, ReferencePriceSettings } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCatalog, type CatalogHarness } from '../testing/catalog-harness.js';
import { uploadArtwork } from '../testing/fixtures.js';

describe('reference and compare-at prices', () => {
  let harness: CatalogHarness;
  beforeAll(async () => {
    harness = await startCatalog();
  });
  afterAll(async () => {
    await harness?.close();
  });

  const patch = (id: string, payload: object) =>
    harness.request('admin', { method: 'PATCH', url: `/api/artworks/${id}`, payload });
  const putReference = (payload: object, role: 'admin' | 'public' = 'admin') =>
    harness.request(role, { method: 'PUT', url: '/api/settings/reference-price', payload });
  const priceRange = async () =>
    (await harness.request('public', { method: 'GET', url: '/api/pricing/art-range' })).json<ArtPriceRange>();
  const publicList = async () =>
    (await harness.request('public', { method: 'GET', url: '/api/artworks' })).json<Artwork[]>();

  async function forSale(price: string, extra: object = {}): Promise<Artwork> {
    const artwork = await uploadArtwork(harness);
    const response = await patch(artwork.id, { status: 'approved', price, isForSale: true, ...extra });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Artwork>();
  }

  it('ranges over the prices of approved works for sale only; nothing for sale is no range', async () => {
    expect(await priceRange()).toEqual({ lowest: null, highest: null });
    await forSale('14.99');
    await forSale('45.00');
    // Neither can be bought: pending, and approved but not for sale.
    const pending = await uploadArtwork(harness);
    await patch(pending.id, { price: '1.00', isForSale: true });
    await forSale('2.00', { isForSale: false });
    expect(await priceRange()).toEqual({ lowest: '14.99', highest: '45.00' });
  });

  it('strikes no price the artist did not set on a new install', async () => {
    expect((await harness.request('admin', { method: 'GET', url: '/api/settings/reference-price' })).json()).toEqual({
      enabled: false,
      price: '29.99',
    });
    const cheap = await forSale('14.99');
    expect(cheap).toMatchObject({ compareAtPrice: null, strikethroughPrice: null });
    expect((await publicList()).find((item) => item.id === cheap.id)?.strikethroughPrice).toBeNull();
  });

  it("strikes SPEC's $29.99 once the artist turns it on, only above the price charged", async () => {
    expect((await putReference({ enabled: true, price: '29.99' })).statusCode).toBe(200);
    const cheap = await forSale('14.99');
    expect(cheap).toMatchObject({ compareAtPrice: null, strikethroughPrice: '29.99' });
    expect((await forSale('29.99')).strikethroughPrice).toBeNull();
    expect((await forSale('35.00')).strikethroughPrice).toBeNull();
    const unpriced = await uploadArtwork(harness);
    expect(unpriced.strikethroughPrice).toBeNull();
    expect((await publicList()).find((item) => item.id === cheap.id)?.strikethroughPrice).toBe('29.99');
  });

  /** A work for sale at `from`, then cut to `to` with a compare-at price: a real reduction. */
  async function reduced(from: string, to: string, compareAtPrice: string): Promise<Artwork> {
    const work = await forSale(from);
    const response = await patch(work.id, { price: to, compareAtPrice });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Artwork>();
  }

  it("a work's compare-at price overrides the reference, even when lower than it, and is cleared by null", async () => {
    const work = await reduced('20.00', '14.99', '20.00');
    expect(work).toMatchObject({ compareAtPrice: '20.00', strikethroughPrice: '20.00' });
    // Not above the price charged: nothing is struck, the reference does not step in.
    const lower = await patch(work.id, { compareAtPrice: '10.00' });
    expect(lower.json<Artwork>()).toMatchObject({ compareAtPrice: '10.00', strikethroughPrice: null });
    const cutAgain = await patch(work.id, { price: '9.00' });
    expect(cutAgain.json<Artwork>().strikethroughPrice).toBe('10.00');
    const cleared = await patch(work.id, { compareAtPrice: null });
    expect(cleared.json<Artwork>()).toMatchObject({ compareAtPrice: null, strikethroughPrice: '29.99' });
  });

  it('a compare-at price on a work never sold higher strikes nothing, and the reference does not step in', async () => {
    const fresh = await forSale('14.99', { compareAtPrice: '20.00' });
    expect(fresh).toMatchObject({ compareAtPrice: '20.00', strikethroughPrice: null });
  });

  it('strikes nothing when the compare-at price is cleared and the reference price is off', async () => {
    await putReference({ enabled: false, price: '29.99' });
    const work = await reduced('20.00', '14.99', '20.00');
    expect(work.strikethroughPrice).toBe('20.00');
    const cleared = await patch(work.id, { compareAtPrice: null });
    expect(cleared.json<Artwork>()).toMatchObject({ compareAtPrice: null, strikethroughPrice: null });
    await putReference({ enabled: true, price: '29.99' });
  });

  it('refuses a compare-at price that is not an amount above zero', async () => {
    const work = await forSale('14.99', { compareAtPrice: '20.00' });
    for (const compareAtPrice of ['0.00', '-1.00', 'abc', '20', 20]) {
      const response = await patch(work.id, { compareAtPrice });
      expect(response.statusCode, JSON.stringify(compareAtPrice)).toBe(400);
      expect(response.json<{ message: string }>().message).toContain('compareAtPrice');
    }
    expect((await publicList()).find((item) => item.id === work.id)?.compareAtPrice).toBe('20.00');
  });

  it('a changed or switched-off reference price reaches the cached public list at once', async () => {
    const plain = await forSale('12.00');
    const own = await reduced('18.00', '12.00', '18.00');
    const before = await harness.request('public', { method: 'GET', url: '/api/artworks' });
    expect(before.json<Artwork[]>().find((item) => item.id === plain.id)?.strikethroughPrice).toBe('29.99');

    const saved = await putReference({ enabled: true, price: '24.00' });
    expect(saved.json<ReferencePriceSettings>()).toEqual({ enabled: true, price: '24.00' });
    const changed = await harness.request('public', {
      method: 'GET',
      url: '/api/artworks',
      headers: { 'if-none-match': before.headers.etag as string },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<Artwork[]>().find((item) => item.id === plain.id)?.strikethroughPrice).toBe('24.00');

    expect((await putReference({ enabled: false, price: '24.00' })).statusCode).toBe(200);
    const off = await publicList();
    expect(off.find((item) => item.id === plain.id)?.strikethroughPrice).toBeNull();
    // The work's own compare-at price is the artist's too: switching the shop's off leaves it.
    expect(off.find((item) => item.id === own.id)?.strikethroughPrice).toBe('18.00');
    expect((await harness.request('admin', { method: 'GET', url: '/api/settings/reference-price' })).json()).toEqual({
      enabled: false,
      price: '24.00',
    });
    await putReference({ enabled: true, price: '29.99' });
  });

  it('keeps the reference price to the curator, and refuses one that is not above zero', async () => {
    expect((await harness.request('public', { method: 'GET', url: '/api/settings/reference-price' })).statusCode).toBe(
      401,
    );
    expect((await putReference({ enabled: false, price: '29.99' }, 'public')).statusCode).toBe(401);
    for (const body of [{ enabled: true, price: '0.00' }, { enabled: true, price: '29.9' }, { price: '29.99' }]) {
      expect((await putReference(body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await harness.request('admin', { method: 'GET', url: '/api/settings/reference-price' })).json()).toEqual({
      enabled: true,
      price: '29.99',
    });
  });
});
