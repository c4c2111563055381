import { type ArtworkPage, ArtworkPageSchema, type ArtworkSort } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewArtworkRow } from '../db/schema.js';
import { startCatalog, type CatalogHarness } from '../testing/catalog-harness.js';
import { encodeCursor } from './artwork-cursor.js';

/**
 * Rows written straight to the table with many ties: five works share each created_at (one of
 * them a microsecond later), titles repeat in other letter cases, prices repeat and a quarter is
 * unpriced.
 */
function row(n: number, status: NewArtworkRow['status']): NewArtworkRow {
  const second = Math.floor(n / 5);
  const createdAt = `2026-01-01T00:${String(Math.floor(second / 60)).padStart(2, '0')}:${String(second % 60).padStart(2, '0')}.${n % 5 === 4 ? '000001' : '000000'}Z`;
  return {
    filename: `keyset-${n}.png`,
    storage_key: `originals/keyset-${n}.png`,
    original_name: `keyset-${n}.png`,
    title: `${n % 2 === 0 ? 'Tide' : 'tide'} ${n % 7}`,
    category: n % 3 === 0 ? 'Abstract' : 'Core Collection',
    status,
    price_cents: n % 4 === 0 ? null : 500 + (n % 3) * 250,
    is_for_sale: true,
    file_size: 100,
    mime_type: 'image/png',
    width: 10,
    height: 10,
    ocr_status: 'processed',
    ocr_text: n % 10 === 0 ? `harbour lights ${n}` : '',
    // The cast keeps the microseconds, which a JS Date would drop.
    created_at: createdAt,
  };
}

const APPROVED = 130;
const PENDING = 20;

