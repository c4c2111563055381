import { ArtworkLookupResponseSchema, INTERNAL_ROUTES, type InternalArtwork } from '@shop/contracts';
import { callService, DependencyUnavailable, refuseUnexpected, type InternalCallOptions } from '@shop/platform';

export interface CatalogClient {
  /** The artworks among `ids` that exist (unknown ids are simply absent). */
  lookup(ids: readonly string[], requestId: string): Promise<InternalArtwork[]>;
}

export type CatalogClientOptions = InternalCallOptions & { baseUrl: string };

const UNAVAILABLE = 'The catalog is unavailable, so prices cannot be checked. Please try again shortly.';

/** The catalog's internal lookup (contracts INTERNAL_ROUTES), called like the gateway calls services. */
export function createCatalogClient(options: CatalogClientOptions): CatalogClient {
  const url = new URL(INTERNAL_ROUTES.catalogArtworkLookup, options.baseUrl).toString();
  return {
    async lookup(ids, requestId) {
      if (ids.length === 0) return [];
      const response = await callService(
        url,
        { method: 'POST', body: { ids }, requestId, unavailableMessage: UNAVAILABLE },
        options,
      );
      // Our request is built from validated ids, so any refusal is the catalog's problem (or a
      // wrong INTERNAL_TOKEN): the shopper can only retry, the operator reads the log line.
      if (!response.ok) return refuseUnexpected(response, url, UNAVAILABLE, options.log);
      const parsed = ArtworkLookupResponseSchema.safeParse(await response.json().catch(() => undefined));
      if (!parsed.success) {
        options.log.error(
          { issues: parsed.error.issues.slice(0, 5), url },
          'catalog lookup answer does not match the contract',
        );
        throw new DependencyUnavailable(UNAVAILABLE);
      }
      return parsed.data.artworks;
    },
  };
}
