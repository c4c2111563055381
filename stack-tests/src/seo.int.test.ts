import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import {
  type Artwork,
  artworkByShortIdPath,
  artworkPagePath,
  artworkShortId,
  DEFAULT_HOUSE_CATEGORY,
  DEFAULT_PREVIEW_WIDTH,
  GALLERY_GRID_SIZES,
  galleryPageUrl,
  previewSrcSet,
  previewUrl,
  previewUrlVersion,
} from '@shop/contracts';
import { createCatalogPages } from '@shop/gateway/catalog-pages';
import { freePort } from '@shop/testkit';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishWork } from './harness/purchase.js';
import { signInAsCurator } from './harness/session.js';
import { startStack, TEST_INTERNAL_TOKEN, type Stack } from './harness/stack.js';
import { multipartUpload, randomPng } from './harness/uploads.js';

// Links that share and rank, and the bytes a page costs: what the gateway answers for pages, robots,
// the sitemap and assets, filled from the real catalog.

const BASE = 'http://localhost:8080'; // the stack's PUBLIC_BASE_URL
const HOSTILE_TITLE = `<img src=x onerror="window.__pwned=1"></script><script>alert(1)</script> & 'Koi'`;
const SCRIPT = 'export const value = "precompressed";\n'.repeat(200);

function jsonLdOf(html: string): Record<string, unknown> {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  expect(blocks).toHaveLength(1);
  return JSON.parse(blocks[0]?.[1] ?? '') as Record<string, unknown>;
}