describe('GET /api/artworks with a cursor (keyset paging)', () => {
  let harness: CatalogHarness;
  const approvedIds: string[] = [];
  const pendingIds: string[] = [];

  beforeAll(async () => {
    harness = await startCatalog();
    const rows = [
      ...Array.from({ length: APPROVED }, (_, n) => row(n, 'approved')),
      ...Array.from({ length: PENDING }, (_, n) => row(APPROVED + n, 'pending')),
    ];
    const inserted = await harness.deps.db.insertInto('artworks').values(rows).returning(['id', 'status']).execute();
    for (const artwork of inserted) (artwork.status === 'approved' ? approvedIds : pendingIds).push(artwork.id);
  });
  afterAll(async () => {
    await harness?.close();
  });

  async function get(role: 'admin' | 'public', query: string) {
    return harness.request(role, { method: 'GET', url: `/api/artworks?${query}` });
  }
  async function page(role: 'admin' | 'public', query: string): Promise<ArtworkPage> {
    const response = await get(role, query);
    expect(response.statusCode, response.body).toBe(200);
    return ArtworkPageSchema.parse(response.json());
  }
  async function approve(id: string) {
    const response = await harness.request('admin', {
      method: 'PATCH',
      url: `/api/artworks/${id}`,
      payload: { status: 'approved' },
    });
    expect(response.statusCode, response.body).toBe(200);
  }
  async function pending(id: string) {
    await harness.deps.db.updateTable('artworks').set({ status: 'pending' }).where('id', '=', id).execute();
  }

  /** Every page of a query, following nextCursor; `between` runs after each page. */
  async function walk(query: string, between: (pageIndex: number) => Promise<void> = async () => {}) {
    const seen: string[] = [];
    let result = await page('public', query);
    seen.push(...result.items.map((a) => a.id));
    let pages = 1;
    while (result.nextCursor !== null) {
      await between(pages);
      result = await page('public', `${query}&cursor=${result.nextCursor}`);
      seen.push(...result.items.map((a) => a.id));
      pages += 1;
      expect(pages).toBeLessThan(100);
    }
    return { seen, pages };
  }

  for (const sort of ['newest', 'oldest', 'title', 'price'] as ArtworkSort[]) {
    it(`pages through ${APPROVED} works sorted by ${sort} in the offset order, none lost or repeated`, async () => {
      const whole = await page('public', `sort=${sort}&limit=1000`);
      expect(whole.total).toBe(APPROVED);
      const { seen, pages } = await walk(`sort=${sort}&limit=9`);
      expect(pages).toBe(Math.ceil(APPROVED / 9));
      expect(seen).toEqual(whole.items.map((a) => a.id));
    });

    it(`loses and repeats no work sorted by ${sort} while works are approved between pages`, async () => {
      const approvedMeanwhile: string[] = [];
      try {
        const { seen } = await walk(`sort=${sort}&limit=11`, async (pageIndex) => {
          // Two more works approved before each of the first pages: they sort all over the list.
          for (const id of pendingIds.slice((pageIndex - 1) * 2, pageIndex * 2)) {
            await approve(id);
            approvedMeanwhile.push(id);
          }
        });
        expect(new Set(seen).size).toBe(seen.length);
        expect(seen.filter((id) => approvedIds.includes(id)).sort()).toEqual([...approvedIds].sort());
        // The newly approved ones may or may not be on the pages still to come, never anything else.
        expect(seen.every((id) => approvedIds.includes(id) || approvedMeanwhile.includes(id))).toBe(true);
      } finally {
        for (const id of approvedMeanwhile) await pending(id);
      }
    });
  }

  it('pages a category and a search with cursors, approved work only', async () => {
    const abstract = await walk('category=Abstract&sort=price&limit=5');
    expect(abstract.seen.sort()).toEqual(
      (await page('public', 'category=Abstract&limit=1000')).items.map((a) => a.id).sort(),
    );
    expect(abstract.seen).toHaveLength(Math.ceil(APPROVED / 3));

    // Title and recognised text: "tide 3" matches titles, "harbour" only the OCR text.
    const harbour = await walk('q=harbour&limit=4');
    expect(harbour.seen).toHaveLength(APPROVED / 10);
    const tide = await walk('q=TIDE%203&sort=title&limit=4');
    expect(tide.seen).toHaveLength(Array.from({ length: APPROVED }, (_, n) => n).filter((n) => n % 7 === 3).length);

    const adminAll = await page('admin', 'limit=1000');
    expect(adminAll.total).toBe(APPROVED + PENDING);
    const publicAll = await page('public', 'limit=1000&status=pending');
    expect(publicAll.items.every((a) => a.status === 'approved')).toBe(true);
  });

  it('answers nextCursor null on the last page and an exact total on every page', async () => {
    const first = await page('public', 'limit=120');
    expect(first.total).toBe(APPROVED);
    expect(first.nextCursor).not.toBeNull();
    const last = await page('public', `limit=120&cursor=${first.nextCursor}`);
    expect(last.items).toHaveLength(APPROVED - 120);
    expect(last.total).toBe(APPROVED);
    expect(last.nextCursor).toBeNull();
  });

  it('counts a work approved since the last page at once (the count is kept per change)', async () => {
    expect((await page('public', 'limit=5')).total).toBe(APPROVED);
    const [id] = pendingIds;
    if (!id) throw new Error('no pending work');
    await approve(id);
    try {
      expect((await page('public', 'limit=5')).total).toBe(APPROVED + 1);
    } finally {
      await pending(id);
    }
    expect((await page('public', 'limit=5')).total).toBe(APPROVED);
  });

  it('keeps the offset paging and SPEC’s plain list as they were', async () => {
    const second = await page('public', 'limit=10&page=2');
    expect(second.page).toBe(2);
    const whole = await page('public', 'limit=1000');
    expect(second.items.map((a) => a.id)).toEqual(whole.items.slice(10, 20).map((a) => a.id));
    const plain = await get('public', '');
    expect(plain.statusCode).toBe(200);
    expect(Array.isArray(plain.json())).toBe(true);
    expect(plain.json<unknown[]>()).toHaveLength(APPROVED);
  });

  it('answers 400 naming the cursor for a cursor that is not ours, of another sort, or with page', async () => {
    const first = await page('public', 'sort=title&limit=5');
    const cases = [
      'cursor=not*base64',
      'cursor=bm90IGpzb24',
      `cursor=${Buffer.from('["newest","x","y"]').toString('base64url')}`,
      `cursor=${encodeCursor({ sort: 'newest', key: 'yesterday', id: approvedIds[0] ?? '' })}`,
      `cursor=${first.nextCursor}&sort=price`,
      `cursor=${first.nextCursor}&sort=title&page=2`,
      `cursor=${'a'.repeat(2000)}`,
    ];
    for (const query of cases) {
      const response = await get('public', query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ error: string; message: string }>().message, query).toMatch(/cursor/i);
    }
    for (const query of ['limit=0', 'limit=1001', 'limit=ten']) {
      const response = await get('public', query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ message: string }>().message, query).toMatch(/limit/);
    }
  });
});
