import { lookupArtworks, type InternalArtwork } from '@shop/contracts';
import { callEndpoint, createGenerationCache, type CatalogGeneration, type ServiceCallOptions } from '@shop/platform';

/** The catalog's internal artwork lookup (contracts' `lookupArtworks`), as orders and payments call it. */
export interface CatalogClient {
  /**
   * The artworks among `ids` that exist (unknown ids are simply absent). `fresh` asks the catalog
   * whatever is kept (a download that found the file it was told of removed).
   */
  lookup(ids: readonly string[], requestId: string, options?: { fresh?: boolean }): Promise<InternalArtwork[]>;
}

export type CatalogClientOptions = ServiceCallOptions & {
  /** What the caller's client is told when the catalog cannot answer (each service words it for its shopper). */
  unavailableMessage: string;
  /**
   * Keeps each artwork's answer while the catalog's public generation stays the one it was read
   * under (below). Without it every lookup asks the catalog.
   */
  cache?: { generation: CatalogGeneration; ttlMs?: number };
};

/**
 * How long a looked-up artwork is kept at most while no change is announced: the bound on a
 * change whose announcement was lost. A change that was announced retires it at once.
 */
export const ARTWORK_LOOKUP_TTL_MS = 10_000;

export function createCatalogClient(options: CatalogClientOptions): CatalogClient {
  const { unavailableMessage } = options;
  // Our request is built from validated ids, so any refusal is the catalog's problem (or a
  // wrong INTERNAL_TOKEN): the shopper can only retry, the operator reads the log line.
  async function ask(ids: readonly string[], requestId: string): Promise<InternalArtwork[]> {
    const reply = await callEndpoint(
      lookupArtworks,
      { body: { ids: [...ids] }, requestId, unavailableMessage },
      options,
    );
    return reply.body.artworks;
  }
  // Safe for prices: every write that changes what a lookup answers (price, status, for sale,
  // category, title, file) is one of the catalog's PUBLIC_WRITES, which set a new generation before
  // their answer leaves; a checkout that reads after a change has been saved therefore asks the
  // catalog, and one that read just before it is no different from one that asked a moment earlier.
  const cache = options.cache
    ? createGenerationCache<InternalArtwork>({
        generation: options.cache.generation,
        ttlMs: options.cache.ttlMs ?? ARTWORK_LOOKUP_TTL_MS,
      })
    : undefined;
  return {
    async lookup(ids, requestId, { fresh = false } = {}) {
      if (ids.length === 0) return [];
      if (!cache || fresh) return ask(ids, requestId);
      const found = await cache.getMany(ids, async (missing) => {
        const artworks = await ask(missing, requestId);
        return new Map(artworks.map((artwork) => [artwork.id, artwork]));
      });
      return [...new Set(ids)].flatMap((id) => {
        const artwork = found.get(id);
        return artwork ? [artwork] : [];
      });
    },
  };
}
