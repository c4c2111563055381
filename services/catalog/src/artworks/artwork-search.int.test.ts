import { type Artwork, ArtworkPageSchema, type ArtworkPage } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewArtworkRow } from '../db/schema.js';
import { startCatalog, type CatalogHarness } from '../testing/catalog-harness.js';

/** Rows written straight to the table: a search reads rows, no upload or OCR is needed for it. */
function row(n: number, overrides: Partial<NewArtworkRow> = {}): NewArtworkRow {
  return {
    filename: `search-${n}.png`,
    storage_key: `originals/search-${n}.png`,
    original_name: `search-${n}.png`,
    title: `Work ${String(n).padStart(3, '0')}`,
    category: 'Core Collection',
    price_cents: null,
    file_size: 100,
    mime_type: 'image/png',
    width: 10,
    height: 10,
    // One second apart, so newest/oldest have one answer.
    created_at: new Date(Date.UTC(2026, 0, 1, 0, 0, n)),
    ...overrides,
  };
}

describe('GET /api/artworks with search, filters, sort and paging', () => {
  let harness: CatalogHarness;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    harness = await startCatalog();
    const named: Record<string, NewArtworkRow> = {
      sunset: row(1, {
        title: 'Sunset 100% Boulevard',
        status: 'approved',
        ocr_status: 'processed',
        price_cents: 1499,
        is_for_sale: true,
      }),
      neon: row(2, {
        title: 'Neon city',
        ocr_status: 'processed',
        ocr_text: 'OPEN ALL NIGTH',
        ocr_errors: ['NIGTH'],
        status: 'flagged',
      }),
      approvedTypo: row(3, {
        title: 'Diner',
        status: 'approved',
        ocr_status: 'processed',
        ocr_errors: ['Dinr'],
        category: 'Abstract',
      }),
      rejected: row(4, { title: 'Rejected one', status: 'rejected', ocr_status: 'processed', ocr_errors: ['Xyz'] }),
      reading: row(5, { title: 'still reading', ocr_status: 'processing' }),
      failed: row(6, { title: 'Unreadable', ocr_status: 'failed', ocr_errors: ['OCR failed'] }),
      priced: row(7, { title: 'apple', ocr_status: 'processed', price_cents: 999, is_for_sale: false }),
      under_score: row(8, { title: 'snake_case art' }),
    };
    for (const [name, values] of Object.entries(named)) {
      const inserted = await harness.deps.db
        .insertInto('artworks')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow();
      ids[name] = inserted.id;
    }
  });
  afterAll(async () => {
    await harness?.close();
  });

  async function page(role: 'admin' | 'public', query: string): Promise<ArtworkPage> {
    const response = await harness.request(role, { method: 'GET', url: `/api/artworks?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return ArtworkPageSchema.parse(response.json());
  }
  const titles = (result: ArtworkPage) => result.items.map((artwork) => artwork.title);
  const idsOf = (result: ArtworkPage) => result.items.map((artwork) => artwork.id).sort();
  const expected = (...names: string[]) => names.map((name) => ids[name]).sort();

  it('keeps SPEC’s plain list for no params and for status alone', async () => {
    for (const url of ['/api/artworks', '/api/artworks?status=approved']) {
      const response = await harness.request('admin', { method: 'GET', url });
      expect(Array.isArray(response.json<Artwork[]>()), url).toBe(true);
    }
  });

  it('searches titles and recognised text, case-insensitively, with wildcards taken literally', async () => {
    expect(idsOf(await page('admin', 'q=neon'))).toEqual(expected('neon'));
    expect(idsOf(await page('admin', 'q=nigth'))).toEqual(expected('neon'));
    expect(idsOf(await page('admin', 'q=100%25'))).toEqual(expected('sunset'));
    expect(idsOf(await page('admin', 'q=e_c'))).toEqual(expected('under_score'));
    const none = await page('admin', 'q=nothing-like-this');
    expect(none).toEqual({ items: [], total: 0, page: 1, limit: 48, nextCursor: null });
  });

  it('filters by the status a card shows, as SPEC’s filter select means it', async () => {
    expect(idsOf(await page('admin', 'shown=flagged'))).toEqual(expected('neon', 'approvedTypo', 'failed'));
    expect(idsOf(await page('admin', 'shown=approved'))).toEqual(expected('sunset'));
    expect(idsOf(await page('admin', 'shown=rejected'))).toEqual(expected('rejected'));
    expect(idsOf(await page('admin', 'shown=pending'))).toEqual(expected('reading', 'priced', 'under_score'));
    expect(idsOf(await page('admin', 'status=flagged&limit=10'))).toEqual(expected('neon'));
  });

  it('finds archived work under its own shown status, never under Flagged even with text errors', async () => {
    const archived = await harness.deps.db
      .insertInto('artworks')
      .values(row(9, { title: 'Put away', status: 'archived', ocr_status: 'processed', ocr_errors: ['Slae'] }))
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      expect(idsOf(await page('admin', 'shown=archived'))).toEqual([archived.id]);
      expect(idsOf(await page('admin', 'shown=flagged'))).toEqual(expected('neon', 'approvedTypo', 'failed'));
      expect(idsOf(await page('public', 'q=Put+away'))).toEqual([]);
    } finally {
      await harness.deps.db.deleteFrom('artworks').where('id', '=', archived.id).execute();
    }
  });

  it('narrows to the listed ids, with the other filters, and refuses a malformed list', async () => {
    const list = [ids.sunset, ids.neon, ids.rejected].join(',');
    expect(idsOf(await page('admin', `ids=${list}`))).toEqual(expected('sunset', 'neon', 'rejected'));
    expect(idsOf(await page('admin', `ids=${list}&status=approved`))).toEqual(expected('sunset'));
    // The public sees approved work only, even when it names other ids.
    expect(idsOf(await page('public', `ids=${list}`))).toEqual(expected('sunset'));
    for (const bad of ['not-a-uuid', '', ',', Array.from({ length: 101 }, () => ids.sunset).join(',')]) {
      const response = await harness.request('admin', { method: 'GET', url: `/api/artworks?ids=${bad}` });
      expect(response.statusCode, bad.slice(0, 40)).toBe(400);
    }
  });

  it('filters by OCR outcome', async () => {
    expect(idsOf(await page('admin', 'ocr=clean'))).toEqual(expected('sunset', 'priced'));
    expect(idsOf(await page('admin', 'ocr=errors'))).toEqual(expected('neon', 'approvedTypo', 'rejected'));
    expect(idsOf(await page('admin', 'ocr=processing'))).toEqual(expected('reading'));
    expect(idsOf(await page('admin', 'ocr=failed'))).toEqual(expected('failed'));
    expect((await page('admin', 'ocr=pending')).total).toBe(1);
  });

  it('filters by category, for-sale flag and price', async () => {
    expect(idsOf(await page('admin', 'category=Abstract&limit=5'))).toEqual(expected('approvedTypo'));
    expect(idsOf(await page('admin', 'forSale=true'))).toEqual(expected('sunset'));
    expect(idsOf(await page('admin', 'hasPrice=true'))).toEqual(expected('sunset', 'priced'));
    expect(idsOf(await page('admin', 'hasPrice=true&forSale=false'))).toEqual(expected('priced'));
    expect((await page('admin', 'hasPrice=false')).total).toBe(6);
    // A pack's price ceiling, as its picker asks; an unpriced work is never under it.
    expect(idsOf(await page('admin', 'maxPrice=14.99'))).toEqual(expected('sunset', 'priced'));
    expect(idsOf(await page('admin', 'maxPrice=14.98'))).toEqual(expected('priced'));
    expect((await page('admin', 'maxPrice=1.00')).total).toBe(0);
    const bad = await harness.request('admin', { method: 'GET', url: '/api/artworks?maxPrice=cheap' });
    expect(bad.statusCode).toBe(400);
  });

  it('sorts newest, oldest, by title and by price with unpriced work last', async () => {
    expect(titles(await page('admin', 'sort=newest')).slice(0, 2)).toEqual(['snake_case art', 'apple']);
    expect(titles(await page('admin', 'sort=oldest')).slice(0, 2)).toEqual(['Sunset 100% Boulevard', 'Neon city']);
    expect(titles(await page('admin', 'sort=title')).slice(0, 3)).toEqual(['apple', 'Diner', 'Neon city']);
    expect(titles(await page('admin', 'sort=price')).slice(0, 2)).toEqual(['apple', 'Sunset 100% Boulevard']);
  });

  it('shows the public approved work only, whatever it asks for', async () => {
    const result = await page('public', 'shown=flagged&status=pending&limit=50');
    expect(idsOf(result)).toEqual(expected('sunset', 'approvedTypo'));
    expect(result.total).toBe(2);
  });

  it('answers a clear 400 for bad params', async () => {
    for (const query of ['limit=0', 'limit=1001', 'page=0', 'sort=random', 'ocr=done', 'forSale=yes', 'q=%20%20']) {
      const response = await harness.request('admin', { method: 'GET', url: `/api/artworks?${query}` });
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe('paging through many artworks', () => {
  let harness: CatalogHarness;
  const COUNT = 103;

  beforeAll(async () => {
    harness = await startCatalog();
    // Every other work shares one creation time and some share titles, so ties must be broken.
    const rows = Array.from({ length: COUNT }, (_, n) =>
      row(n, {
        title: `Same ${n % 7}`,
        price_cents: n % 3 === 0 ? null : 500 + (n % 4),
        created_at: new Date(Date.UTC(2026, 0, 1, 0, 0, n % 2 === 0 ? 0 : n)),
      }),
    );
    await harness.deps.db.insertInto('artworks').values(rows).execute();
  });
  afterAll(async () => {
    await harness?.close();
  });

  it.each(['newest', 'oldest', 'title', 'price'])('walks every work exactly once sorted by %s', async (sort) => {
    const seen: string[] = [];
    for (let pageNumber = 1; ; pageNumber += 1) {
      const response = await harness.request('admin', {
        method: 'GET',
        url: `/api/artworks?sort=${sort}&limit=10&page=${pageNumber}`,
      });
      const result = ArtworkPageSchema.parse(response.json());
      expect(result.total).toBe(COUNT);
      if (result.items.length === 0) break;
      seen.push(...result.items.map((artwork) => artwork.id));
    }
    expect(seen).toHaveLength(COUNT);
    expect(new Set(seen).size).toBe(COUNT);
  });
});
