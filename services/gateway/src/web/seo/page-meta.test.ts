import { describe, expect, it } from 'vitest';
import { approvedArtwork } from '../../testing/spa-pages.js';
import { artworkPageMeta, jsonForScriptBlock, renderHeadTags, shopPageOf } from './page-meta.js';
import { sitemapXml } from './robots-sitemap.js';

const BASE = 'https://shop.example/';
const HOSTILE = `<img src=x onerror="alert(1)"></script><!-- & 'quoted' \u2028`;

/** The JSON-LD block of a head, parsed. */
function jsonLdOf(head: string): Record<string, unknown> {
  const block = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(head)?.[1];
  if (block === undefined) throw new Error('no JSON-LD block');
  return JSON.parse(block) as Record<string, unknown>;
}

describe('artwork page meta', () => {
  it('names the artwork, its category, price and preview, with a schema.org Product', () => {
    const head = renderHeadTags(artworkPageMeta(approvedArtwork(), BASE));
    const canonical = 'https://shop.example/art/neon-koi-3f2a9c1b7d4e';
    const image = 'https://shop.example/api/files/3f2a9c1b-7d4e-4a11-8b22-0123456789ab.png?w=1600';
    expect(head).toContain('<title>Neon Koi — Sci-Fi | Algorithmic Art Gallery</title>');
    expect(head).toContain(`<link rel="canonical" href="${canonical}">`);
    expect(head).toContain('<meta property="og:type" content="product">');
    expect(head).toContain(`<meta property="og:image" content="${image}">`);
    expect(head).toContain(`<meta name="twitter:image" content="${image}">`);
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(head).toContain('<meta property="product:price:amount" content="14.99">');
    expect(head).toContain('$14.99');
    expect(jsonLdOf(head)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Neon Koi',
      description: expect.stringContaining('Sci-Fi'),
      image: [image],
      sku: '3f2a9c1b7d4e',
      category: 'Sci-Fi',
      url: canonical,
      offers: {
        '@type': 'Offer',
        price: '14.99',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: canonical,
      },
    });
  });

  it('says out of stock when not for sale, and leaves the offer out without a price', () => {
    const notForSale = jsonLdOf(renderHeadTags(artworkPageMeta(approvedArtwork({ isForSale: false }), BASE)));
    expect(notForSale.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
    const unpriced = renderHeadTags(artworkPageMeta(approvedArtwork({ price: null }), BASE));
    expect(jsonLdOf(unpriced).offers).toBeUndefined();
    expect(unpriced).not.toContain('product:price');
  });

  it('uses the description when there is one, on one line and short', () => {
    const meta = artworkPageMeta(approvedArtwork({ description: `A koi.\n${'x'.repeat(400)}` }), BASE);
    expect(meta.description.startsWith('A koi. x')).toBe(true);
    expect(meta.description.length).toBeLessThanOrEqual(200);
  });

  it('escapes a hostile title everywhere: no markup, and the JSON-LD cannot be closed', () => {
    const head = renderHeadTags(artworkPageMeta(approvedArtwork({ title: HOSTILE, description: HOSTILE }), BASE));
    expect(head).not.toContain('<img');
    expect(head).not.toContain('<!--');
    expect(head.match(/<\/script>/g)).toHaveLength(1);
    expect(head.match(/<script/g)).toHaveLength(1);
    expect(head).toContain(
      '&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&lt;/script&gt;&lt;!-- &amp; &#39;quoted&#39;',
    );
    // The data is intact once parsed.
    expect(jsonLdOf(head).name).toBe(HOSTILE);
    expect(jsonForScriptBlock({ a: '</script>' })).toBe('{"a":"\\u003c/script\\u003e"}');
  });
});

describe('page paths', () => {
  it('knows the shop pages, with or without a trailing slash, and nothing else', () => {
    expect(shopPageOf('/')).toBe('/');
    expect(shopPageOf('/pricing/')).toBe('/pricing');
    expect(shopPageOf('/index.html')).toBe('/');
    expect(shopPageOf('/pricing/x')).toBeUndefined();
    expect(shopPageOf('/Pricing')).toBeUndefined();
  });
});

describe('sitemap.xml', () => {
  it('lists the indexable pages and every given artwork, escaped', () => {
    const xml = sitemapXml('https://shop.example', [
      approvedArtwork(),
      approvedArtwork({ id: 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee', title: 'Fish & <Chips>' }),
    ]);
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    expect(xml).toContain('<url><loc>https://shop.example/</loc></url>');
    expect(xml).toContain('<url><loc>https://shop.example/sci-fi</loc></url>');
    expect(xml).not.toContain('/checkout');
    expect(xml).not.toContain('/dashboard');
    expect(xml).not.toContain('/success');
    expect(xml).toContain(
      '<url><loc>https://shop.example/art/neon-koi-3f2a9c1b7d4e</loc><lastmod>2026-11-21T10:00:00.000Z</lastmod></url>',
    );
    expect(xml).toContain('<loc>https://shop.example/art/fish-chips-aaaaaaaabbbb</loc>');
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });
});
