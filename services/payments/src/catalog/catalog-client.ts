import { ArtworkLookupResponseSchema, INTERNAL_HEADERS, INTERNAL_ROUTES, type InternalArtwork } from '@shop/contracts';
import { DependencyUnavailable, type Logger } from '@shop/platform';

export interface CatalogClient {
  /** The artworks among `ids` that exist (unknown ids are simply absent). */
  lookup(ids: readonly string[], requestId: string): Promise<InternalArtwork[]>;
}

export interface CatalogClientOptions {
  baseUrl: string;
  internalToken: string;
  log: Logger;
  timeoutMs?: number;
}

const UNAVAILABLE = 'The catalog is unavailable, so prices cannot be checked. Please try again shortly.';

/** The catalog's internal lookup (contracts INTERNAL_ROUTES), called like the gateway calls services. */
export function createCatalogClient(options: CatalogClientOptions): CatalogClient {
  const url = new URL(INTERNAL_ROUTES.catalogArtworkLookup, options.baseUrl).toString();
  return {
    async lookup(ids, requestId) {
      if (ids.length === 0) return [];
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [INTERNAL_HEADERS.token]: options.internalToken,
            [INTERNAL_HEADERS.requestId]: requestId,
          },
          body: JSON.stringify({ ids }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
        });
      } catch (error) {
        options.log.warn({ err: error, url }, 'catalog lookup failed');
        throw new DependencyUnavailable(UNAVAILABLE);
      }
      if (!response.ok) {
        // Our request is built from validated ids, so any refusal is the catalog's problem (or a
        // wrong INTERNAL_TOKEN): the shopper can only retry, the operator reads this line.
        options.log.error(
          { status: response.status, body: (await response.text()).slice(0, 500), url },
          'catalog lookup refused',
        );
        throw new DependencyUnavailable(UNAVAILABLE);
      }
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
