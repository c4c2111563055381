import { artworkByShortIdPath, artworkShortId, ArtworkSchema, type ArtworkStatus } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewArtworkRow } from '../db/schema.js';
import { startCatalog, type CatalogHarness } from '../testing/catalog-harness.js';

/** Rows written straight to the table, with ids chosen so that short ids collide on purpose. */
function row(id: string, status: ArtworkStatus, overrides: Partial<NewArtworkRow> = {}): NewArtworkRow {
  return {
    id,
    filename: `${id}.png`,
    storage_key: `originals/${id}.png`,
    original_name: 'short.png',
    title: `Work ${id.slice(0, 4)}`,
    category: 'Abstract',
    price_cents: 1499,
    is_for_sale: true,
    status,
    ocr_status: 'processed',
    file_size: 100,
    mime_type: 'image/png',
    width: 10,
    height: 10,
    ...overrides,
  };
}

const IDS = {
  approved: '3f2a9c1b-7d4e-4a11-8b22-0123456789ab',
  pending: '3f2a9c1b-7d4f-4a11-8b22-0123456789ab',
  rejected: '00000000-0001-4000-8000-000000000000',
  // Two works whose ids share their first 12 hex digits (the first and last of the range).
  twinA: 'abcdefab-cdef-0000-0000-000000000000',
  twinB: 'abcdefab-cdef-ffff-ffff-ffffffffffff',
  // Just outside the twins' range on both sides.
  belowTwins: 'abcdefab-cdee-ffff-ffff-ffffffffffff',
  aboveTwins: 'abcdefab-cdf0-0000-0000-000000000000',
} as const;

describe('GET /api/artworks/by-short-id/:shortId', () => {
  let harness: CatalogHarness;

  beforeAll(async () => {
    harness = await startCatalog();
    await harness.deps.db
      .insertInto('artworks')
      .values([
        row(IDS.approved, 'approved', { title: 'Neon Koi <script>', description: 'A koi.' }),
        row(IDS.pending, 'pending'),
        row(IDS.rejected, 'rejected'),
        row(IDS.twinA, 'approved'),
        row(IDS.twinB, 'approved'),
        row(IDS.belowTwins, 'approved'),
        row(IDS.aboveTwins, 'approved'),
      ])
      .execute();
  });
  afterAll(async () => {
    await harness?.close();
  });

  const get = (role: 'admin' | 'public', shortId: string) =>
    harness.request(role, { method: 'GET', url: artworkByShortIdPath(shortId) });

  it('answers an approved artwork to the public as SPEC Artwork JSON', async () => {
    const response = await get('public', artworkShortId(IDS.approved));
    expect(response.statusCode, response.body).toBe(200);
    const artwork = ArtworkSchema.parse(response.json());
    expect(artwork).toMatchObject({
      id: IDS.approved,
      title: 'Neon Koi <script>',
      category: 'Abstract',
      price: '14.99',
      isForSale: true,
      status: 'approved',
      description: 'A koi.',
      // The artwork page states the original's format, pixel size and file size.
      mimeType: 'image/png',
      width: 10,
      height: 10,
      fileSize: 100,
    });
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('hides work that is not approved from the public, and shows it to the curator', async () => {
    for (const id of [IDS.pending, IDS.rejected]) {
      const hidden = await get('public', artworkShortId(id));
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
      const shown = await get('admin', artworkShortId(id));
      expect(shown.statusCode, shown.body).toBe(200);
      expect(shown.json<{ id: string }>().id).toBe(id);
      expect(shown.headers['cache-control']).toBe('private, no-cache');
    }
  });

  it('finds the works at both ends of a short id range and not their neighbours', async () => {
    expect((await get('public', 'abcdefabcdee')).json<{ id: string }>().id).toBe(IDS.belowTwins);
    expect((await get('public', 'abcdefabcdf0')).json<{ id: string }>().id).toBe(IDS.aboveTwins);
  });

  it('answers 404 for an ambiguous prefix, for everyone', async () => {
    for (const role of ['public', 'admin'] as const) {
      const response = await get(role, 'abcdefabcdef');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: expect.stringContaining('short id') });
    }
  });

  it('answers 404 for an unknown short id and 400 for a malformed one', async () => {
    expect((await get('public', '0123456789ab')).statusCode).toBe(404);
    for (const bad of ['3F2A9C1B7D4E', '3f2a9c1b7d4', '3f2a9c1b7d4e0', 'zzzzzzzzzzzz', '3f2a9c1b-7d4']) {
      const response = await get('public', bad);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    }
  });
});
