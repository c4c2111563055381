import {
  type Artwork,
  artworkByShortIdPath,
  ArtworkListSchema,
  ArtworkSchema,
  type HomepageLayout,
  HomepageLayoutSchema,
} from '@shop/contracts';
import { callService, type Logger, readContractAnswer, refuseUnexpected } from '@shop/platform';
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
  baseUrl: string;
  internalToken: string;
  log: Logger;
  ttlMs: number;
  maxEntries?: number;
}): CatalogPages {
  const call = { internalToken: options.internalToken, log: options.log, timeoutMs: 3_000 };
  const artworks = createTtlCache<Artwork | undefined>({ ttlMs: options.ttlMs, maxEntries: options.maxEntries ?? 500 });
  const lists = createTtlCache<Artwork[]>({ ttlMs: options.ttlMs, maxEntries: 1 });
  const layouts = createTtlCache<HomepageLayout>({ ttlMs: Math.min(options.ttlMs, LAYOUT_TTL_CAP_MS), maxEntries: 1 });

  async function fetchArtwork(shortId: string, requestId: string): Promise<Artwork | undefined> {
    // No role header: the catalog answers as to the public (approved work only).
    const url = new URL(artworkByShortIdPath(shortId), options.baseUrl).toString();
    const response = await callService(url, { method: 'GET', requestId, unavailableMessage: UNAVAILABLE }, call);
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
    const url = new URL('/api/artworks', options.baseUrl).toString();
    const response = await callService(url, { method: 'GET', requestId, unavailableMessage: UNAVAILABLE }, call);
    if (!response.ok) return refuseUnexpected(response, url, UNAVAILABLE, options.log);
    return readContractAnswer(response, ArtworkListSchema, {
      url,
      what: 'artwork list',
      unavailableMessage: UNAVAILABLE,
      log: options.log,
    });
  }

  async function fetchLayout(requestId: string): Promise<HomepageLayout> {
    const url = new URL('/api/layout', options.baseUrl).toString();
    const response = await callService(url, { method: 'GET', requestId, unavailableMessage: UNAVAILABLE }, call);
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
