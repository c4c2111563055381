import { DEFAULT_WATERMARK, type WatermarkSettings } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCatalog, type CatalogHarness } from '../testing/catalog-harness.js';

// The watermark's suggested text is the shop's own name until the artist saves one.
describe("the watermark's default text", () => {
  let harness: CatalogHarness;
  beforeAll(async () => {
    harness = await startCatalog();
  });
  afterAll(async () => {
    await harness?.close();
  });

  const watermark = async () =>
    (await harness.request('admin', { method: 'GET', url: '/api/settings/watermark' })).json<WatermarkSettings>();
  const nameShop = async (shopName: string) => {
    const saved = await harness.request('admin', {
      method: 'PUT',
      url: '/api/shop-identity',
      payload: { shopName, supportEmail: null },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  };

  it("is the shop's name, the default until the artist sets one, and a saved watermark keeps its own", async () => {
    expect(await watermark()).toEqual(DEFAULT_WATERMARK);
    await nameShop('Mira Prints');
    expect(await watermark()).toEqual({ ...DEFAULT_WATERMARK, text: 'Mira Prints' });
    // A name longer than a watermark may be is cut to fit.
    await nameShop('M'.repeat(80));
    expect((await watermark()).text).toBe('M'.repeat(60));

    const own = { ...DEFAULT_WATERMARK, enabled: true, text: '© Mira' };
    const put = await harness.request('admin', { method: 'PUT', url: '/api/settings/watermark', payload: own });
    expect(put.statusCode, put.body).toBe(200);
    await nameShop('Another Name');
    expect(await watermark()).toEqual(own);
  });
});
