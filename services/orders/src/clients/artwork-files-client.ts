import { type InternalArtworkFile, lookupArtworkFiles } from '@shop/contracts';
import { callEndpoint, createGenerationCache, type CatalogGeneration, type ServiceCallOptions } from '@shop/platform';

/** The catalog's lookup of works' extra files (removed ones too, with when), for delivery. */
export interface ArtworkFilesSource {
  filesOf(artworkIds: readonly string[], requestId: string): Promise<InternalArtworkFile[]>;
}

/** How long a work's files are kept at most while the catalog's generation stays. */
export const ARTWORK_FILES_TTL_MS = 10_000;

/**
 * With a `generation`, each work's files are kept while the catalog's public generation stays
 * (attaching, relabelling or removing a file is one of its public writes): an order answer, a
 * receipt and a library page ask the catalog only for works it has not listed since.
 */
export function createArtworkFilesClient(
  options: ServiceCallOptions & { unavailableMessage: string; generation?: CatalogGeneration; ttlMs?: number },
): ArtworkFilesSource {
  const ask = async (ids: readonly string[], requestId: string) => {
    const reply = await callEndpoint(
      lookupArtworkFiles,
      { body: { ids: [...ids] }, requestId, unavailableMessage: options.unavailableMessage },
      options,
    );
    return reply.body.files;
  };
  const cache = options.generation
    ? createGenerationCache<InternalArtworkFile[]>({
        generation: options.generation,
        ttlMs: options.ttlMs ?? ARTWORK_FILES_TTL_MS,
      })
    : undefined;
  return {
    async filesOf(artworkIds, requestId) {
      const ids = [...new Set(artworkIds)];
      if (ids.length === 0) return [];
      if (!cache) return ask(ids, requestId);
      // Every work asked is kept, those without files as an empty list.
      const byWork = await cache.getMany(ids, async (missing) => {
        const files = await ask(missing, requestId);
        return new Map(missing.map((id) => [id, files.filter((file) => file.artworkId === id)]));
      });
      return ids.flatMap((id) => byWork.get(id) ?? []);
    },
  };
}
