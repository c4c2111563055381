import { type ShopIdentity } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { approvedArtwork, catalogPagesAnswering, spaOverBuild } from '../testing/spa-pages.js';
import type { CatalogPages } from './seo/catalog-pages.js';
import { SHOP_IDENTITY_META } from './spa.plugin.js';

const NAME = 'Mira "Prints" & Co';
const IDENTITY: ShopIdentity = {
  shopName: NAME,
  supportEmail: 'hello@mira.example',
  logoUrl: '/api/shop-identity/logo?v=0123456789abcdef',
};
const ESCAPED_NAME = 'Mira &quot;Prints&quot; &amp; Co';

const KOI = approvedArtwork();

/** The catalog's answers the page heads read; `identity` decides how the shop identity answers. */
function catalogWith(identity: () => Promise<ShopIdentity>): CatalogPages {
  return catalogPagesAnswering({
    artworkByShortId: (shortId) => Promise.resolve(shortId === '3f2a9c1b7d4e' ? KOI : undefined),
    shopIdentity: identity,
  });
}

/** The href of every icon link the page names. */
const iconsOf = (html: string) => [...html.matchAll(/<link rel="icon"[^>]* href="([^"]*)"/g)].map((match) => match[1]);

/** The identity the page hands the app, parsed as the app parses it. */
function identityOf(html: string): unknown {
  const content = new RegExp(`<meta name="${SHOP_IDENTITY_META}" content="([^"]*)">`).exec(html)?.[1];
  return content === undefined
    ? undefined
    : JSON.parse(
        content.replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&'),
      );
}

describe("the shop's identity in every page the gateway writes", () => {
  const spa = spaOverBuild({
    indexHtml:
      '<!doctype html><html><head><meta charset="UTF-8" /><link rel="icon" type="image/svg+xml" href="/favicon.svg" /><title>Algorithmic Art Gallery</title></head><body></body></html>',
    houseCategory: 'Core Collection',
  });

  it("names the artist's shop in the home page's title and share tags", async () => {
    const app = await spa.serve(catalogWith(() => Promise.resolve(IDENTITY)));
    const home = await app.inject({ method: 'GET', url: '/' });
    expect(home.body).toContain(`<title>${ESCAPED_NAME}</title>`);
    expect(home.body).toContain(`<meta property="og:site_name" content="${ESCAPED_NAME}">`);
    expect(home.body).toContain(`<meta property="og:title" content="${ESCAPED_NAME}">`);
    expect(home.body).not.toContain('Algorithmic Art Gallery');
    expect(identityOf(home.body)).toEqual(IDENTITY);
  });

  it("ends an artwork page's, a shop page's and the 404 page's titles with it, and says it in descriptions", async () => {
    const app = await spa.serve(catalogWith(() => Promise.resolve(IDENTITY)));
    const artwork = await app.inject({ method: 'GET', url: '/art/neon-koi-3f2a9c1b7d4e' });
    expect(artwork.statusCode).toBe(200);
    expect(artwork.body).toContain(`<title>Neon Koi — Sci-Fi | ${ESCAPED_NAME}</title>`);
    expect(artwork.body).toContain(`<meta property="og:site_name" content="${ESCAPED_NAME}">`);
    expect(artwork.body).toContain(`<meta name="twitter:title" content="Neon Koi — Sci-Fi | ${ESCAPED_NAME}">`);

    const contact = await app.inject({ method: 'GET', url: '/contact' });
    expect(contact.body).toContain(`<title>Contact | ${ESCAPED_NAME}</title>`);
    expect(contact.body).toContain(`write to ${ESCAPED_NAME}.`);
    expect(contact.body).not.toContain('Algorithmic Art Gallery');

    const missing = await app.inject({ method: 'GET', url: '/no-such-page' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain(`<title>Page not found | ${ESCAPED_NAME}</title>`);
    expect(identityOf(missing.body)).toEqual(IDENTITY);
  });

  it("links the artist's logo as every page's icon in place of the default favicon", async () => {
    const app = await spa.serve(catalogWith(() => Promise.resolve(IDENTITY)));
    for (const url of ['/', '/art/neon-koi-3f2a9c1b7d4e', '/no-such-page']) {
      const page = await app.inject({ method: 'GET', url });
      expect(iconsOf(page.body)).toEqual(['/api/shop-identity/logo?v=0123456789abcdef']);
    }
  });

  it('keeps the default favicon while no logo is set', async () => {
    const app = await spa.serve(catalogWith(() => Promise.resolve({ ...IDENTITY, logoUrl: null })));
    const home = await app.inject({ method: 'GET', url: '/' });
    expect(iconsOf(home.body)).toEqual(['/favicon.svg']);
  });

  it('keeps the default name, and hands the app no identity, while the catalog cannot say', async () => {
    const app = await spa.serve(catalogWith(() => Promise.reject(new Error('catalog away'))));
    const pricing = await app.inject({ method: 'GET', url: '/pricing' });
    expect(pricing.statusCode).toBe(200);
    expect(pricing.body).toContain('<title>Pricing | Algorithmic Art Gallery</title>');
    expect(pricing.body).toContain('<meta property="og:site_name" content="Algorithmic Art Gallery">');
    expect(pricing.body).not.toContain(SHOP_IDENTITY_META);
    expect(iconsOf(pricing.body)).toEqual(['/favicon.svg']);
  });
});
