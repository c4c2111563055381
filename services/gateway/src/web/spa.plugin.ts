import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  ARTWORK_DETAIL_SIZES,
  type Artwork,
  artworkByShortIdPath,
  DEFAULT_PREVIEW_WIDTH,
  FEATURED_SHARE_SIZES,
  FEATURED_TEMPLATE_SHARES,
  featuredArtworksUrl,
  featuredInOrder,
  galleryPageUrl,
  HOME_FEATURED_PRELOADS,
  ARTWORK_PAGE_PREFIX,
  largestPaintArtwork,
  previewSrcSet,
  previewUrl,
  previewUrlVersion,
  ROUTE_PRELOADS_FILE,
  SHOP_PAGE_BY_PATH,
  SHOP_PAGES,
  type ShopIdentity,
  type ShopPagePath,
  shortIdOfArtworkPage,
  SITE_NAME,
} from '@shop/contracts';
import { NotFound } from '@shop/platform';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CatalogPages } from './seo/catalog-pages.js';
import { createTextCompressor, pickEncoding } from './seo/compressed-text.js';
import {
  artworkPageMeta,
  notFoundMeta,
  type PageMeta,
  renderHeadTags,
  shopPageMeta,
  shopPageOf,
  withoutStaticMeta,
} from './seo/page-meta.js';
import { robotsTxt, sitemapXml } from './seo/robots-sitemap.js';

// Not pages: the API, and /metrics, which is never served here (it is on METRICS_PORT).
const API_PATH = /^\/(api|paypal|admin|docs|metrics)(\/|$)/;

/** The name of the meta tag that tells the web app its house category (apps/web config/env.ts). */
export const HOUSE_CATEGORY_META = 'shop-house-category';

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** The meta tag with the footer's social links as JSON; absent when none are set. */
export const SOCIAL_LINKS_META = 'shop-social-links';

/**
 * The home page's saved layout as JSON, so the app reserves the featured section's
 * space from its first render instead of pushing the gallery down when GET /api/layout answers.
 */
export const HOME_LAYOUT_META = 'shop-home-layout';

/**
 * The shop's identity (name, logo, support address) as JSON, so the app's header,
 * footer and titles show the artist's name from their first render, never the default first.
 */
export const SHOP_IDENTITY_META = 'shop-identity';

/** The shop-wide preview version, so images name their versioned URLs from the first render. */
export const PREVIEW_VERSION_META = 'shop-preview-version';

export interface RuntimeSettings {
  houseCategory: string;
  socialLinks?: readonly { name: string; href: string }[];
}

/** index.html with the run-time settings the web app reads at start (no inline script: CSP). */
export function withRuntimeSettings(html: string, settings: RuntimeSettings): string {
  let meta = `<meta name="${HOUSE_CATEGORY_META}" content="${escapeAttribute(settings.houseCategory)}">`;
  if (settings.socialLinks?.length) {
    meta += `<meta name="${SOCIAL_LINKS_META}" content="${escapeAttribute(JSON.stringify(settings.socialLinks))}">`;
  }
  return html.replace(/<head>/i, (head) => `${head}${meta}`);
}

/** The identity as the app reads it from the page; nothing when the catalog could not say (the app asks). */
export function identityMeta(identity: ShopIdentity | undefined): string {
  if (identity === undefined) return '';
  const { shopName, supportEmail, logoUrl } = identity;
  return `<meta name="${SHOP_IDENTITY_META}" content="${escapeAttribute(JSON.stringify({ shopName, supportEmail, logoUrl }))}">`;
}

