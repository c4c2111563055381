import type { ArtworkPage } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCatalog, type CatalogHarness } from '../testing/catalog-harness.js';
import { uploadApprovedArtwork, uploadArtwork } from '../testing/fixtures.js';

/** `categories` narrows a page to any of several categories (the home page's "New arrivals"). */
describe('GET /api/artworks?categories=', () => {
  let harness: CatalogHarness;
  beforeAll(async () => {
    harness = await startCatalog();
  });
  afterAll(async () => {
    await harness?.close();
  });

  const approved = (title: string, category: string) => uploadApprovedArtwork(harness, { title, category });
  const page = async (query: string, role: 'admin' | 'public' = 'public') => {
    const response = await harness.request(role, { method: 'GET', url: `/api/artworks?${query}` });
    return { statusCode: response.statusCode, body: response.body, page: response.json<ArtworkPage>() };
  };

  it('answers the newest approved work of any of the named categories, and nothing else', async () => {
    const sciFi = await approved('New Sci-Fi', 'Sci-Fi');
    const algornation = await approved('New Algornation', 'Algornation');
    const house = await approved('New House', 'Core Collection');
    const pending = await uploadArtwork(harness, { title: 'Pending Sci-Fi', category: 'Sci-Fi' });

    const answer = await page(
      `categories=${encodeURIComponent('Sci-Fi,Algornation,Abstract Art')}&sort=newest&limit=50`,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const ids = answer.page.items.map((item) => item.id);
    expect(ids.indexOf(algornation.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(algornation.id)).toBeLessThan(ids.indexOf(sciFi.id));
    expect(ids).not.toContain(house.id);
    expect(ids).not.toContain(pending.id);
    expect(new Set(answer.page.items.map((item) => item.category))).not.toContain('Core Collection');
  });

  it('refuses an empty list or more than 20 categories', async () => {
    expect((await page('categories=')).statusCode).toBe(400);
    expect((await page(`categories=${Array.from({ length: 21 }, (_, i) => `C${i}`).join(',')}`)).statusCode).toBe(400);
  });
});
