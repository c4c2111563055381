import { lookupArtworks, type InternalArtwork, type InternalLicenceTier } from '@shop/contracts';
import { callEndpoint, type ServiceCallOptions } from '@shop/platform';

/** What a cart is priced from: its artworks and the shop's licence tiers (none: the shop licence). */
export interface PricingCatalog {
  lookupForPricing(
    ids: readonly string[],
    requestId: string,
  ): Promise<{ artworks: InternalArtwork[]; licences: InternalLicenceTier[] }>;
}

/**
 * The catalog's lookup with the licence tiers in the same round trip (`withLicences`). A cart of
 * packs only asks nothing: packs take no licence.
 */
export function createPricingCatalog(options: ServiceCallOptions & { unavailableMessage: string }): PricingCatalog {
  return {
    async lookupForPricing(ids, requestId) {
      if (ids.length === 0) return { artworks: [], licences: [] };
      // Our request is built from validated ids, so any refusal is the catalog's problem (or a
      // wrong INTERNAL_TOKEN): the shopper can only retry, the operator reads the log line.
      const reply = await callEndpoint(
        lookupArtworks,
        { body: { ids: [...ids], withLicences: true }, requestId, unavailableMessage: options.unavailableMessage },
        options,
      );
      return { artworks: reply.body.artworks, licences: reply.body.licences ?? [] };
    },
  };
}
