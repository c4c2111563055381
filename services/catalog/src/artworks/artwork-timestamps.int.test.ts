import { artworkByShortIdPath, artworkShortId } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCatalog, type CatalogHarness } from '../testing/catalog-harness.js';

const ID = '5e1d0c2b-9a8f-4e7d-8c6b-5a4f3e2d1c0b';
// Microseconds that a Date cannot hold: the public reads' ISO text (written by PostgreSQL) must
// cut them as pg's Date does, so the answer is the same bytes as toISOString gave.
const CREATED = '2026-03-04 05:06:07.287999+00';
const UPDATED = '2026-03-04 05:06:07.999999+01:30';
const UPLOADED = '1999-12-31 23:59:59.000001+00';

describe('an artwork’s timestamps on the public reads', () => {
  let harness: CatalogHarness;
  let expected: { createdAt: string; updatedAt: string; uploadedAt: string };

  beforeAll(async () => {
    harness = await startCatalog();
    const row = await harness.deps.db
      .insertInto('artworks')
      .values({
        id: ID,
        filename: `${ID}.png`,
        storage_key: `originals/${ID}.png`,
        original_name: 'time.png',
        title: 'Timed',
        category: 'Abstract',
        price_cents: 1499,
        status: 'approved',
        ocr_status: 'processed',
        file_size: 100,
        mime_type: 'image/png',
        created_at: CREATED,
        updated_at: UPDATED,
        uploaded_at: UPLOADED,
      })
      .returning(['created_at', 'updated_at', 'uploaded_at'])
      .executeTakeFirstOrThrow();
    expected = {
      createdAt: row.created_at.toISOString(),
      updatedAt: row.updated_at.toISOString(),
      uploadedAt: row.uploaded_at.toISOString(),
    };
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('are the UTC text Date#toISOString writes, milliseconds cut, on a page, the list and the artwork', async () => {
    expect(expected).toEqual({
      createdAt: '2026-03-04T05:06:07.287Z',
      updatedAt: '2026-03-04T03:36:07.999Z',
      uploadedAt: '1999-12-31T23:59:59.000Z',
    });
    const page = await harness.request('public', { method: 'GET', url: '/api/artworks?limit=48' });
    const list = await harness.request('public', { method: 'GET', url: '/api/artworks' });
    const artwork = await harness.request('public', { method: 'GET', url: artworkByShortIdPath(artworkShortId(ID)) });
    expect(page.json().items[0]).toMatchObject(expected);
    expect(list.json()[0]).toMatchObject(expected);
    expect(artwork.json()).toMatchObject(expected);
  });
});
