import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { artworkPagePath } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishWork } from './harness/purchase.js';
import { freshAddress, signInAsCurator } from './harness/session.js';
import { startStack, type Stack } from './harness/stack.js';

// The shop's identity in the pages the gateway writes, through its caches as they run
// (a page meta cache of a minute, the public cache on): a change shows on the very next page load,
// because saving it announces a public change, which empties both.
describe("the shop's identity in every page's head, at once after a change", () => {
  let stack: Stack;
  let dist: string;
  let admin: string;

  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'identity-web-'));
    await writeFile(
      join(dist, 'index.html'),
      '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Algorithmic Art Gallery</title></head><body><div id="root"></div></body></html>',
    );
    stack = await startStack({ WEB_DIST: dist, PAGE_META_CACHE_MS: '60000', PUBLIC_CACHE: 'on' });
    admin = await signInAsCurator(stack);
  });
  afterAll(async () => {
    await stack?.close();
    await rm(dist, { recursive: true, force: true });
  });

  const page = (url: string) => stack.gateway.inject({ method: 'GET', url, remoteAddress: freshAddress() });
  const save = async (shopName: string) => {
    const saved = await stack.gateway.inject({
      method: 'PUT',
      url: '/api/shop-identity',
      headers: { cookie: admin },
      payload: { shopName, supportEmail: 'hello@mira.example' },
      remoteAddress: freshAddress(),
    });
    expect(saved.statusCode, saved.body).toBe(200);
  };

  it('names the default shop, then the one the artist sets, on the next load of every page', async () => {
    const work = await publishWork(stack, admin, { title: 'Neon Koi', category: 'Sci-Fi', price: '14.99' });
    const artworkUrl = artworkPagePath({ id: work.id, title: 'Neon Koi' });
    // Read once each, so the gateway's caches hold the default name.
    for (const url of ['/', artworkUrl, '/nowhere']) {
      expect((await page(url)).body).toContain('<meta property="og:site_name" content="Algorithmic Art Gallery">');
    }
    expect((await stack.gateway.inject({ method: 'GET', url: '/api/shop-identity' })).json()).toMatchObject({
      shopName: 'Algorithmic Art Gallery',
    });

    await save('Mira Prints');
    const home = await page('/');
    expect(home.body).toContain('<title>Mira Prints</title>');
    expect(home.body).toContain('<meta property="og:site_name" content="Mira Prints">');
    expect(home.body).toContain('<meta name="shop-identity" content="{&quot;shopName&quot;:&quot;Mira Prints&quot;');
    const artwork = await page(artworkUrl);
    expect(artwork.body).toContain('<title>Neon Koi — Sci-Fi | Mira Prints</title>');
    expect(artwork.body).toContain('<meta property="og:site_name" content="Mira Prints">');
    expect((await page('/nowhere')).body).toContain('<title>Page not found | Mira Prints</title>');
    // The app's own request of it is not answered from the public cache of before either.
    expect((await stack.gateway.inject({ method: 'GET', url: '/api/shop-identity' })).json()).toMatchObject({
      shopName: 'Mira Prints',
      supportEmail: 'hello@mira.example',
    });

    await save('Mira & Co');
    expect((await page(artworkUrl)).body).toContain('<title>Neon Koi — Sci-Fi | Mira &amp; Co</title>');
  });
});