const ICON_LINK = /<link\b[^>]*\brel=["']icon["'][^>]*>/i;

/**
 * The page with the artist's logo as its icon (browser tab, bookmarks) in place of the build's
 * default favicon; the default stays while no logo is set or the catalog cannot say.
 */
export function withShopIcon(html: string, identity: ShopIdentity | undefined): string {
  if (!identity?.logoUrl) return html;
  const icon = `<link rel="icon" href="${escapeAttribute(identity.logoUrl)}">`;
  return ICON_LINK.test(html)
    ? html.replace(ICON_LINK, () => icon)
    : html.replace(/<\/head>/i, (end) => `${icon}${end}`);
}

/** What the gateway needs to give each page its own head, robots.txt and sitemap.xml. */
export interface PageSettings {
  /** PUBLIC_BASE_URL: canonical URLs, Open Graph tags and the sitemap name it. */
  publicBaseUrl: string;
  catalog: CatalogPages;
}

const ARTWORK_PAGE = /^\/art\/([^/]+)\/?$/;
/** How long a page waits for what the catalog adds to its head before it goes without. */
const HEAD_WAIT_MS = 1_000;
/** Vite's content-hashed file names (assets/index-B1x2y3z4.js): never change, cached for a year. */
const HASHED_ASSET = /^\/assets\//;
const SITEMAP_PATH = '/sitemap.xml';

/** The artwork of an artwork page, with the short id its URL names (which the app asks for). */
type ArtworkOfPage = Artwork & { shortId: string };

/**
 * `<link rel="modulepreload">` for the files of a page's lazily loaded route (and, on
 * the home page with a featured layout, of its featured section), as the web build
 * listed them (apps/web route-preloads.ts), so they load beside the entry script instead of one
 * round trip after it; a file two of them need is named once. Nothing for a key it does not
 * list, or a build without the list.
 */
function readRoutePreloads(webDist: string | undefined): (keys: readonly string[]) => string {
  const file = webDist === undefined ? undefined : join(webDist, ROUTE_PRELOADS_FILE);
  if (file === undefined || !existsSync(file)) return () => '';
  const listed = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>;
  // Written once per combination of keys (a shop page, with or without the featured section),
  // not again on every page request.
  const heads = new Map<string, string>();
  return (keys) => {
    const combination = keys.join('\n');
    let head = heads.get(combination);
    if (head === undefined) {
      head = [...new Set(keys.flatMap((key) => listed[key] ?? []))]
        .map((href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`)
        .join('');
      heads.set(combination, head);
    }
    return head;
  };
}

/** Serves the built web app; any other GET that wants a page gets index.html (client-side routing). */
export async function registerSpa(
  app: FastifyInstance,
  webDist: string | undefined,
  settings: RuntimeSettings & PageSettings,
): Promise<void> {
  const indexPath = webDist === undefined ? undefined : join(webDist, 'index.html');
  // Read once: it is small, and every page path answers with it (its own head tags added).
  const indexHtml =
    indexPath && existsSync(indexPath)
      ? withRuntimeSettings(withoutStaticMeta(readFileSync(indexPath, 'utf8')), settings)
      : undefined;
  const compress = createTextCompressor();
  const routePreloads = readRoutePreloads(webDist);
  if (webDist !== undefined && indexHtml) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The file itself lacks the run-time settings: it is answered below like any other page.
      allowedPath: (pathName) => pathName !== '/index.html' && !pathName.startsWith('/index.html.'),
      // Other plugins (Swagger UI, Bull Board) register @fastify/static in their own scopes.
      decorateReply: false,
      // apps/web writes name.br and name.gz beside each text file at build time.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, path) => {
        res.setHeader('vary', 'accept-encoding');
        const servedPath = `/${relative(webDist, path).split(sep).join('/')}`;
        // Hashed assets live forever; anything else (favicon.svg) is revalidated, so a deploy is seen at once.
        res.setHeader(
          'cache-control',
          HASHED_ASSET.test(servedPath) ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
        );
      },
    });
  }

  function sendText(request: FastifyRequest, reply: FastifyReply, text: string) {
    const encoding = pickEncoding(request.headers['accept-encoding']);
    reply.header('vary', 'accept-encoding');
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(compress(text, encoding));
  }

  function sendPage(request: FastifyRequest, reply: FastifyReply, html: string, meta: PageMeta, extraHead = '') {
    // Before </head>: the charset and viewport tags stay first, as the build wrote them.
    const page = html.replace(/<\/head>/i, (end) => `${renderHeadTags(meta)}${extraHead}${end}`);
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    return sendText(request, reply, page);
  }

  app.get('/robots.txt', async (request, reply) => {
    reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8');
    return sendText(request, reply, robotsTxt(settings.publicBaseUrl));
  });

  app.get(SITEMAP_PATH, async (request, reply) => {
    const artworks = await settings.catalog.approvedArtworks(request.id);
    reply.header('cache-control', 'public, max-age=300').type('application/xml; charset=utf-8');
    return sendText(request, reply, sitemapXml(settings.publicBaseUrl, artworks));
  });

  // The home page's first gallery page is asked for while the app's code still loads
  // (the app's own request then takes the preloaded answer: same URL, same credentials mode).
  const homeGalleryUrl = galleryPageUrl({ category: settings.houseCategory }, null);
  // At the URL and in the credentials mode of the app's own request, so that request takes it.
  const fetchPreload = (url: string) =>
    `<link rel="preload" href="${escapeAttribute(url)}" as="fetch" crossorigin="use-credentials">`;
  const homeGalleryPreload = fetchPreload(homeGalleryUrl);
  /** A category page's first gallery page, asked for beside the app's code as the home page's is. */
  function categoryGalleryPreload(page: ShopPagePath | undefined): string {
    const category = page === undefined ? undefined : SHOP_PAGE_BY_PATH[page].category;
    return category === undefined ? '' : fetchPreload(galleryPageUrl({ category }, null));
  }

  /** A preload of a preview at the very URLs an `<img>` with these `sizes` names, fetched first. */
  function previewPreload(artwork: Pick<Artwork, 'filename' | 'updatedAt'>, version: string, sizes: string): string {
    const v = previewUrlVersion(artwork.updatedAt, version);
    return (
      `<link rel="preload" as="image" href="${escapeAttribute(previewUrl(artwork.filename, DEFAULT_PREVIEW_WIDTH, v))}"` +
      ` imagesrcset="${escapeAttribute(previewSrcSet(artwork.filename, v))}"` +
      ` imagesizes="${escapeAttribute(sizes)}" fetchpriority="high">`
    );
  }

  /** The gallery a shop page shows and its largest paint, for the pages that show one. */
  function galleryOf(page: ShopPagePath | undefined) {
    const row = page === undefined ? undefined : SHOP_PAGE_BY_PATH[page];
    const category = page === SHOP_PAGES.home.path ? settings.houseCategory : row?.category;
    return category === undefined || row?.largestPaint === undefined
      ? undefined
      : { category, largestPaint: row.largestPaint };
  }

  /** `work`'s answer, or undefined when it fails or `deadline` comes first (the page goes without it). */
  const settledBy =
    (deadline: Promise<undefined>) =>
    <T>(work: Promise<T>, what: string): Promise<T | undefined> =>
      Promise.race([
        work.catch((error: unknown) => {
          app.log.warn({ err: error }, `${what} unavailable for the page head`);
          return undefined;
        }),
        deadline,
      ]);
  // A slow catalog never holds the page back long: its answer, once it comes, is cached for the next.
  const headDeadline = () =>
    new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), HEAD_WAIT_MS).unref());

  /**
   * What a page's head adds: its route's code and what the catalog gives; a part the catalog
   * cannot give is left out (the app asks itself). `page`: the shop page, if it is one;
   * `artwork`: the artwork of an artwork page, read for its meta.
   */
  async function catalogHead(
    page: ShopPagePath | undefined,
    artwork: ArtworkOfPage | undefined,
    requestId: string,
  ): Promise<string> {
    const isHome = page === SHOP_PAGES.home.path;
    const shown = galleryOf(page);
    const settled = settledBy(headDeadline());
    const layoutWork = isHome ? settled(settings.catalog.homepageLayout(requestId), 'home page layout') : undefined;
    const [version, layout, featured, gallery] = await Promise.all([
      settled(settings.catalog.previewVersion(requestId), 'preview version'),
      layoutWork,
      layoutWork?.then((saved) =>
        saved && saved.featuredIds.length > 0
          ? settled(settings.catalog.featuredArtworks(saved.featuredIds, requestId), 'featured artworks')
          : undefined,
      ),
      shown ? settled(settings.catalog.galleryFirstPage(shown.category, requestId), 'gallery first page') : undefined,
    ]);
    const featuresSome = layout !== undefined && layout.featuredIds.length > 0;
    const routeKey = page ?? (artwork ? `${ARTWORK_PAGE_PREFIX}*` : '');
    let head = routePreloads(featuresSome ? [routeKey, HOME_FEATURED_PRELOADS] : [routeKey]);
    if (version) head += `<meta name="${PREVIEW_VERSION_META}" content="${escapeAttribute(version.version)}">`;
    if (artwork) {
      // An artwork page's largest paint is its large preview, which the app names only
      // once its code has run and the artwork's JSON has come: both are asked for here instead,
      // the JSON at the URL and in the credentials mode the app's own request uses.
      head += fetchPreload(artworkByShortIdPath(artwork.shortId));
      if (version) head += previewPreload(artwork, version.version, ARTWORK_DETAIL_SIZES);
    }
    if (isHome) {
      if (layout) head += `<meta name="${HOME_LAYOUT_META}" content="${escapeAttribute(JSON.stringify(layout))}">`;
      head += homeGalleryPreload;
    }
    if (featuresSome) {
      // With a featured layout, a phone's largest paint is the section's first picture,
      // which waited for the section's code (its route preloads, above), its artworks' JSON and
      // then the picture, one after another: all are asked for here, at the URLs the section names.
      head += fetchPreload(featuredArtworksUrl(layout.featuredIds));
      const first = featured ? featuredInOrder(layout.featuredIds, featured.items)[0] : undefined;
      const sizes = FEATURED_SHARE_SIZES[FEATURED_TEMPLATE_SHARES[layout.template].first];
      if (version && first) head += previewPreload(first, version.version, sizes);
    }
    // A phone's largest paint on a gallery page is a picture the app names only once
    // its code has run and the gallery's JSON has come: fetched at once instead, at the very URLs
    // the page's <img> names (the same artwork, srcset and sizes, all from the page table), so the
    // page finds it loaded.
    const painted = shown && gallery ? largestPaintArtwork(gallery.items, shown.largestPaint) : undefined;
    if (version && shown && painted) head += previewPreload(painted, version.version, shown.largestPaint.sizes);
    return head;
  }

  /**
   * The head of a page path, and its status: 404 for what is no page of the shop. `shopName`:
   * the shop's name, asked for beside the artwork.
   */
  async function metaOf(
    path: string,
    requestId: string,
    shopName: Promise<string>,
  ): Promise<{ status: number; meta: PageMeta; artwork?: ArtworkOfPage }> {
    const page = shopPageOf(path);
    if (page) return { status: 200, meta: shopPageMeta(page, settings.publicBaseUrl, await shopName) };
    const param = ARTWORK_PAGE.exec(path)?.[1];
    const shortId = param === undefined ? undefined : shortIdOfArtworkPage(param);
    if (shortId !== undefined) {
      try {
        const artwork = await settings.catalog.artworkByShortId(shortId, requestId);
        if (artwork)
          return {
            status: 200,
            meta: artworkPageMeta(artwork, settings.publicBaseUrl, await shopName),
            artwork: { ...artwork, shortId },
          };
      } catch (error) {
        // The catalog cannot say: the shopper still gets the app (it asks again itself); a
        // crawler is told to come back rather than that the page is gone.
        app.log.warn({ err: error, shortId }, 'artwork page meta unavailable');
        return { status: 503, meta: notFoundMeta('Temporarily unavailable', await shopName) };
      }
    }
    return { status: 404, meta: notFoundMeta(undefined, await shopName) };
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '/';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !API_PATH.test(path);
    if (wantsPage && indexHtml) {
      // Each page its own head; unknown paths and artworks are real 404s (the app shows
      // its 404 page from the same index.html).
      const identity = settledBy(headDeadline())(settings.catalog.shopIdentity(request.id), 'shop identity');
      const shopName = identity.then((known) => known?.shopName ?? SITE_NAME);
      const { status, meta, artwork } = await metaOf(path, request.id, shopName);
      const known = await identity;
      const extraHead =
        identityMeta(known) +
        (status === 200
          ? categoryGalleryPreload(shopPageOf(path)) + (await catalogHead(shopPageOf(path), artwork, request.id))
          : '');
      return sendPage(request, reply.code(status), withShopIcon(indexHtml, known), meta, extraHead);
    }
    if (wantsPage) {
      return reply
        .code(503)
        .type('text/html')
        .send(
          '<!doctype html><title>Shop</title><p>The web app is not built. Run the start command, or the Vite dev server on port 5173.</p>',
        );
    }
    throw new NotFound(`Nothing at ${request.method} ${path}`);
  });
}
