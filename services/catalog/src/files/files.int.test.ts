import { DEFAULT_WATERMARK } from '@shop/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCatalog, type CatalogHarness } from '../testing/catalog-harness.js';
import { applyResult, processedResult, uploadArtwork } from '../testing/fixtures.js';
import { sampleImage } from '../testing/images.js';

describe('GET /api/files/:filename', () => {
  let harness: CatalogHarness;
  beforeAll(async () => {
    harness = await startCatalog();
  });
  afterAll(async () => {
    await harness?.close();
  });

  /** Writes previews as the OCR worker does and tells the catalog about them. */
  async function withPreviews(id: string) {
    const previewKeys: Record<string, string> = {};
    for (const width of [480, 960]) {
      const key = `previews/${id}/${width}.webp`;
      const body = await sharp(await sampleImage('png', 1200, 800))
        .resize({ width })
        .webp()
        .toBuffer();
      await harness.deps.storage.put(key, body, 'image/webp');
      previewKeys[String(width)] = key;
    }
    await applyResult(harness, processedResult(id, [], previewKeys));
  }

  const approve = (id: string) =>
    harness.request('admin', { method: 'PATCH', url: `/api/artworks/${id}`, payload: { status: 'approved' } });

  /** An approved artwork of this size with the 480, 960 and 1600 renditions the worker writes. */
  async function approvedWithEveryRendition(width: number, height: number) {
    const original = await sampleImage('png', width, height);
    const artwork = await uploadArtwork(harness, {}, { content: original });
    const previewKeys: Record<string, string> = {};
    for (const rendition of [480, 960, 1600]) {
      const key = `previews/${artwork.id}/${rendition}.webp`;
      const rendered = await sharp(original).resize({ width: rendition, withoutEnlargement: true }).webp().toBuffer();
      await harness.deps.storage.put(key, rendered, 'image/webp');
      previewKeys[String(rendition)] = key;
    }
    await applyResult(harness, processedResult(artwork.id, [], previewKeys, { width, height }));
    await approve(artwork.id);
    return artwork;
  }

  it('serves an approved preview to everyone with an ETag and long cache headers, and 304 on a match', async () => {
    const original = await sampleImage('png', 1200, 800);
    const artwork = await uploadArtwork(harness, {}, { content: original });
    await withPreviews(artwork.id);
    await approve(artwork.id);

    const response = await harness.request('public', { method: 'GET', url: `/api/files/${artwork.filename}?w=480` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    // The e-mails' thumbnails load it from a mail program's page (another origin).
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const etag = response.headers.etag;
    expect(etag).toMatch(/^".+"$/);
    expect((await sharp(response.rawPayload).metadata()).width).toBe(480);
    expect(response.rawPayload.equals(original)).toBe(false);

    const again = await harness.request('public', {
      method: 'GET',
      url: `/api/files/${artwork.filename}?w=480`,
      headers: { 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);

    const wide = await harness.request('public', { method: 'GET', url: `/api/files/${artwork.filename}?w=960` });
    expect((await sharp(wide.rawPayload).metadata()).width).toBe(960);
    expect(wide.headers.etag).not.toBe(etag);
  });

  it('hides unapproved work from the public (404) and shows it to the curator, privately cached', async () => {
    const artwork = await uploadArtwork(harness);
    await withPreviews(artwork.id);
    const anonymous = await harness.request('public', { method: 'GET', url: `/api/files/${artwork.filename}` });
    expect(anonymous.statusCode).toBe(404);
    expect(anonymous.json()).toMatchObject({ error: 'not_found' });
    const curator = await harness.request('admin', { method: 'GET', url: `/api/files/${artwork.filename}` });
    expect(curator.statusCode).toBe(200);
    expect(curator.headers['cache-control']).toMatch(/^private/);
  });

  it('makes a rendition on the fly before the worker has written previews, never sending the original', async () => {
    const original = await sampleImage('jpeg', 2000, 1000);
    const artwork = await uploadArtwork(harness, {}, { filename: 'big.jpg', content: original });
    const response = await harness.request('admin', { method: 'GET', url: `/api/files/${artwork.filename}?w=480` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toContain('no-cache');
    const metadata = await sharp(response.rawPayload).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.width).toBe(480);
  });

  it('answers 404 for anything unknown or path-like, 400 for a width outside the set', async () => {
    const artwork = await uploadArtwork(harness);
    await approve(artwork.id);
    const urls = [
      '/api/files/00000000-0000-4000-8000-000000000000.png',
      '/api/files/..%2F..%2Fetc%2Fpasswd',
      '/api/files/../../etc/passwd',
      `/api/files/..%2Foriginals%2F${artwork.filename}`,
      `/api/files/originals%2F${artwork.filename}`,
      '/api/files/%2Fetc%2Fpasswd',
      '/api/files/',
      `/api/files/${artwork.filename.toUpperCase()}`,
    ];
    for (const url of urls) {
      const response = await harness.request('admin', { method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
    const badWidth = await harness.request('public', { method: 'GET', url: `/api/files/${artwork.filename}?w=123` });
    expect(badWidth.statusCode).toBe(400);
  });

  it('caps public previews on their longest edge (1024 px by default) and gives the curator every size', async () => {
    const artwork = await approvedWithEveryRendition(1000, 2000);

    const size = async (role: 'public' | 'admin', w: number) => {
      const response = await harness.request(role, { method: 'GET', url: `/api/files/${artwork.filename}?w=${w}` });
      expect(response.statusCode).toBe(200);
      const { width, height } = await sharp(response.rawPayload).metadata();
      return `${width}x${height}`;
    };
    // 960 wide would be 1920 tall: the public gets the 480 rendition, 960 tall.
    expect(await size('public', 960)).toBe('480x960');
    expect(await size('public', 1600)).toBe('480x960');
    expect(await size('public', 480)).toBe('480x960');
    expect(await size('admin', 960)).toBe('960x1920');
  });

  it('gives the public the 1600 px rendition only with a watermark on it, for a sharp zoom', async () => {
    const artwork = await approvedWithEveryRendition(2000, 1000);
    const widthOf = async () => {
      const response = await harness.request('public', { method: 'GET', url: `/api/files/${artwork.filename}?w=1600` });
      expect(response.statusCode).toBe(200);
      return (await sharp(response.rawPayload).metadata()).width;
    };
    // Without a watermark the 1024 px cap holds: the 960 rendition.
    expect(await widthOf()).toBe(960);
    const mark = { ...DEFAULT_WATERMARK, enabled: true };
    expect(
      (await harness.request('admin', { method: 'PUT', url: '/api/settings/watermark', payload: mark })).statusCode,
    ).toBe(200);
    try {
      expect(await widthOf()).toBe(1600);
    } finally {
      await harness.request('admin', { method: 'PUT', url: '/api/settings/watermark', payload: DEFAULT_WATERMARK });
    }
    expect(await widthOf()).toBe(960);
  });

  it('answers a width added since the artwork was processed with its nearest stored rendition', async () => {
    const artwork = await uploadArtwork(harness, {}, { content: await sampleImage('png', 1200, 800) });
    // Written before the 720 rendition existed: 480 and 960 only.
    await withPreviews(artwork.id);
    await approve(artwork.id);
    const response = await harness.request('public', { method: 'GET', url: `/api/files/${artwork.filename}?w=720` });
    expect(response.statusCode).toBe(200);
    expect((await sharp(response.rawPayload).metadata()).width).toBe(960);
    // The stored picture itself (its own ETag, cached), not one made on the fly.
    expect(response.headers.etag).not.toMatch(/fallback/);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('fits a public preview into the cap on the fly when no stored rendition is small enough', async () => {
    const original = await sampleImage('png', 480, 2400);
    const artwork = await uploadArtwork(harness, {}, { content: original });
    await applyResult(harness, processedResult(artwork.id, [], {}, { width: 480, height: 2400 }));
    await approve(artwork.id);
    const response = await harness.request('public', { method: 'GET', url: `/api/files/${artwork.filename}?w=480` });
    expect(response.statusCode).toBe(200);
    const { width, height } = await sharp(response.rawPayload).metadata();
    expect(Math.max(width ?? 0, height ?? 0)).toBe(1024);
  });
});
