import {
  ArtworkLookupResponseSchema,
  getShopIdentity,
  INTERNAL_ROUTES,
  ShopIdentitySchema,
  type ShopIdentity,
} from '@shop/contracts';
import { callService, readContractAnswer, refuseUnexpected, type InternalCallOptions } from '@shop/platform';

/** What the e-mails read from the catalog (issue #25): the shop's identity and the works' preview names. */
export interface CatalogClient {
  identity(requestId: string): Promise<ShopIdentity>;
  /** Artwork id → its public preview's filename, for the ids the catalog knows (others are absent). */
  previewFilenames(ids: readonly string[], requestId: string): Promise<Map<string, string>>;
}

const UNAVAILABLE = 'The catalog cannot give the shop identity or previews right now.';

export function createCatalogClient(options: InternalCallOptions & { baseUrl: string }): CatalogClient {
  const { log } = options;
  return {
    async identity(requestId) {
      const url = new URL(getShopIdentity.path, options.baseUrl).toString();
      const response = await callService(url, { method: 'GET', requestId, unavailableMessage: UNAVAILABLE }, options);
      if (!response.ok) return refuseUnexpected(response, url, UNAVAILABLE, log);
      return readContractAnswer(response, ShopIdentitySchema, {
        url,
        what: 'shop identity',
        unavailableMessage: UNAVAILABLE,
        log,
      });
    },

    async previewFilenames(ids, requestId) {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return new Map();
      const url = new URL(INTERNAL_ROUTES.catalogArtworkLookup, options.baseUrl).toString();
      const response = await callService(
        url,
        { method: 'POST', body: { ids: unique }, requestId, unavailableMessage: UNAVAILABLE },
        options,
      );
      if (!response.ok) return refuseUnexpected(response, url, UNAVAILABLE, log);
      const { artworks } = await readContractAnswer(response, ArtworkLookupResponseSchema, {
        url,
        what: 'catalog lookup answer',
        unavailableMessage: UNAVAILABLE,
        log,
      });
      return new Map(artworks.flatMap((work) => (work.filename ? [[work.id, work.filename] as const] : [])));
    },
  };
}
