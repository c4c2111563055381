import {
  type Artwork,
  type ArtworkPage,
  featuredArtworksParams,
  featuredArtworksUrl,
  galleryPageParams,
  getArtworkByShortId,
  getLayout,
  getPreviewVersion,
  getShopIdentity,
  type HomepageLayout,
  listArtworks,
  type PreviewVersion,
  type ShopIdentity,
} from '@shop/contracts';
import { callEndpoint, DependencyUnavailable, type Logger, Replicas, type ServiceCallOptions } from '@shop/platform';
import { createTtlCache } from './ttl-cache.js';

/** What the gateway asks the catalog to write a page's head and the sitemap (public view). */
export interface CatalogPages {
  /** The approved artwork with this short id; undefined when the catalog answers 404. */
  artworkByShortId(shortId: string, requestId: string): Promise<Artwork | undefined>;
  /** Every approved artwork, for the sitemap. */
  approvedArtworks(requestId: string): Promise<Artwork[]>;
  /** The saved home page layout, so the home page reserves its featured section at once. */
  homepageLayout(requestId: string): Promise<HomepageLayout>;
  /** The first page of a category's gallery, so its shop page preloads its largest paint. */
  galleryFirstPage(category: string, requestId: string): Promise<ArtworkPage>;
  /** The home page's featured artworks (approved ones), so it preloads their JSON's largest picture. */
  featuredArtworks(ids: readonly string[], requestId: string): Promise<ArtworkPage>;
  /** The shop-wide part of preview URLs' `v`, so pages build versioned URLs from the first render. */
  previewVersion(requestId: string): Promise<PreviewVersion>;
  /**
   * The shop's name, logo and support address, which every page's title, share tags
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
  // Every read is the public's (no role header): the catalog answers approved work only.
  const call: ServiceCallOptions = {
    baseUrl: new Replicas(options.baseUrls),
    internalToken: options.internalToken,
    log: options.log,
    timeoutMs: 3_000,
  };
  const asked = { unavailableMessage: UNAVAILABLE };

  /** The list endpoint's answer to a paged query: a page; its plain list would break the contract. */
  function pageOf(body: Artwork[] | ArtworkPage, what: string): ArtworkPage {
    if (!Array.isArray(body)) return body;
    options.log.error({ what }, 'the catalog answered a paged query with its plain list');
    throw new DependencyUnavailable(UNAVAILABLE);
  }

  /** Every approved artwork: the list endpoint without a paging parameter answers its plain list. */
  async function plainList(requestId: string): Promise<Artwork[]> {
    const { body } = await callEndpoint(listArtworks, { query: {}, requestId, ...asked }, call);
    if (Array.isArray(body)) return body;
    options.log.error('the catalog answered the plain artwork list with a page');
    throw new DependencyUnavailable(UNAVAILABLE);
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
      artworks.get(shortId, async () => {
        const reply = await callEndpoint(
          getArtworkByShortId,
          { params: { shortId }, accept: [200, 404], requestId, ...asked },
          call,
        );
        return reply.status === 200 ? reply.body : undefined;
      }),
    approvedArtworks: (requestId) => lists.get('approved', () => plainList(requestId)),
    homepageLayout: (requestId) =>
      layouts.get('layout', async () => (await callEndpoint(getLayout, { requestId, ...asked }, call)).body),
    galleryFirstPage: (category, requestId) =>
      galleries.get(category, async () => {
        const query = galleryPageParams({ category }, null);
        const { body } = await callEndpoint(listArtworks, { query, requestId, ...asked }, call);
        return pageOf(body, 'gallery page');
      }),
    featuredArtworks: (ids, requestId) =>
      featured.get(featuredArtworksUrl(ids), async () => {
        const query = featuredArtworksParams(ids);
        const { body } = await callEndpoint(listArtworks, { query, requestId, ...asked }, call);
        return pageOf(body, 'featured artworks');
      }),
    previewVersion: (requestId) =>
      versions.get('version', async () => (await callEndpoint(getPreviewVersion, { requestId, ...asked }, call)).body),
    shopIdentity: (requestId) =>
      identities
        .get('identity', async () => (await callEndpoint(getShopIdentity, { requestId, ...asked }, call)).body)
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
