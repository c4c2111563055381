import { lookupArtworks, type InternalArtwork, type InternalLicenceTier } from '@shop/contracts';
import { callEndpoint, createGenerationCache, type CatalogGeneration, type ServiceCallOptions } from '@shop/platform';

/** What a cart is priced from: its artworks and the shop's licence tiers (none: the shop licence). */
export interface PricingCatalog {
  lookupForPricing(
    ids: readonly string[],
    requestId: string,
  ): Promise<{ artworks: InternalArtwork[]; licences: InternalLicenceTier[] }>;
}

/**
 * How long an artwork's price and the licence tiers are kept at most while the catalog announces no
 * change: the bound on a change whose announcement was lost. An announced change retires them at once.
 */
export const PRICING_TTL_MS = 10_000;

/** The tiers' place among the kept answers (an artwork's is its id, never this). */
const LICENCES = 'licence tiers';

/**
 * The catalog's lookup with the licence tiers in the same round trip (`withLicences`). A cart of
 * packs only asks nothing: packs take no licence.
 *
 * With `generation`, each artwork and the tiers are kept while the catalog's public generation
 * stays, so a quote and its payment order ask the catalog once between them. That keeps prices
 * current: every write that changes what is priced (a price, the status, for sale, the category,
 * the licence tiers) is one of the catalog's PUBLIC_WRITES, which set a new generation before
 * their answer leaves; a checkout priced after such a change was saved asks the catalog, and one
 * priced just before it is no different from one that asked a moment earlier.
 */
export function createPricingCatalog(
  options: ServiceCallOptions & { unavailableMessage: string; generation?: CatalogGeneration; ttlMs?: number },
): PricingCatalog {
  async function ask(ids: readonly string[], requestId: string) {
    // Our request is built from validated ids, so any refusal is the catalog's problem (or a
    // wrong INTERNAL_TOKEN): the shopper can only retry, the operator reads the log line.
    const reply = await callEndpoint(
      lookupArtworks,
      { body: { ids: [...ids], withLicences: true }, requestId, unavailableMessage: options.unavailableMessage },
      options,
    );
    return { artworks: reply.body.artworks, licences: reply.body.licences ?? [] };
  }
  const cache = options.generation
    ? createGenerationCache<InternalArtwork | InternalLicenceTier[]>({
        generation: options.generation,
        ttlMs: options.ttlMs ?? PRICING_TTL_MS,
      })
    : undefined;
  return {
    async lookupForPricing(ids, requestId) {
      if (ids.length === 0) return { artworks: [], licences: [] };
      if (!cache) return ask(ids, requestId);
      const unique = [...new Set(ids)];
      const kept = await cache.getMany([...unique, LICENCES], async (missing) => {
        const missingIds = missing.filter((key) => key !== LICENCES);
        // Only the tiers missing: asked with the cart's ids (the lookup needs one).
        const answer = await ask(missingIds.length > 0 ? missingIds : unique, requestId);
        return new Map<string, InternalArtwork | InternalLicenceTier[]>([
          ...answer.artworks.map((artwork) => [artwork.id, artwork] as const),
          [LICENCES, answer.licences],
        ]);
      });
      return {
        artworks: unique.flatMap((id) => {
          const artwork = kept.get(id);
          return artwork && !Array.isArray(artwork) ? [artwork] : [];
        }),
        licences: (kept.get(LICENCES) as InternalLicenceTier[] | undefined) ?? [],
      };
    },
  };
}
