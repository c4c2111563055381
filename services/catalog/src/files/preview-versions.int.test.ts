import { type Artwork, DEFAULT_WATERMARK, previewUrlVersion, PreviewVersionSchema } from '@shop/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCatalog, type CatalogHarness } from '../testing/catalog-harness.js';
import { applyResult, processedResult, uploadArtwork } from '../testing/fixtures.js';
import { sampleImage } from '../testing/images.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('content-addressed preview URLs', () => {
  let harness: CatalogHarness;
  beforeAll(async () => {
    harness = await startCatalog();
  });
  afterAll(async () => {
    await harness?.close();
  });

  async function approvedWithPreviews(): Promise<Artwork> {
    const artwork = await uploadArtwork(harness);
    const key = `previews/${artwork.id}/480.webp`;
    const body = await sharp(await sampleImage('png', 960, 640))
      .resize({ width: 480 })
      .webp()
      .toBuffer();
    await harness.deps.storage.put(key, body, 'image/webp');
    await applyResult(harness, processedResult(artwork.id, [], { '480': key }));
    const approved = await harness.request('admin', {
      method: 'PATCH',
      url: `/api/artworks/${artwork.id}`,
      payload: { status: 'approved' },
    });
    return approved.json<Artwork>();
  }

  /** What the web builds: the shop-wide version from the public endpoint, updatedAt from the Artwork. */
  async function versionedUrl(artwork: Artwork): Promise<string> {
    const answer = await harness.request('public', { method: 'GET', url: '/api/settings/preview-version' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-cache');
    const { version } = PreviewVersionSchema.parse(answer.json());
    return `/api/files/${artwork.filename}?w=480&v=${previewUrlVersion(artwork.updatedAt, version)}`;
  }

  /**
   * `updatedAt` reaches the web in milliseconds: two writes within one share a version. A curator
   * cannot click that fast; a test can, so it lets the clock move on first.
   */
  async function nextMillisecond(artwork: Artwork) {
    while (Date.now() <= Date.parse(artwork.updatedAt) + 1) await new Promise((r) => setTimeout(r, 2));
  }

  const get = (url: string, headers: Record<string, string> = {}) =>
    harness.request('public', { method: 'GET', url, headers });

  it('answers the current version immutable for a year, and the plain URL as before', async () => {
    const artwork = await approvedWithPreviews();
    const url = await versionedUrl(artwork);
    const versioned = await get(url);
    expect(versioned.statusCode).toBe(200);
    expect(versioned.headers['cache-control']).toBe(IMMUTABLE);
    const revalidated = await get(url, { 'if-none-match': String(versioned.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers['cache-control']).toBe(IMMUTABLE);

    const plain = await get(`/api/files/${artwork.filename}?w=480`);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['cache-control']).toBe('public, max-age=86400');
    expect(plain.rawPayload.equals(versioned.rawPayload)).toBe(true);
  });

  it('gives an edited work a new URL, and the old one only a day', async () => {
    const artwork = await approvedWithPreviews();
    const before = await versionedUrl(artwork);
    await nextMillisecond(artwork);
    const edited = (
      await harness.request('admin', {
        method: 'PATCH',
        url: `/api/artworks/${artwork.id}`,
        payload: { title: 'Renamed' },
      })
    ).json<Artwork>();
    const after = await versionedUrl(edited);
    expect(after).not.toBe(before);
    expect((await get(after)).headers['cache-control']).toBe(IMMUTABLE);
    expect((await get(before)).headers['cache-control']).toBe('public, max-age=86400');
  });

  it('takes an archived work off the public under every URL, and changes its version', async () => {
    const artwork = await approvedWithPreviews();
    const before = await versionedUrl(artwork);
    await nextMillisecond(artwork);
    const archived = (
      await harness.request('admin', {
        method: 'PATCH',
        url: `/api/artworks/${artwork.id}`,
        payload: { status: 'archived' },
      })
    ).json<Artwork>();
    expect(await versionedUrl(archived)).not.toBe(before);
    expect((await get(before)).statusCode).toBe(404);
    expect((await get(`/api/files/${artwork.filename}?w=480`)).statusCode).toBe(404);
  });

  it('moves every preview to a new URL when the watermark changes', async () => {
    const artwork = await approvedWithPreviews();
    const before = await versionedUrl(artwork);
    const put = await harness.request('admin', {
      method: 'PUT',
      url: '/api/settings/watermark',
      payload: { ...DEFAULT_WATERMARK, enabled: true },
    });
    expect(put.statusCode).toBe(200);
    try {
      const after = await versionedUrl(artwork);
      expect(after).not.toBe(before);
      const marked = await get(after);
      expect(marked.headers['cache-control']).toBe(IMMUTABLE);
      // The URL from before the watermark now shows the watermarked picture: never for a year.
      const stale = await get(before);
      expect(stale.headers['cache-control']).toBe('public, max-age=86400');
      expect(stale.rawPayload.equals(marked.rawPayload)).toBe(true);
    } finally {
      await harness.request('admin', { method: 'PUT', url: '/api/settings/watermark', payload: DEFAULT_WATERMARK });
    }
  });

  it('keeps the curator’s unwatermarked copy out of shared caches, and refuses a malformed version', async () => {
    const artwork = await approvedWithPreviews();
    const url = await versionedUrl(artwork);
    const curator = await harness.request('admin', { method: 'GET', url });
    expect(curator.headers['cache-control']).toMatch(/^private/);
    expect((await get(`/api/files/${artwork.filename}?w=480&v=../../x`)).statusCode).toBe(400);
  });
});
