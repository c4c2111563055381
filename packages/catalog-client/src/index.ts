import { lookupArtworks, type InternalArtwork } from '@shop/contracts';
import { callEndpoint, type ServiceCallOptions } from '@shop/platform';

/** The catalog's internal artwork lookup (contracts' `lookupArtworks`), as orders and payments call it. */
export interface CatalogClient {
  /** The artworks among `ids` that exist (unknown ids are simply absent). */
  lookup(ids: readonly string[], requestId: string): Promise<InternalArtwork[]>;
}

export type CatalogClientOptions = ServiceCallOptions & {
  /** What the caller's client is told when the catalog cannot answer (each service words it for its shopper). */
  unavailableMessage: string;
};

export function createCatalogClient(options: CatalogClientOptions): CatalogClient {
  const { unavailableMessage } = options;
  return {
    async lookup(ids, requestId) {
      if (ids.length === 0) return [];
      // Our request is built from validated ids, so any refusal is the catalog's problem (or a
      // wrong INTERNAL_TOKEN): the shopper can only retry, the operator reads the log line.
      const reply = await callEndpoint(
        lookupArtworks,
        { body: { ids: [...ids] }, requestId, unavailableMessage },
        options,
      );
      return reply.body.artworks;
    },
  };
}
