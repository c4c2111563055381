import type { Artwork } from '@shop/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCatalog, type CatalogHarness } from '../testing/catalog-harness.js';
import { createPriceHistoryRepository, STRIKE_CACHE_MARGIN_MINUTES } from './price-history.repository.js';
import { uploadArtwork } from '../testing/fixtures.js';

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

describe('price history and the 30-day rule', () => {
  let harness: CatalogHarness;
  beforeAll(async () => {
    harness = await startCatalog();
  });
  afterAll(async () => {
    await harness?.close();
  });

  const patch = (id: string, payload: object) =>
    harness.request('admin', { method: 'PATCH', url: `/api/artworks/${id}`, payload });
  const history = async (id: string) =>
    (await createPriceHistoryRepository(harness.deps.db).changesOf(id)).map((change) => ({
      price_cents: change.priceCents,
      changed_at: change.changedAt,
    }));
  const publicArtwork = async (id: string) =>
    (await harness.request('public', { method: 'GET', url: '/api/artworks' }))
      .json<Artwork[]>()
      .find((item) => item.id === id);

  /** Replaces a work's history with these prices, set `daysAgo` days ago (the last is the current one). */
  async function rewriteHistory(id: string, prices: [cents: number | null, daysAgo: number][]): Promise<void> {
    await sql`delete from artwork_prices where artwork_id = ${id}`.execute(harness.deps.db);
    for (const [cents, daysAgo] of prices) {
      await sql`insert into artwork_prices (artwork_id, price_cents, changed_at)
        values (${id}, ${cents}, ${new Date(Date.now() - daysAgo * DAY_MS)})`.execute(harness.deps.db);
    }
  }

  async function forSale(price: string, compareAtPrice: string | null): Promise<Artwork> {
    const artwork = await uploadArtwork(harness);
    const response = await patch(artwork.id, { status: 'approved', price, isForSale: true, compareAtPrice });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Artwork>();
  }

  it('records the price at creation and at every change, whichever route made it, and nothing else', async () => {
    const work = await uploadArtwork(harness);
    expect((await history(work.id)).map((row) => row.price_cents)).toEqual([null]);
    await patch(work.id, { price: '14.99' });
    await patch(work.id, { title: 'Renamed', price: '14.99', compareAtPrice: '20.00' });
    const publish = await harness.request('admin', {
      method: 'POST',
      url: `/api/artworks/${work.id}/publish`,
      payload: { price: '12.00' },
    });
    expect(publish.statusCode, publish.body).toBe(200);
    const batch = await harness.request('admin', {
      method: 'POST',
      url: '/api/artworks/batch',
      payload: { action: 'update', ids: [work.id], changes: { price: '11.00' } },
    });
    expect(batch.statusCode, batch.body).toBe(200);
    const rows = await history(work.id);
    expect(rows.map((row) => row.price_cents)).toEqual([null, 1499, 1200, 1100]);
    for (const row of rows) expect(Date.now() - row.changed_at.getTime()).toBeLessThan(60_000);
  });

  it('writes history in the same transaction as the change: a refused batch leaves none', async () => {
    const work = await forSale('14.99', null);
    const before = await history(work.id);
    const refused = await harness.request('admin', {
      method: 'POST',
      url: '/api/artworks/batch',
      payload: { action: 'update', ids: [work.id, '00000000-0000-4000-8000-000000000000'], changes: { price: '9.00' } },
    });
    expect(refused.statusCode).toBe(404);
    expect(await history(work.id)).toEqual(before);
  });

  it('a price that rose in the last 30 days strikes nothing, whatever the compare-at says', async () => {
    const work = await forSale('15.00', '25.00');
    await rewriteHistory(work.id, [
      [1000, 20],
      [1500, 3],
    ]);
    expect((await publicArtwork(work.id))?.strikethroughPrice).toBeNull();
  });

  it('a reduced price strikes at most the lowest earlier price of the 30 days, and only prices in them', async () => {
    const work = await forSale('12.00', '20.00');
    // $10 ended 31 days ago: out of the window. $18 was in effect inside it.
    await rewriteHistory(work.id, [
      [1000, 60],
      [1800, 31],
      [1200, 5],
    ]);
    expect((await publicArtwork(work.id))?.strikethroughPrice).toBe('18.00');
    // Down, up, down again inside the window: the low in between is what the buyer could have paid.
    await rewriteHistory(work.id, [
      [2000, 60],
      [1200, 25],
      [2000, 20],
      [1200, 2],
    ]);
    expect((await publicArtwork(work.id))?.strikethroughPrice).toBeNull();
    // The whole window at $20 before the cut: the artist's $20 stands.
    await rewriteHistory(work.id, [
      [2000, 60],
      [1200, 2],
    ]);
    expect((await publicArtwork(work.id))?.strikethroughPrice).toBe('20.00');
  });

  it('shows a cut for 30 days, less the margin downstream caches need, and then no more', async () => {
    const work = await forSale('12.00', '20.00');
    const shownFor = async (daysAgo: number) => {
      await rewriteHistory(work.id, [
        [2000, 90],
        [1200, daysAgo],
      ]);
      return (await publicArtwork(work.id))?.strikethroughPrice;
    };
    const marginDays = STRIKE_CACHE_MARGIN_MINUTES / (24 * 60);
    expect(await shownFor(30 - marginDays - 5 / (24 * 60))).toBe('20.00');
    expect(await shownFor(30 - marginDays + 5 / (24 * 60))).toBeNull();
    expect(await shownFor(31)).toBeNull();
    // Never lowered at all: no reduction to show.
    await rewriteHistory(work.id, [[1200, 90]]);
    expect((await publicArtwork(work.id))?.strikethroughPrice).toBeNull();
  });

  it('says when the answer may next change with no write: the first moment a price leaves the window', async () => {
    const work = await forSale('12.00', '20.00');
    await rewriteHistory(work.id, [
      [1000, 40],
      [1800, 20],
      [1200, 5],
    ]);
    const lows = await createPriceHistoryRepository(harness.deps.db).earlierLows([work.id]);
    const low = lows.get(work.id);
    expect(low?.lowestCents).toBe(1000);
    // $10 ended 20 days ago: it leaves the window in 10 days, and the strike may then change.
    expect(Math.abs((low?.changesAt ?? 0) - (Date.now() + 10 * DAY_MS))).toBeLessThan(MINUTE_MS);
    expect((await publicArtwork(work.id))?.strikethroughPrice).toBeNull();
  });

  it('the same rule holds on every public answer: a page, a gallery, an artwork page', async () => {
    const work = await forSale('15.00', '25.00');
    await rewriteHistory(work.id, [
      [1000, 10],
      [1500, 1],
    ]);
    const page = await harness.request('public', { method: 'GET', url: `/api/artworks?ids=${work.id}&limit=5` });
    expect(page.json<{ items: Artwork[] }>().items[0]?.strikethroughPrice).toBeNull();
    const gallery = await harness.request('public', { method: 'GET', url: '/api/galleries/category/core-collection' });
    expect(gallery.statusCode, gallery.body).toBe(200);
    expect(gallery.json<{ artworks: Artwork[] }>().artworks.find((item) => item.id === work.id)).toMatchObject({
      compareAtPrice: '25.00',
      strikethroughPrice: null,
    });
    // The curator's own answer to a change says the same.
    expect((await patch(work.id, { title: 'Still raised' })).json<Artwork>().strikethroughPrice).toBeNull();
  });

  it("a work's history goes with the work's row", async () => {
    const work = await uploadArtwork(harness);
    await patch(work.id, { price: '5.00' });
    expect(await history(work.id)).toHaveLength(2);
    await sql`delete from artworks where id = ${work.id}`.execute(harness.deps.db);
    expect(await history(work.id)).toEqual([]);
  });
});
