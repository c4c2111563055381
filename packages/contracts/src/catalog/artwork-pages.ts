import { API_PATHS, ENDPOINT_HEADS, endpointPath, pathUrl } from '../shared/paths.js';
import type { ArtworkSort } from './artwork.js';
import { SHOP_PAGES, SITE_NAME, type ShopPagePath, shopPageTitle } from './shop-pages.js';

// No zod here: the shop's pages import these helpers, and a zod schema in this module would bring
// zod into the home page's JavaScript (bench/web/home-js-size.mjs). The route's params schema is in
// artwork-page-route.ts.

/**
 * Every artwork has a public page at a stable, readable URL,
 * `/art/<slug>-<short id>`: the slug is made from the title (and may change with it; the page is
 * found by the short id alone), the short id is the first 12 hex digits of the artwork's uuid
 * (48 random bits: unique in any catalogue this shop will hold; the lookup still refuses an
 * ambiguous prefix).
 */
export const ARTWORK_PAGE_PREFIX = '/art/';
export const ARTWORK_SHORT_ID_LENGTH = 12;

const SLUG_MAX_LENGTH = 60;

/** "Neon Koi — Night Market #2" → "neon-koi-night-market-2"; "artwork" when nothing is left. */
export function artworkSlug(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/g, '');
  return slug === '' ? 'artwork' : slug;
}

/** The first 12 hex digits of a uuid, dashes left out. */
export function artworkShortId(id: string): string {
  return id.replaceAll('-', '').slice(0, ARTWORK_SHORT_ID_LENGTH).toLowerCase();
}

/** The page of an artwork, e.g. `/art/neon-koi-3f2a9c1b7d4e`. */
export function artworkPagePath(artwork: { id: string; title: string }): string {
  return `${ARTWORK_PAGE_PREFIX}${artworkSlug(artwork.title)}-${artworkShortId(artwork.id)}`;
}

const SHORT_ID = new RegExp(`(?:^|-)([0-9a-f]{${ARTWORK_SHORT_ID_LENGTH}})$`);

/** The short id at the end of `/art/:param` (any slug, or none), or undefined for anything else. */
export function shortIdOfArtworkPage(param: string): string | undefined {
  return SHORT_ID.exec(param.toLowerCase())?.[1];
}

/** catalog, public: GET → `Artwork` (approved only for the public; 404 otherwise). */
export const ARTWORK_BY_SHORT_ID_ROUTE = API_PATHS.artworkByShortId;
export const artworkByShortIdPath = (shortId: string) => endpointPath(ARTWORK_BY_SHORT_ID_ROUTE, { shortId });

/**
 * The shop's public pages (SHOP_PAGES), as the gateway needs them: a known path answers 200 with
 * the app, an unknown one 404 with the app's 404 page, and the sitemap lists the indexable ones.
 */
export const SHOP_PAGE_PATHS: readonly ShopPagePath[] = Object.values(SHOP_PAGES).map((page) => page.path);
export const NOT_INDEXED_PAGE_PATHS: readonly string[] = Object.values(SHOP_PAGES)
  .filter((page) => !page.indexed)
  .map((page) => page.path);

/** How many works a public gallery shows first, and adds each time the shopper scrolls to its end. */
export const GALLERY_PAGE_SIZE = 24;

/**
 * The URL of one page of a public gallery: its category or search, in its sort, after `cursor`.
 * The web app asks it and the gateway preloads the home page's first one from index.html; a
 * preload is used only when the URL is the very same, so both take it from the list endpoint's
 * declared path and this query, through the query builder every declared client uses.
 */
export function galleryPageUrl(query: GalleryPageQuery, cursor: string | null): string {
  return pathUrl(ENDPOINT_HEADS.listArtworks.path, {}, galleryPageParams(query, cursor));
}

// Types, not interfaces: a URL query is a record of its names.
export type GalleryPageQuery = {
  category?: string | undefined;
  q?: string | undefined;
  sort?: ArtworkSort | undefined;
};

/** The list endpoint's query for one gallery page (`listArtworks`'s query, as its callers send it). */
export type GalleryPageParams = GalleryPageQuery & {
  limit: number;
  cursor?: string | undefined;
};

/** The query of galleryPageUrl: what the web app and the gateway send to the list endpoint. */
export function galleryPageParams(query: GalleryPageQuery, cursor: string | null): GalleryPageParams {
  // In this order: the URL the gateway preloads is the one the app asks, byte for byte.
  return {
    category: query.category,
    q: query.q,
    sort: query.sort,
    limit: GALLERY_PAGE_SIZE,
    cursor: cursor ?? undefined,
  };
}

/**
 * The web build's list of the files each page's lazily loaded route needs (apps/web
 * route-preloads.ts), which the gateway names as modulepreload links in that page's head. Keys are
 * SHOP_PAGE_PATHS, ARTWORK_PAGE_PREFIX + '*' for every artwork page, or HOME_FEATURED_PRELOADS.
 */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/**
 * The key of the home page's featured section in ROUTE_PRELOADS_FILE: its code loads
 * only when the saved layout features something, and the gateway, which reads the layout for the
 * page's head, then preloads it too.
 */
export const HOME_FEATURED_PRELOADS = '/#featured';

/**
 * An artwork page's title, as the gateway writes it in the page's head and the app keeps it once
 * the page is running: one wording, so a crawler, a shared link and the browser tab agree.
 */
export const artworkPageTitle = (artwork: { title: string; category: string }, shopName: string = SITE_NAME): string =>
  shopPageTitle(`${artwork.title} — ${artwork.category}`, shopName);