describe('links that share and rank', () => {
  let stack: Stack;
  let dist: string;
  let admin: string;
  let hostile: Artwork;
  let pending: Artwork;

  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'seo-web-'));
    await writeFile(
      join(dist, 'index.html'),
      '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="description" content="Built." /><title>Algorithmic Art Gallery</title></head><body><div id="root"></div></body></html>',
    );
    await mkdir(join(dist, 'assets'));
    await writeFile(join(dist, 'assets', 'index-Ab12Cd34.js'), SCRIPT);
    await writeFile(join(dist, 'route-preloads.json'), JSON.stringify({ '/art/*': ['/assets/artwork-Ef56.js'] }));
    await writeFile(join(dist, 'assets', 'index-Ab12Cd34.js.br'), brotliCompressSync(SCRIPT));
    await writeFile(join(dist, 'assets', 'index-Ab12Cd34.js.gz'), gzipSync(SCRIPT));
    // No page cache: each request asks the catalog, so a change shows at once in these tests.
    stack = await startStack({ WEB_DIST: dist, PAGE_META_CACHE_MS: '0' });
    admin = await signInAsCurator(stack);
    const published = await publishWork(stack, admin, { title: HOSTILE_TITLE, category: 'Sci-Fi', price: '14.99' });
    hostile = (
      await stack.gateway.inject({ method: 'GET', url: artworkByShortIdPath(artworkShortId(published.id)) })
    ).json<Artwork>();

    const form = multipartUpload(
      { title: 'Not yet approved', category: 'Sci-Fi' },
      { filename: 'pending.png', content: randomPng() },
    );
    const upload = await stack.gateway.inject({
      method: 'POST',
      url: '/api/artworks/upload',
      headers: { cookie: admin, ...form.headers },
      payload: form.payload,
    });
    expect(upload.statusCode, upload.body).toBe(201);
    pending = upload.json<Artwork>();
  });
  afterAll(async () => {
    await stack?.close();
    if (dist) await rm(dist, { recursive: true, force: true });
  });

  it('finds an artwork by its short id through the gateway: approved for the public, any for the curator', async () => {
    expect(hostile).toMatchObject({ title: HOSTILE_TITLE, category: 'Sci-Fi', price: '14.99', status: 'approved' });
    const url = artworkByShortIdPath(artworkShortId(pending.id));
    expect((await stack.gateway.inject({ method: 'GET', url })).statusCode).toBe(404);
    const asCurator = await stack.gateway.inject({ method: 'GET', url, headers: { cookie: admin } });
    expect(asCurator.statusCode, asCurator.body).toBe(200);
    expect(asCurator.json<Artwork>().id).toBe(pending.id);
  });

  it("gives an artwork page the artwork's title, price, preview and Product JSON-LD, all escaped", async () => {
    const path = artworkPagePath(hostile);
    const page = await stack.gateway.inject({ method: 'GET', url: path });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const html = page.body;
    const canonical = `${BASE}${path}`;
    const image = `${BASE}/api/files/${encodeURIComponent(hostile.filename)}?w=1600`;
    expect(html).toContain(`<link rel="canonical" href="${canonical}">`);
    expect(html).toContain('<meta property="og:type" content="product">');
    expect(html).toContain(`<meta property="og:image" content="${image}">`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain('<meta property="product:price:amount" content="14.99">');
    // The artwork route's code, as the web build listed it, loads beside the entry script.
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/artwork-Ef56.js">');
    // The hostile title is text everywhere: no tag of its own, one script block (the JSON-LD).
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<script>alert');
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain(
      '<title>&lt;img src=x onerror=&quot;window.__pwned=1&quot;&gt;&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &#39;Koi&#39; — Sci-Fi | Algorithmic Art Gallery</title>',
    );
    expect(jsonLdOf(html)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: HOSTILE_TITLE,
      image: [image],
      category: 'Sci-Fi',
      offers: { '@type': 'Offer', price: '14.99', priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
    });
    // Any slug finds it by the short id; the canonical URL names the current one.
    const otherSlug = await stack.gateway.inject({ method: 'GET', url: `/art/old-name-${artworkShortId(hostile.id)}` });
    expect(otherSlug.statusCode).toBe(200);
    expect(otherSlug.body).toContain(`<link rel="canonical" href="${canonical}">`);
  });

  it('answers 404 with the app for unknown paths, unknown and unapproved artworks; JSON for the API', async () => {
    for (const url of ['/no-such-page', '/art/neon-koi-000000000000', artworkPagePath(pending), '/art/no-short-id']) {
      const page = await stack.gateway.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(404);
      expect(page.headers['content-type'], url).toContain('text/html');
      expect(page.body, url).toContain('<div id="root"></div>');
      expect(page.body, url).toContain('<meta name="robots" content="noindex">');
    }
    const api = await stack.gateway.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
  });

  it('gives each shop page its own title and canonical URL', async () => {
    const home = await stack.gateway.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<title>Algorithmic Art Gallery</title>');
    expect(home.body).toContain(`<link rel="canonical" href="${BASE}/">`);
    const pricing = await stack.gateway.inject({ method: 'GET', url: '/pricing' });
    expect(pricing.body).toContain('<title>Pricing | Algorithmic Art Gallery</title>');
    expect(pricing.body).toContain(`<meta property="og:url" content="${BASE}/pricing">`);
    expect(pricing.body).not.toContain('content="Built."');
  });

  it("tells the home page the saved layout, so its featured section's space is kept from the first paint", async () => {
    const layoutOf = (html: string) => {
      const content = /<meta name="shop-home-layout" content="([^"]*)">/.exec(html)?.[1];
      return content === undefined ? undefined : (JSON.parse(content.replaceAll('&quot;', '"')) as unknown);
    };
    const saved = { template: 'minimalist-grid', featuredIds: [hostile.id] };
    const put = await stack.gateway.inject({
      method: 'PUT',
      url: '/api/layout',
      headers: { cookie: admin, 'content-type': 'application/json' },
      payload: saved,
    });
    expect(put.statusCode, put.body).toBe(200);
    const home = (await stack.gateway.inject({ method: 'GET', url: '/' })).body;
    expect(layoutOf(home)).toEqual(saved);
    // And its gallery's first page is preloaded at the very URL the app asks for.
    expect(home).toContain(
      `<link rel="preload" href="${galleryPageUrl({ category: DEFAULT_HOUSE_CATEGORY }, null).replaceAll('&', '&amp;')}" as="fetch" crossorigin="use-credentials">`,
    );
    // Only the home page carries them.
    const pricing = (await stack.gateway.inject({ method: 'GET', url: '/pricing' })).body;
    expect(layoutOf(pricing)).toBeUndefined();
    expect(pricing).not.toContain('rel="preload"');

    const cleared = { template: 'modern-gallery', featuredIds: [] };
    await stack.gateway.inject({
      method: 'PUT',
      url: '/api/layout',
      headers: { cookie: admin, 'content-type': 'application/json' },
      payload: cleared,
    });
    expect(layoutOf((await stack.gateway.inject({ method: 'GET', url: '/' })).body)).toEqual(cleared);
  });

  it("preloads the home gallery's first picture at the URLs its page names, and tells every page the preview version", async () => {
    const newest = await publishWork(stack, admin, { title: 'Harbour at dawn', category: DEFAULT_HOUSE_CATEGORY });
    const shown = (
      await stack.gateway.inject({ method: 'GET', url: galleryPageUrl({ category: DEFAULT_HOUSE_CATEGORY }, null) })
    ).json<{ items: Artwork[] }>().items[0];
    expect(shown?.id).toBe(newest.id);
    const { version } = (await stack.gateway.inject({ method: 'GET', url: '/api/settings/preview-version' })).json<{
      version: string;
    }>();
    const v = previewUrlVersion(shown?.updatedAt ?? '', version);
    const attr = (value: string) => value.replaceAll('&', '&amp;');

    const home = (await stack.gateway.inject({ method: 'GET', url: '/' })).body;
    expect(home).toContain(
      `<link rel="preload" as="image" href="${attr(previewUrl(shown?.filename ?? '', DEFAULT_PREVIEW_WIDTH, v))}"` +
        ` imagesrcset="${attr(previewSrcSet(shown?.filename ?? '', v))}" imagesizes="${GALLERY_GRID_SIZES}" fetchpriority="high">`,
    );
    for (const url of ['/', '/pricing', artworkPagePath(hostile)]) {
      const page = (await stack.gateway.inject({ method: 'GET', url })).body;
      expect(page, url).toContain(`<meta name="shop-preview-version" content="${version}">`);
    }
    const pricing = (await stack.gateway.inject({ method: 'GET', url: '/pricing' })).body;
    expect(pricing).not.toContain('as="image"');
  });

  it('asks the next catalog replica for page meta when one is down', async () => {
    const pages = createCatalogPages({
      baseUrls: [`http://127.0.0.1:${await freePort()}`, stack.services.catalog.url],
      internalToken: TEST_INTERNAL_TOKEN,
      log: pino({ level: 'silent' }),
      ttlMs: 0,
    });
    // Twice: the round robin starts once at the dead replica and once at the live one.
    for (let round = 0; round < 2; round += 1) {
      expect((await pages.artworkByShortId(artworkShortId(hostile.id), `meta-${round}`))?.id).toBe(hostile.id);
      expect(await pages.homepageLayout(`layout-${round}`)).toMatchObject({ featuredIds: expect.any(Array) });
      expect((await pages.approvedArtworks(`sitemap-${round}`)).map((artwork) => artwork.id)).toContain(hostile.id);
    }
  });

  it('lists the indexable pages and the approved artworks in sitemap.xml', async () => {
    const sitemap = await stack.gateway.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toContain('application/xml');
    const xml = sitemap.body;
    expect(xml).toContain(`<loc>${BASE}/sci-fi</loc>`);
    expect(xml).toContain(`<loc>${BASE}${artworkPagePath(hostile)}</loc>`);
    expect(xml).not.toContain(artworkShortId(pending.id));
    expect(xml).not.toContain('/dashboard');
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  });

  it('answers robots.txt with the closed paths and the sitemap', async () => {
    const robots = await stack.gateway.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    const lines = robots.body.split('\n');
    for (const line of ['Disallow: /dashboard', 'Disallow: /checkout', 'Disallow: /success', 'Disallow: /api/']) {
      expect(lines).toContain(line);
    }
    expect(lines).toContain(`Sitemap: ${BASE}/sitemap.xml`);
  });
});

