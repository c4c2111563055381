import { SHOP_PAGES, type ShopGallery } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCatalog, type CatalogHarness } from '../testing/catalog-harness.js';
import { uploadApprovedArtwork, uploadArtwork } from '../testing/fixtures.js';

/** The Galleries tab shows the shop's own galleries, not the four dashboard categories. */
describe('GET /api/galleries/shop', () => {
  let harness: CatalogHarness;
  beforeAll(async () => {
    harness = await startCatalog();
  });
  afterAll(async () => {
    await harness?.close();
  });

  const shopGalleries = async () => {
    const response = await harness.request('admin', { method: 'GET', url: '/api/galleries/shop' });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ShopGallery[]>();
  };
  const approvedIn = (category: string) => uploadApprovedArtwork(harness, { category });
  const countOf = (galleries: ShopGallery[], category: string) =>
    galleries.find((gallery) => gallery.category === category)?.artworkCount ?? 0;

  it('lists the house category, then each category page, with its page, description and approved count', async () => {
    const before = await shopGalleries();
    await approvedIn('Sci-Fi');
    await uploadArtwork(harness, { category: 'Sci-Fi' }); // pending: not counted
    const after = await shopGalleries();

    expect(after.slice(0, 5).map(({ category, path }) => ({ category, path }))).toEqual([
      { category: 'Core Collection', path: SHOP_PAGES.home.path },
      { category: 'Abstract Art', path: SHOP_PAGES.abstractArt.path },
      { category: 'Sci-Fi', path: SHOP_PAGES.sciFi.path },
      { category: 'Algornation', path: SHOP_PAGES.algornation.path },
      { category: 'Miscellaneous', path: SHOP_PAGES.miscellaneous.path },
    ]);
    expect(after.find((gallery) => gallery.category === 'Sci-Fi')).toMatchObject({
      id: 'sci-fi',
      name: 'Sci-Fi',
      description: SHOP_PAGES.sciFi.description,
    });
    expect(countOf(after, 'Sci-Fi')).toBe(countOf(before, 'Sci-Fi') + 1);
  });

  it('adds another category only while it holds approved work, without a page', async () => {
    const before = await shopGalleries();
    expect(before.some((gallery) => gallery.category === 'Political Edge' && gallery.artworkCount === 0)).toBe(false);
    await approvedIn('Political Edge');
    const after = await shopGalleries();
    expect(after.find((gallery) => gallery.category === 'Political Edge')).toMatchObject({
      path: null,
      artworkCount: countOf(before, 'Political Edge') + 1,
    });
    expect(after.findIndex((gallery) => gallery.category === 'Political Edge')).toBeGreaterThanOrEqual(5);
  });

  it('is for the curator only, and leaves SPEC’s GET /api/galleries as it was', async () => {
    expect((await harness.request('public', { method: 'GET', url: '/api/galleries/shop' })).statusCode).toBe(401);
    const spec = (await harness.request('public', { method: 'GET', url: '/api/galleries' })).json<ShopGallery[]>();
    expect(spec.map((gallery) => gallery.category)).toEqual([
      'Core Collection',
      'Political Edge',
      'Abstracts & Experiments',
      'Retired Works',
    ]);
    expect(spec[0]).not.toHaveProperty('path');
  });
});
