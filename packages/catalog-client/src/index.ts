import { ArtworkLookupResponseSchema, INTERNAL_ROUTES, type InternalArtwork } from '@shop/contracts';
import { callService, readContractAnswer, refuseUnexpected, type InternalCallOptions } from '@shop/platform';

/** The catalog's internal artwork lookup (contracts INTERNAL_ROUTES), as orders and payments call it. */
export interface CatalogClient {
  /** The artworks among `ids` that exist (unknown ids are simply absent). */
  lookup(ids: readonly string[], requestId: string): Promise<InternalArtwork[]>;
}

export type CatalogClientOptions = InternalCallOptions & {
  baseUrl: string;
  /** What the caller's client is told when the catalog cannot answer (each service words it for its shopper). */
  unavailableMessage: string;
};

export function createCatalogClient(options: CatalogClientOptions): CatalogClient {
  const url = new URL(INTERNAL_ROUTES.catalogArtworkLookup, options.baseUrl).toString();
  const { unavailableMessage, log } = options;
  return {
    async lookup(ids, requestId) {
      if (ids.length === 0) return [];
      const response = await callService(
        url,
        { method: 'POST', body: { ids }, requestId, unavailableMessage },
        options,
      );
      // Our request is built from validated ids, so any refusal is the catalog's problem (or a
      // wrong INTERNAL_TOKEN): the shopper can only retry, the operator reads the log line.
      if (!response.ok) return refuseUnexpected(response, url, unavailableMessage, log);
      const answer = await readContractAnswer(response, ArtworkLookupResponseSchema, {
        url,
        what: 'catalog lookup answer',
        unavailableMessage,
        log,
      });
      return answer.artworks;
    },
  };
}
