import { DEFAULT_SHOP_IDENTITY, type ShopIdentity } from '@shop/contracts';
import { multipartForm } from '@shop/testkit';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCatalog, type CatalogHarness } from '../testing/catalog-harness.js';
import { sampleImage } from '../testing/images.js';

describe('the shop identity (the e-mails’ name, logo and support address)', () => {
  let harness: CatalogHarness;
  beforeAll(async () => {
    harness = await startCatalog();
  });
  afterAll(async () => {
    await harness?.close();
  });

  const identity = async () =>
    (await harness.request('public', { method: 'GET', url: '/api/shop-identity' })).json<ShopIdentity>();
  const save = (role: 'admin' | 'public', payload: object) =>
    harness.request(role, { method: 'PUT', url: '/api/shop-identity', payload });
  const uploadLogo = (content: Buffer, role: 'admin' | 'public' = 'admin') =>
    harness.request(role, {
      method: 'PUT',
      url: '/api/shop-identity/logo',
      ...multipartForm({}, { field: 'logo', filename: 'logo.png', content, contentType: 'image/png' }),
    });
  const logo = (url: string) => harness.request('public', { method: 'GET', url });
  const removeLogo = () => harness.request('admin', { method: 'DELETE', url: '/api/shop-identity/logo' });

  it("is SPEC's shop name with no logo and no support address until the artist sets them", async () => {
    const response = await harness.request('public', { method: 'GET', url: '/api/shop-identity' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual(DEFAULT_SHOP_IDENTITY);
    expect((await logo('/api/shop-identity/logo')).statusCode).toBe(404);
  });

  it('is changed by the curator only, with a message when a value is not valid', async () => {
    expect((await save('public', { shopName: 'Nope', supportEmail: null })).statusCode).toBe(401);
    for (const [payload, message] of [
      [{ shopName: '  ', supportEmail: null }, 'The shop needs a name.'],
      [{ shopName: 'x'.repeat(81), supportEmail: null }, 'at most 80 characters'],
      [{ shopName: 'Studio', supportEmail: 'not-an-address' }, 'Enter an e-mail address'],
    ] as const) {
      const response = await save('admin', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toContain(message);
    }
    const saved = await save('admin', { shopName: '  Studio Nova  ', supportEmail: 'help@studio.example' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ shopName: 'Studio Nova', supportEmail: 'help@studio.example', logoUrl: null });
    expect(await identity()).toEqual(saved.json());
  });

  it('keeps an uploaded logo in object storage, serves it publicly by version, and removes it', async () => {
    expect((await uploadLogo(await sampleImage('png', 200, 80), 'public')).statusCode).toBe(401);
    const first = await sampleImage('png', 200, 80);
    const uploaded = await uploadLogo(first);
    expect(uploaded.statusCode).toBe(200);
    const { logoUrl } = uploaded.json<ShopIdentity>();
    expect(logoUrl).toMatch(/^\/api\/shop-identity\/logo\?v=[a-f0-9]{16}$/);
    expect((await identity()).logoUrl).toBe(logoUrl);
    const served = await logo(String(logoUrl));
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // E-mails show it: a mail program's page, another origin, may load it.
    expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');
    // The same pixels (re-encoded, not the uploaded bytes).
    const pixels = (image: Buffer) => sharp(image).ensureAlpha().raw().toBuffer();
    expect((await pixels(served.rawPayload)).equals(await pixels(first))).toBe(true);
    const firstKeys = (await harness.listObjects()).filter((key) => key.startsWith('shop/'));
    expect(firstKeys).toHaveLength(1);

    // A new logo is a new URL; the old object is gone, and the name is kept.
    const second = await uploadLogo(await sampleImage('webp', 120, 120));
    const next = second.json<ShopIdentity>();
    expect(next.logoUrl).not.toBe(logoUrl);
    expect(next.shopName).toBe('Studio Nova');
    expect((await logo(String(next.logoUrl))).headers['content-type']).toBe('image/png');
    const keys = (await harness.listObjects()).filter((key) => key.startsWith('shop/'));
    expect(keys).toHaveLength(1);
    expect(keys).not.toEqual(firstKeys);

    const removed = await harness.request('admin', { method: 'DELETE', url: '/api/shop-identity/logo' });
    expect(removed.json<ShopIdentity>().logoUrl).toBeNull();
    expect((await logo('/api/shop-identity/logo')).statusCode).toBe(404);
    expect((await harness.listObjects()).filter((key) => key.startsWith('shop/'))).toEqual([]);
  });

  it('stores a re-encoded PNG: bytes after the image and its metadata are not kept', async () => {
    const image = await sharp(await sampleImage('png', 200, 80))
      .withExif({ IFD0: { Copyright: 'private camera notes' } })
      .png()
      .toBuffer();
    const html = Buffer.from('<html><script>alert(document.cookie)</script></html>');
    // A ZIP's local file header and end record: the file is also an archive to an unzip tool.
    const zip = Buffer.concat([
      Buffer.from('PK\x03\x04'),
      Buffer.alloc(26),
      Buffer.from('PK\x05\x06'),
      Buffer.alloc(18),
    ]);
    const uploaded = await uploadLogo(Buffer.concat([image, html, zip]));
    expect(uploaded.statusCode, uploaded.body).toBe(200);

    const served = await logo(String(uploaded.json<ShopIdentity>().logoUrl));
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const bytes = served.rawPayload;
    expect(bytes.includes('<html')).toBe(false);
    expect(bytes.includes('PK\x03\x04')).toBe(false);
    // Nothing after the PNG's end chunk (IEND and its CRC are the last 12 bytes).
    expect(bytes.subarray(-8, -4).toString('latin1')).toBe('IEND');
    const metadata = await sharp(bytes).metadata();
    expect(metadata).toMatchObject({ format: 'png', width: 200, height: 80 });
    expect(metadata.exif).toBeUndefined();
    await removeLogo();
  });

  it('shrinks a logo to at most 1024 pixels a side, in PNG whatever it was uploaded as', async () => {
    const uploaded = await uploadLogo(await sampleImage('jpeg', 3000, 1500));
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const served = await logo(String(uploaded.json<ShopIdentity>().logoUrl));
    expect(served.headers['content-type']).toBe('image/png');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1024, height: 512 });
    await removeLogo();
  });

  it('refuses a logo of more than 40 megapixels with a 413 that says so', async () => {
    const before = await identity();
    expect(before.logoUrl).toBeNull();
    // 7000 × 6000 = 42 MP of one colour: a small file, a large decode.
    const huge = await sharp({ create: { width: 7000, height: 6000, channels: 3, background: '#2b3a67' } })
      .png()
      .toBuffer();
    expect(huge.length).toBeLessThan(2 * 1024 * 1024);
    const refused = await uploadLogo(huge);
    expect(refused.statusCode, refused.body).toBe(413);
    expect(refused.json()).toEqual({
      error: 'payload_too_large',
      message: 'The logo has too many pixels: at most 40 megapixels (it is shown at most 1024 pixels wide).',
    });
    expect(await identity()).toEqual(before);
  });

  it('refuses a file that is not an image, and a logo over 2 MB', async () => {
    const text = await uploadLogo(Buffer.from('not an image at all'));
    expect(text.statusCode).toBe(415);
    const big = await uploadLogo(Buffer.alloc(2 * 1024 * 1024 + 1, 1));
    expect(big.statusCode).toBe(413);
    const none = await harness.request('admin', {
      method: 'PUT',
      url: '/api/shop-identity/logo',
      ...multipartForm({ note: 'no file' }),
    });
    expect(none.statusCode).toBe(400);
    expect((await identity()).logoUrl).toBeNull();
  });
});
