import { DEFAULT_WATERMARK } from '@shop/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCatalog, type CatalogHarness } from '../testing/catalog-harness.js';
import { applyResult, processedResult, uploadArtwork } from '../testing/fixtures.js';
import { sampleImage } from '../testing/images.js';

describe('the watermark on public previews', () => {
  let harness: CatalogHarness;
  beforeAll(async () => {
    harness = await startCatalog();
  });
  afterAll(async () => {
    await harness?.close();
  });

  const put = (role: 'admin' | 'public', payload: object) =>
    harness.request(role, { method: 'PUT', url: '/api/settings/watermark', payload });

  it('is off until the curator sets it, and only the curator can read or change it', async () => {
    const initial = await harness.request('admin', { method: 'GET', url: '/api/settings/watermark' });
    expect(initial.json()).toEqual(DEFAULT_WATERMARK);
    expect((await harness.request('public', { method: 'GET', url: '/api/settings/watermark' })).statusCode).toBe(401);
    expect((await put('public', { ...DEFAULT_WATERMARK, enabled: true })).statusCode).toBe(401);
  });

  it('refuses bad settings with a message saying what is wrong', async () => {
    const cases: [object, string][] = [
      [{ ...DEFAULT_WATERMARK, text: '   ' }, 'The watermark needs some text.'],
      [{ ...DEFAULT_WATERMARK, text: 'x'.repeat(61) }, 'at most 60 characters'],
      [{ ...DEFAULT_WATERMARK, opacity: 0.9 }, 'Opacity must be between 0.05 and 0.6.'],
      [{ ...DEFAULT_WATERMARK, text: 'a\u0000b' }, 'control characters'],
      [{ ...DEFAULT_WATERMARK, position: 'top-left' }, 'position'],
    ];
    for (const [payload, message] of cases) {
      const response = await put('admin', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toContain(message);
    }
  });

  it('is drawn on public previews once set, never on the curator view, and gone when switched off', async () => {
    const original = await sampleImage('png', 800, 600);
    const artwork = await uploadArtwork(harness, {}, { content: original });
    const key = `previews/${artwork.id}/480.webp`;
    const stored = await sharp(original).resize({ width: 480 }).webp().toBuffer();
    await harness.deps.storage.put(key, stored, 'image/webp');
    await applyResult(harness, processedResult(artwork.id, [], { '480': key }, { width: 800, height: 600 }));
    await harness.request('admin', {
      method: 'PATCH',
      url: `/api/artworks/${artwork.id}`,
      payload: { status: 'approved' },
    });
    const preview = async (role: 'admin' | 'public') =>
      (await harness.request(role, { method: 'GET', url: `/api/files/${artwork.filename}?w=480` })).rawPayload;

    expect((await preview('public')).equals(stored)).toBe(true);

    const saved = await put('admin', { enabled: true, text: '  © Studio  ', opacity: 0.4, position: 'center' });
    expect(saved.json()).toEqual({ enabled: true, text: '© Studio', opacity: 0.4, position: 'center' });
    const marked = await preview('public');
    expect(marked.equals(stored)).toBe(false);
    expect((await sharp(marked).metadata()).width).toBe(480);
    expect((await preview('admin')).equals(stored)).toBe(true);
    // Drawn once and kept beside the preview: the second request serves the same stored copy.
    const copies: string[] = [];
    for await (const object of harness.deps.storage.list(`previews/${artwork.id}/`)) copies.push(object.key);
    expect(copies.filter((name) => name.includes('-wm-'))).toHaveLength(1);
    expect((await preview('public')).equals(marked)).toBe(true);

    await put('admin', { enabled: false, text: '© Studio', opacity: 0.4, position: 'center' });
    expect((await preview('public')).equals(stored)).toBe(true);
  });
});
