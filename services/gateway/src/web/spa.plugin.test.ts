import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { galleryPageUrl } from '@shop/contracts';
import { freePort } from '@shop/testkit';
import Fastify from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socialLinksSchema } from '../config.js';
import { createCatalogPages } from './seo/catalog-pages.js';
import { HOUSE_CATEGORY_META, registerSpa, SOCIAL_LINKS_META, withRuntimeSettings } from './spa.plugin.js';

const BASE = 'https://shop.example';

describe('the web app as the gateway serves it', () => {
  let dist: string;
  const app = Fastify();
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'spa-test-'));
    await writeFile(
      join(dist, 'index.html'),
      '<!doctype html><html><head><meta charset="UTF-8" /><meta name="description" content="Built." /><title>Shop</title></head><body></body></html>',
    );
    await writeFile(join(dist, 'app.js'), 'console.log(1)');
    await writeFile(
      join(dist, 'route-preloads.json'),
      JSON.stringify({
        '/': ['/assets/home-abc123.js', '/assets/grid-abc123.js'],
        '/art/*': ['/assets/artwork-abc.js'],
      }),
    );
    await mkdir(join(dist, 'assets'));
    const script = 'export const x = 1;\n'.repeat(200);
    await writeFile(join(dist, 'assets', 'index-abc123.js'), script);
    await writeFile(join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
    await writeFile(join(dist, 'assets', 'index-abc123.js.gz'), gzipSync(script));
    // No catalog listens here: shop pages never ask it, artwork pages find it unavailable.
    const catalog = createCatalogPages({
      baseUrls: [`http://127.0.0.1:${await freePort()}`],
      internalToken: 'test-internal-token-0123456789',
      log: pino({ level: 'silent' }),
      ttlMs: 60_000,
    });
    await registerSpa(app, dist, { houseCategory: 'Political Edge', publicBaseUrl: BASE, catalog });
  });
  afterAll(async () => {
    await app.close();
    await rm(dist, { recursive: true, force: true });
  });

  it.each(['/', '/dashboard', '/index.html'])('tells %s the house category in index.html', async (url) => {
    const page = await app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain(`<meta name="${HOUSE_CATEGORY_META}" content="Political Edge">`);
  });

  it("preloads the files of a landing page's route, as the web build listed them, and only for it", async () => {
    const home = await app.inject({ method: 'GET', url: '/' });
    expect(home.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/home-abc123.js"><link rel="modulepreload" crossorigin href="/assets/grid-abc123.js">',
    );
    const pricing = await app.inject({ method: 'GET', url: '/pricing' });
    expect(pricing.body).not.toContain('modulepreload');
  });

  it("asks for a category page's first gallery page beside the app's code, and only on category pages", async () => {
    const sciFi = await app.inject({ method: 'GET', url: '/sci-fi' });
    expect(sciFi.body).toContain(
      `<link rel="preload" href="${galleryPageUrl({ category: 'Sci-Fi' }, null).replaceAll('&', '&amp;')}" as="fetch" crossorigin="use-credentials">`,
    );
    const pricing = await app.inject({ method: 'GET', url: '/pricing' });
    expect(pricing.body).not.toContain('as="fetch"');
  });

  it('gives each shop page its own title, description, canonical URL and share tags', async () => {
    const page = await app.inject({ method: 'GET', url: '/sci-fi?ref=x' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Sci-Fi | Algorithmic Art Gallery</title>');
    expect(page.body.match(/<title>/g)).toHaveLength(1);
    expect(page.body.indexOf('<meta charset')).toBeLessThan(page.body.indexOf('<title>'));
    expect(page.body.match(/<meta name="description"/g)).toHaveLength(1);
    expect(page.body).not.toContain('content="Built."');
    expect(page.body).toContain(`<link rel="canonical" href="${BASE}/sci-fi">`);
    expect(page.body).toContain(`<meta property="og:url" content="${BASE}/sci-fi">`);
    expect(page.body).toContain('<meta property="og:title" content="Sci-Fi | Algorithmic Art Gallery">');
    expect(page.body).toContain('<meta name="twitter:card" content="summary">');
    expect(page.body).not.toContain('noindex');

    const checkout = await app.inject({ method: 'GET', url: '/checkout' });
    expect(checkout.body).toContain('<meta name="robots" content="noindex">');
  });

  it.each(['/no-such-page', '/sci-fi/extra', '/art/', '/art/not-an-artwork', '/art/a/b'])(
    'answers %s 404 with the app (its 404 page), never indexed',
    async (url) => {
      const page = await app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(404);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('<title>Page not found | Algorithmic Art Gallery</title>');
      expect(page.body).toContain('<meta name="robots" content="noindex">');
      expect(page.body).not.toContain('rel="canonical"');
    },
  );

  it('answers an artwork page 503 with the app when the catalog cannot say', async () => {
    const page = await app.inject({ method: 'GET', url: '/art/neon-koi-3f2a9c1b7d4e' });
    expect(page.statusCode).toBe(503);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<title>Temporarily unavailable | Algorithmic Art Gallery</title>');
    expect(page.body).toContain('<meta name="robots" content="noindex">');
  });

  it('keeps API 404s as JSON', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(answer.statusCode).toBe(404);
    expect(answer.headers['content-type']).toContain('application/json');
  });

  it('compresses pages by accept-encoding', async () => {
    const br = await app.inject({ method: 'GET', url: '/pricing', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain(
      '<title>Pricing | Algorithmic Art Gallery</title>',
    );
    const gzip = await app.inject({ method: 'GET', url: '/pricing', headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('<title>Pricing');
    const plain = await app.inject({ method: 'GET', url: '/pricing' });
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('serves hashed assets precompressed and immutable, other files revalidated', async () => {
    const script = 'export const x = 1;\n'.repeat(200);
    const br = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gzip = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);
    const plain = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);

    const other = await app.inject({ method: 'GET', url: '/app.js' });
    expect(other.body).toBe('console.log(1)');
    expect(other.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it('never serves the raw index.html or its compressed copies', async () => {
    for (const url of ['/index.html.br', '/index.html.gz']) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('answers robots.txt', async () => {
    const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toContain('text/plain');
    for (const line of [
      'Allow: /',
      'Disallow: /dashboard',
      'Disallow: /checkout',
      'Disallow: /success',
      'Disallow: /api/',
      'Disallow: /admin',
      'Disallow: /docs',
    ]) {
      expect(robots.body.split('\n')).toContain(line);
    }
    expect(robots.body).toContain(`Sitemap: ${BASE}/sitemap.xml`);
  });

  it('escapes the value it writes into the page', () => {
    expect(withRuntimeSettings('<head>', { houseCategory: 'A "B" <C> & D' })).toBe(
      `<head><meta name="${HOUSE_CATEGORY_META}" content="A &quot;B&quot; &lt;C&gt; &amp; D">`,
    );
  });

  it('writes the social links only when some are set', () => {
    expect(withRuntimeSettings('<head>', { houseCategory: 'X', socialLinks: [] })).not.toContain(SOCIAL_LINKS_META);
    expect(
      withRuntimeSettings('<head>', {
        houseCategory: 'X',
        socialLinks: [{ name: 'Instagram', href: 'https://www.instagram.com/shop?a=1&b="2"' }],
      }),
    ).toContain(
      `<meta name="${SOCIAL_LINKS_META}" content="[{&quot;name&quot;:&quot;Instagram&quot;,&quot;href&quot;:&quot;https://www.instagram.com/shop?a=1&amp;b=\\&quot;2\\&quot;&quot;}]">`,
    );
  });
});

describe('SOCIAL_LINKS', () => {
  it('reads a JSON object of network name to URL, in order', () => {
    expect(
      socialLinksSchema.parse('{"Instagram":"https://instagram.com/shop","TikTok":"https://tiktok.com/@shop"}'),
    ).toEqual([
      { name: 'Instagram', href: 'https://instagram.com/shop' },
      { name: 'TikTok', href: 'https://tiktok.com/@shop' },
    ]);
  });

  it('is empty when unset or blank', () => {
    expect(socialLinksSchema.parse(undefined)).toEqual([]);
    expect(socialLinksSchema.parse('  ')).toEqual([]);
  });

  it.each(['not json', '["https://x.com"]', '{"X":"javascript:alert(1)"}', '{"":"https://x.com"}'])(
    'refuses %s',
    (raw) => {
      expect(socialLinksSchema.safeParse(raw).success).toBe(false);
    },
  );
});