describe('bytes', () => {
  let stack: Stack;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'seo-bytes-'));
    await writeFile(join(dist, 'index.html'), '<!doctype html><html><head><title>x</title></head><body></body></html>');
    await mkdir(join(dist, 'assets'));
    await writeFile(join(dist, 'assets', 'index-Ab12Cd34.js'), SCRIPT);
    await writeFile(join(dist, 'route-preloads.json'), JSON.stringify({ '/art/*': ['/assets/artwork-Ef56.js'] }));
    await writeFile(join(dist, 'assets', 'index-Ab12Cd34.js.br'), brotliCompressSync(SCRIPT));
    await writeFile(join(dist, 'assets', 'index-Ab12Cd34.js.gz'), gzipSync(SCRIPT));
    stack = await startStack({ WEB_DIST: dist });
    const admin = await signInAsCurator(stack);
    for (let n = 0; n < 3; n += 1) await publishWork(stack, admin, { title: `Bytes ${n}`, category: 'Sci-Fi' });
  });
  afterAll(async () => {
    await stack?.close();
    if (dist) await rm(dist, { recursive: true, force: true });
  });

  it('serves hashed assets precompressed by accept-encoding, immutable and varying on it', async () => {
    const url = '/assets/index-Ab12Cd34.js';
    const br = await stack.gateway.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    const gzip = await stack.gateway.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
    const plain = await stack.gateway.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    const page = await stack.gateway.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-encoding']).toBe('br');
  });

  it('compresses API answers once: kept encoded in the public cache, in the encoding each client takes', async () => {
    const galleries = await stack.gateway.inject({
      method: 'GET',
      url: '/api/artworks?limit=10',
      headers: { 'accept-encoding': 'br' },
    });
    expect(galleries.statusCode).toBe(200);
    expect(galleries.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(galleries.rawPayload).toString())).toMatchObject({ total: 3 });

    // The whole list is kept encoded by the gateway (the catalog is asked once per
    // change); a client that takes only gzip gets gzip, from the same kept answer.
    const list = await stack.gateway.inject({
      method: 'GET',
      url: '/api/artworks',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(list.rawPayload).toString())).toHaveLength(3);
    const gzipOnly = await stack.gateway.inject({
      method: 'GET',
      url: '/api/artworks',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(gzipOnly.headers['x-cache']).toBe('hit');
    expect(JSON.parse(gunzipSync(gzipOnly.rawPayload).toString())).toHaveLength(3);

    const plain = await stack.gateway.inject({ method: 'GET', url: '/api/artworks?limit=10' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json<{ total: number }>().total).toBe(3);
  });
});
