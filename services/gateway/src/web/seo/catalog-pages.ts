import {
  type Artwork,
  artworkByShortIdPath,
  ArtworkListSchema,
  ArtworkSchema,
  type HomepageLayout,
  HomepageLayoutSchema,
} from '@shop/contracts';
import { callService, DependencyUnavailable, type Logger, readContractAnswer, refuseUnexpected } from '@shop/platform';
import { createTtlCache } from './ttl-cache.js';

/** What the gateway asks the catalog to write a page's meta tags and the sitemap (public view). */
export interface CatalogPages {
  /** The approved artwork with this short id; undefined when the catalog answers 404. */
  artworkByShortId(shortId: string, requestId: string): Promise<Artwork | undefined>;
  /** Every approved artwork, for the sitemap. */
  approvedArtworks(requestId: string): Promise<Artwork[]>;
  /** The saved home page layout, so the home page reserves its featured section at once. */
  homepageLayout(requestId: string): Promise<HomepageLayout>;
}

/** A saved layout shows on the next home page within this long, whatever the page meta cache. */
const LAYOUT_TTL_CAP_MS = 5_000;

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
  const artworks = createTtlCache<Artwork | undefined>({ ttlMs: options.ttlMs, maxEntries: options.maxEntries ?? 500 });
  const lists = createTtlCache<Artwork[]>({ ttlMs: options.ttlMs, maxEntries: 1 });
  const layouts = createTtlCache<HomepageLayout>({ ttlMs: Math.min(options.ttlMs, LAYOUT_TTL_CAP_MS), maxEntries: 1 });

  async function fetchArtwork(shortId: string, requestId: string): Promise<Artwork | undefined> {
    // No role header: the catalog answers as to the public (approved work only).
    const { response, url } = await get(artworkByShortIdPath(shortId), requestId);
    if (response.status === 404) {
      await response.body?.cancel();
      return undefined;
    }
    if (!response.ok) return refuseUnexpected(response, url, UNAVAILABLE, options.log);
    return readContractAnswer(response, ArtworkSchema, {
      url,
      what: 'artwork answer',
      unavailableMessage: UNAVAILABLE,
      log: options.log,
    });
  }

  async function fetchApproved(requestId: string): Promise<Artwork[]> {
    const { response, url } = await get('/api/artworks', requestId);
    if (!response.ok) return refuseUnexpected(response, url, UNAVAILABLE, options.log);
    return readContractAnswer(response, ArtworkListSchema, {
      url,
      what: 'artwork list',
      unavailableMessage: UNAVAILABLE,
      log: options.log,
    });
  }

  async function fetchLayout(requestId: string): Promise<HomepageLayout> {
    const { response, url } = await get('/api/layout', requestId);
    if (!response.ok) return refuseUnexpected(response, url, UNAVAILABLE, options.log);
    return readContractAnswer(response, HomepageLayoutSchema, {
      url,
      what: 'homepage layout',
      unavailableMessage: UNAVAILABLE,
      log: options.log,
    });
  }

  return {
    homepageLayout: (requestId) => layouts.get('layout', () => fetchLayout(requestId)),
    artworkByShortId: (shortId, requestId) => artworks.get(shortId, () => fetchArtwork(shortId, requestId)),
    approvedArtworks: (requestId) => lists.get('approved', () => fetchApproved(requestId)),
  };
}
