import { getShopIdentity, lookupArtworks, type ShopIdentity } from '@shop/contracts';
import { callEndpoint, type ServiceCallOptions } from '@shop/platform';

/** What the e-mails read from the catalog: the shop's identity and the works' preview names. */
export interface CatalogClient {
  identity(requestId: string): Promise<ShopIdentity>;
  /** Artwork id → its public preview's filename, for the ids the catalog knows (others are absent). */
  previewFilenames(ids: readonly string[], requestId: string): Promise<Map<string, string>>;
}

const UNAVAILABLE = 'The catalog cannot give the shop identity or previews right now.';

export function createCatalogClient(options: ServiceCallOptions): CatalogClient {
  return {
    async identity(requestId) {
      const reply = await callEndpoint(getShopIdentity, { requestId, unavailableMessage: UNAVAILABLE }, options);
      return reply.body;
    },

    async previewFilenames(ids, requestId) {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return new Map();
      const { body } = await callEndpoint(
        lookupArtworks,
        { body: { ids: unique }, requestId, unavailableMessage: UNAVAILABLE },
        options,
      );
      return new Map(body.artworks.flatMap((work) => (work.filename ? [[work.id, work.filename] as const] : [])));
    },
  };
}
