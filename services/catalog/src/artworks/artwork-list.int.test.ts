import { gunzipSync } from 'node:zlib';
import type { Artwork } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCatalog, type CatalogHarness } from '../testing/catalog-harness.js';
import { uploadArtwork } from '../testing/fixtures.js';

describe('GET /api/artworks, served from the serialized-list cache', () => {
  let harness: CatalogHarness;
  beforeAll(async () => {
    harness = await startCatalog();
  });
  afterAll(async () => {
    await harness?.close();
  });

  const list = (role: 'admin' | 'public', headers: Record<string, string> = {}) =>
    harness.request(role, { method: 'GET', url: '/api/artworks', headers });

  it('answers the same body and ETag until an artwork changes, then the new list at once', async () => {
    const artwork = await uploadArtwork(harness, { title: 'Cached' });
    const first = await list('public');
    const second = await list('public');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('application/json');
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(first.json<Artwork[]>().some((a) => a.id === artwork.id)).toBe(false);

    const approve = await harness.request('admin', {
      method: 'PATCH',
      url: `/api/artworks/${artwork.id}`,
      payload: { status: 'approved' },
    });
    expect(approve.statusCode).toBe(200);
    const after = await list('public');
    expect(after.headers.etag).not.toBe(first.headers.etag);
    expect(after.json<Artwork[]>().find((a) => a.id === artwork.id)?.status).toBe('approved');
  });

  it('answers 304 to a client that already has the current list', async () => {
    const current = await list('public');
    const revalidated = await list('public', { 'if-none-match': String(current.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('keeps the public and the curator’s lists apart', async () => {
    const pending = await uploadArtwork(harness, { title: 'Only for the curator' });
    const asAdmin = await list('admin');
    const asPublic = await list('public');
    expect(asAdmin.json<Artwork[]>().some((a) => a.id === pending.id)).toBe(true);
    expect(asPublic.json<Artwork[]>().some((a) => a.id === pending.id)).toBe(false);
    expect(asAdmin.headers['cache-control']).toContain('private');
  });

  it('sends the list gzipped to a client that accepts it, with its own ETag, and plain JSON otherwise', async () => {
    await uploadArtwork(harness, { title: 'Compressed' });
    const plain = await list('admin');
    const gzipped = await list('admin', { 'accept-encoding': 'gzip, deflate, br' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toContain('accept-encoding');
    expect(gzipped.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString('utf8'))).toEqual(plain.json());
    expect(gzipped.headers.etag).not.toBe(plain.headers.etag);

    const refused = await list('admin', { 'accept-encoding': 'gzip;q=0, identity' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    const revalidated = await list('admin', {
      'accept-encoding': 'gzip',
      'if-none-match': `"other", ${String(gzipped.headers.etag)}`,
    });
    expect(revalidated.statusCode).toBe(304);
  });
});
