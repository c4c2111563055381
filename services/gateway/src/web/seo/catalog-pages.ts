import {
  type Artwork,
  artworkByShortIdPath,
  endpointPath,
  getLayout,
  getPreviewVersion,
  listArtworks,
  ArtworkListSchema,
  type ArtworkPage,
  ArtworkPageSchema,
  ArtworkSchema,
  featuredArtworksUrl,
  galleryPageUrl,
  type HomepageLayout,
  HomepageLayoutSchema,
  type PreviewVersion,
  PreviewVersionSchema,
  getShopIdentity,
  type ShopIdentity,
  ShopIdentitySchema,
} from '@shop/contracts';
import { callService, DependencyUnavailable, type Logger, readContractAnswer, refuseUnexpected } from '@shop/platform';
import type { z } from 'zod';
import { createTtlCache } from './ttl-cache.js';

/** What the gateway asks the catalog to write a page's head and the sitemap (public view). */
export interface CatalogPages {
  /** The approved artwork with this short id; undefined when the catalog answers 404. */
  artworkByShortId(shortId: string, requestId: string): Promise<Artwork | undefined>;
  /** Every approved artwork, for the sitemap. */
  approvedArtworks(requestId: string): Promise<Artwork[]>;
  /** The saved home page layout, so the home page reserves its featured section at once. */
  homepageLayout(requestId: string): Promise<HomepageLayout>;
  /** The first page of a category's gallery, so its shop page preloads its largest paint (issues #15, #26). */
  galleryFirstPage(category: string, requestId: string): Promise<ArtworkPage>;
  /** The home page's featured artworks (approved ones), so it preloads their JSON's largest picture. */
  featuredArtworks(ids: readonly string[], requestId: string): Promise<ArtworkPage>;
  /** The shop-wide part of preview URLs' `v`, so pages build versioned URLs from the first render. */
  previewVersion(requestId: string): Promise<PreviewVersion>;
  /**
   * Issue #36: the shop's name, logo and support address, which every page's title, share tags
   * and first render show. While the catalog cannot answer, the last identity it gave.
   */
  shopIdentity(requestId: string): Promise<ShopIdentity>;
  /** Drops everything kept: the catalog announced a change. */
  forget(): void;
}

/** What the home page shows of the catalog is at most this old, whatever the page meta cache. */
const HOME_TTL_CAP_MS = 5_000;

const UNAVAILABLE = 'The catalog service is unavailable.';

export function createCatalogPages(options: {
  /** Every catalog replica (CATALOG_URL): a read that meets a dead one is asked of the next. */
  baseUrls: readonly string[];
  internalToken: string;
  log: Logger;
  ttlMs: number;
  maxEntries?: number;
}): CatalogPages {
  const call = { internalToken: options.internalToken, log: options.log, timeoutMs: 3_000 };
  if (options.baseUrls.length === 0) throw new Error('createCatalogPages needs at least one catalog URL');
  let next = 0;

  /** GET `path` of one replica after another (round robin), until one answers at all. */
  async function get(path: string, requestId: string): Promise<{ response: Response; url: string }> {
    const start = next++ % options.baseUrls.length;
    for (let tried = 0; ; tried += 1) {
      const base = options.baseUrls[(start + tried) % options.baseUrls.length] ?? '';
      const url = new URL(path, base).toString();
      try {
        return {
          response: await callService(url, { method: 'GET', requestId, unavailableMessage: UNAVAILABLE }, call),
          url,
        };
      } catch (error) {
        if (!(error instanceof DependencyUnavailable) || tried + 1 >= options.baseUrls.length) throw error;
      }
    }
  }

  /** The public answer at `path`, checked against its contract; undefined for a 404 when `allowMissing`. */
  async function read<T>(path: string, schema: z.ZodType<T>, what: string, requestId: string): Promise<T>;
  async function read<T>(
    path: string,
    schema: z.ZodType<T>,
    what: string,
    requestId: string,
    allowMissing: true,
  ): Promise<T | undefined>;
  async function read<T>(
    path: string,
    schema: z.ZodType<T>,
    what: string,
    requestId: string,
    allowMissing = false,
  ): Promise<T | undefined> {
    // No role header: the catalog answers as to the public (approved work only).
    const { response, url } = await get(path, requestId);
    if (allowMissing && response.status === 404) {
      await response.body?.cancel();
      return undefined;
    }
    if (!response.ok) return refuseUnexpected(response, url, UNAVAILABLE, options.log);
    return readContractAnswer(response, schema, { url, what, unavailableMessage: UNAVAILABLE, log: options.log });
  }

  const homeTtlMs = Math.min(options.ttlMs, HOME_TTL_CAP_MS);
  const artworks = createTtlCache<Artwork | undefined>({ ttlMs: options.ttlMs, maxEntries: options.maxEntries ?? 500 });
  const lists = createTtlCache<Artwork[]>({ ttlMs: options.ttlMs, maxEntries: 1 });
  const layouts = createTtlCache<HomepageLayout>({ ttlMs: homeTtlMs, maxEntries: 1 });
  const galleries = createTtlCache<ArtworkPage>({ ttlMs: homeTtlMs, maxEntries: 8 });
  const featured = createTtlCache<ArtworkPage>({ ttlMs: homeTtlMs, maxEntries: 4 });
  const versions = createTtlCache<PreviewVersion>({ ttlMs: homeTtlMs, maxEntries: 1 });
  const identities = createTtlCache<ShopIdentity>({ ttlMs: homeTtlMs, maxEntries: 1 });
  // Kept through forget(): a page written while the catalog is away still names the shop as it was.
  let lastIdentity: ShopIdentity | undefined;

  return {
    artworkByShortId: (shortId, requestId) =>
      artworks.get(shortId, () =>
        read(artworkByShortIdPath(shortId), ArtworkSchema, 'artwork answer', requestId, true),
      ),
    approvedArtworks: (requestId) =>
      lists.get('approved', () => read(endpointPath(listArtworks.path), ArtworkListSchema, 'artwork list', requestId)),
    homepageLayout: (requestId) =>
      layouts.get('layout', () =>
        read(endpointPath(getLayout.path), HomepageLayoutSchema, 'homepage layout', requestId),
      ),
    galleryFirstPage: (category, requestId) =>
      galleries.get(category, () =>
        read(galleryPageUrl({ category }, null), ArtworkPageSchema, 'gallery page', requestId),
      ),
    featuredArtworks: (ids, requestId) => {
      const url = featuredArtworksUrl(ids);
      return featured.get(url, () => read(url, ArtworkPageSchema, 'featured artworks', requestId));
    },
    previewVersion: (requestId) =>
      versions.get('version', () =>
        read(endpointPath(getPreviewVersion.path), PreviewVersionSchema, 'preview version', requestId),
      ),
    shopIdentity: (requestId) =>
      identities
        .get('identity', () => read(endpointPath(getShopIdentity.path), ShopIdentitySchema, 'shop identity', requestId))
        .then(
          (identity) => (lastIdentity = identity),
          (error: unknown) => {
            if (lastIdentity) return lastIdentity;
            throw error;
          },
        ),
    forget() {
      for (const cache of [artworks, lists, layouts, galleries, featured, versions, identities]) cache.clear();
    },
  };
}
