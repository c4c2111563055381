import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type Artwork,
  type ArtworkPage,
  DEFAULT_PREVIEW_WIDTH,
  FEATURED_PICTURE_SIZES,
  FEATURED_SHARE_SIZES,
  featuredArtworksUrl,
  GALLERY_GRID_SIZES,
  HOME_FEATURED_PRELOADS,
  type HomepageLayout,
  ROUTE_PRELOADS_FILE,
  previewSrcSet,
  previewUrl,
  previewUrlVersion,
} from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { approvedArtwork, catalogPagesAnswering, spaOverBuild } from '../testing/spa-pages.js';
import type { CatalogPages } from './seo/catalog-pages.js';

const HOUSE = 'Political Edge';
const VERSION = 'wm-3';

function artwork(id: string, category: string, sale: Pick<Artwork, 'isForSale' | 'price'>): Artwork {
  return approvedArtwork({
    id: `3f2a9c1b-7d4e-4a11-8b22-0000000000${id}`,
    filename: `${category.replaceAll(' ', '-')}-${id}.png`,
    originalName: 'art.png',
    title: `Work ${id}`,
    category,
    width: 1024,
    height: 1024,
    updatedAt: `2026-11-2${id.slice(-1)}T10:00:00.000Z`,
    ...sale,
  });
}

const NOT_FOR_SALE = { isForSale: false, price: '14.99' };
const FOR_SALE = { isForSale: true, price: '24.99' };
/** The works a home page layout may feature, in the catalog's order. */
const FEATURED = [artwork('11', 'Sci-Fi', FOR_SALE), artwork('12', 'Algornation', NOT_FOR_SALE)];

/** Each category's first gallery page: its first work cannot be bought, its second can. */
const firstPageOf = (category: string): ArtworkPage => ({
  items: [artwork('01', category, NOT_FOR_SALE), artwork('02', category, FOR_SALE)],
  total: 2,
  page: 1,
  limit: 24,
  nextCursor: null,
});

/** The catalog's answers the page heads read; `gallery` decides how the gallery page answers. */
function fakeCatalog(
  gallery: (category: string) => Promise<ArtworkPage>,
  layout: HomepageLayout = { template: 'modern-gallery', featuredIds: [] },
): CatalogPages & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    ...catalogPagesAnswering({
      homepageLayout: () => Promise.resolve(layout),
      galleryFirstPage: (category) => {
        asked.push(category);
        return gallery(category);
      },
      // The public list by id: the approved ones of the catalog's order, not the layout's.
      featuredArtworks: (ids) => {
        asked.push(`featured ${ids.join(',')}`);
        return Promise.resolve({ ...firstPageOf(HOUSE), items: FEATURED.filter((work) => ids.includes(work.id)) });
      },
      previewVersion: () => Promise.resolve({ version: VERSION }),
    }),
  };
}

/** The preload the gateway must write for `shown`: the very URLs an `<img>` with `sizes` names. */
function imagePreload(shown: Artwork, sizes: string): string {
  const v = previewUrlVersion(shown.updatedAt, VERSION);
  const attr = (value: string) => value.replaceAll('&', '&amp;');
  return (
    `<link rel="preload" as="image" href="${attr(previewUrl(shown.filename, DEFAULT_PREVIEW_WIDTH, v))}"` +
    ` imagesrcset="${attr(previewSrcSet(shown.filename, v))}" imagesizes="${sizes}" fetchpriority="high">`
  );
}

