import { getShopIdentity, lookupArtworks, type ShopIdentity } from '@shop/contracts';
import { callEndpoint, createGenerationCache, type CatalogGeneration, type ServiceCallOptions } from '@shop/platform';

/** What the e-mails read from the catalog: the shop's identity and the works' preview names. */
export interface CatalogClient {
  identity(requestId: string): Promise<ShopIdentity>;
  /** Artwork id → its public preview's filename, for the ids the catalog knows (others are absent). */
  previewFilenames(ids: readonly string[], requestId: string): Promise<Map<string, string>>;
}

const UNAVAILABLE = 'The catalog cannot give the shop identity or previews right now.';

/**
 * How long an answer is kept at most while the catalog announces no change; a change it
 * announces (a new name, logo or support address, an approved or replaced work) retires it at once.
 */
export const CATALOG_ANSWER_TTL_MS = 15_000;

/**
 * With `generation`, the identity and each work's preview name are kept while the catalog's public
 * generation stays (its identity, logo and artwork writes all move it before their answer), so
 * a burst of receipts asks the catalog about once instead of twice per e-mail.
 */
export function createCatalogClient(
  options: ServiceCallOptions & { generation?: CatalogGeneration; ttlMs?: number },
): CatalogClient {
  const cacheOf = <T>() =>
    options.generation
      ? createGenerationCache<T>({ generation: options.generation, ttlMs: options.ttlMs ?? CATALOG_ANSWER_TTL_MS })
      : undefined;
  const identities = cacheOf<ShopIdentity>();
  // A work the catalog knows without a preview yet is kept as null, so it is not asked again.
  const previews = cacheOf<string | null>();

  async function askIdentity(requestId: string): Promise<ShopIdentity> {
    const reply = await callEndpoint(getShopIdentity, { requestId, unavailableMessage: UNAVAILABLE }, options);
    return reply.body;
  }

  async function askPreviews(ids: readonly string[], requestId: string): Promise<Map<string, string | null>> {
    const { body } = await callEndpoint(
      lookupArtworks,
      { body: { ids: [...ids] }, requestId, unavailableMessage: UNAVAILABLE },
      options,
    );
    return new Map(body.artworks.map((work) => [work.id, work.filename ?? null]));
  }

  return {
    async identity(requestId) {
      return identities ? identities.get('identity', () => askIdentity(requestId)) : askIdentity(requestId);
    },

    async previewFilenames(ids, requestId) {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return new Map();
      const found = previews
        ? await previews.getMany(unique, (missing) => askPreviews(missing, requestId))
        : await askPreviews(unique, requestId);
      return new Map([...found].flatMap(([id, filename]) => (filename ? [[id, filename] as const] : [])));
    },
  };
}