describe("a gallery page's largest paint in its head", () => {
  const spa = spaOverBuild({
    indexHtml: '<!doctype html><html><head><title>Shop</title></head><body></body></html>',
    houseCategory: HOUSE,
  });

  it.each([
    // The abstract page's largest paint is its featured piece: the first one that can be bought.
    { path: '/abstract-art', category: 'Abstract Art', index: 1, sizes: FEATURED_PICTURE_SIZES },
    { path: '/sci-fi', category: 'Sci-Fi', index: 0, sizes: GALLERY_GRID_SIZES },
    { path: '/algornation', category: 'Algornation', index: 0, sizes: GALLERY_GRID_SIZES },
    { path: '/miscellaneous', category: 'Miscellaneous', index: 0, sizes: GALLERY_GRID_SIZES },
    { path: '/', category: HOUSE, index: 0, sizes: GALLERY_GRID_SIZES },
  ])('preloads $path’s picture at the srcset and sizes its <img> names', async ({ path, category, index, sizes }) => {
    const catalog = fakeCatalog((asked) => Promise.resolve(firstPageOf(asked)));
    const app = await spa.serve(catalog);
    const page = await app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    const shown = firstPageOf(category).items[index];
    if (shown === undefined) throw new Error(`no work ${index} on the page`);
    expect(page.body).toContain(imagePreload(shown, sizes));
    expect(page.body.match(/as="image"/g)).toHaveLength(1);
    expect(catalog.asked).toEqual([category]);
  });

  it.each([
    { template: 'modern-gallery', sizes: FEATURED_SHARE_SIZES.twoThirds },
    { template: 'minimalist-grid', sizes: FEATURED_SHARE_SIZES.third },
    { template: 'editorial-layout', sizes: FEATURED_SHARE_SIZES.half },
  ] as const)(
    'with a $template layout, the home page preloads its featured code, JSON and first picture',
    async ({ template, sizes }) => {
      await writeFile(
        join(spa.dist(), ROUTE_PRELOADS_FILE),
        JSON.stringify({
          '/': ['/assets/home.js', '/assets/shared.js'],
          [HOME_FEATURED_PRELOADS]: ['/assets/shared.js', '/assets/featured.js'],
        }),
      );
      // Saved order: the second work first; an id the public list no longer answers is passed over.
      const featuredIds = ['gone', FEATURED[1]?.id ?? '', FEATURED[0]?.id ?? ''];
      const catalog = fakeCatalog((asked) => Promise.resolve(firstPageOf(asked)), { template, featuredIds });
      const app = await spa.serve(catalog);
      const page = await app.inject({ method: 'GET', url: '/' });
      expect(page.statusCode).toBe(200);
      const [first] = FEATURED.slice(1);
      if (first === undefined) throw new Error('no featured work');
      expect(page.body).toContain(imagePreload(first, sizes));
      const json = featuredArtworksUrl(featuredIds).replaceAll('&', '&amp;');
      expect(page.body).toContain(`<link rel="preload" href="${json}" as="fetch" crossorigin="use-credentials">`);
      const modules = [...page.body.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map(
        (match) => match[1],
      );
      expect(modules).toEqual(['/assets/home.js', '/assets/shared.js', '/assets/featured.js']);
      expect(catalog.asked).toEqual([HOUSE, `featured ${featuredIds.join(',')}`]);
      await rm(join(spa.dist(), ROUTE_PRELOADS_FILE));
    },
  );

  it('preloads nothing of a featured section when the layout features nothing', async () => {
    const catalog = fakeCatalog((asked) => Promise.resolve(firstPageOf(asked)));
    const app = await spa.serve(catalog);
    const page = await app.inject({ method: 'GET', url: '/' });
    expect(page.body.match(/as="image"/g)).toHaveLength(1);
    expect(page.body).not.toContain('ids=');
    expect(catalog.asked).toEqual([HOUSE]);
  });

  it('preloads no picture when no piece of the abstract page can be bought (it features none)', async () => {
    const unbuyable = (category: string): ArtworkPage => ({
      ...firstPageOf(category),
      items: [artwork('01', category, NOT_FOR_SALE)],
    });
    const app = await spa.serve(fakeCatalog((category) => Promise.resolve(unbuyable(category))));
    const page = await app.inject({ method: 'GET', url: '/abstract-art' });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('as="image"');
  });

  it('asks the catalog for nothing on a page without a gallery', async () => {
    const catalog = fakeCatalog((category) => Promise.resolve(firstPageOf(category)));
    const app = await spa.serve(catalog);
    const page = await app.inject({ method: 'GET', url: '/pricing' });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('as="image"');
    expect(catalog.asked).toEqual([]);
  });

  it('serves the page without the picture when the catalog fails', async () => {
    const app = await spa.serve(fakeCatalog(() => Promise.reject(new Error('catalog down'))));
    const page = await app.inject({ method: 'GET', url: '/sci-fi' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Sci-Fi | Algorithmic Art Gallery</title>');
    expect(page.body).not.toContain('as="image"');
  });

  it('serves the page without the picture when the catalog does not answer, waiting at most a second', async () => {
    const app = await spa.serve(fakeCatalog(() => new Promise<ArtworkPage>(() => undefined)));
    const started = performance.now();
    const page = await app.inject({ method: 'GET', url: '/sci-fi' });
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('as="image"');
  });
});
