import { getSellerDetails, type SellerDetails } from '@shop/contracts';
import {
  callEndpoint,
  createGenerationCache,
  type CatalogGeneration,
  type Logger,
  type ServiceCallOptions,
} from '@shop/platform';

/** The seller an invoice names, read from the catalog when an order is paid. */
export interface SellerSource {
  /** The seller as the artist set them; null when no legal name is set or the catalog cannot say. */
  current(requestId: string): Promise<SellerDetails | null>;
}

/**
 * Long enough that a rush of paid orders asks the catalog about once per period, like the shop
 * name; a saved change moves the catalog's generation, which retires the kept details at once.
 */
export const SELLER_DETAILS_TTL_MS = 15_000;

export function createSellerClient(
  options: ServiceCallOptions & { log: Logger; generation?: CatalogGeneration; ttlMs?: number },
): SellerSource {
  async function ask(requestId: string): Promise<SellerDetails | null> {
    const { body } = await callEndpoint(
      getSellerDetails,
      { requestId, unavailableMessage: 'The catalog cannot give the seller details right now.' },
      options,
    );
    return body.legalName ? body : null;
  }
  // Saving the seller details is one of the catalog's public writes: it sets a new generation
  // before its answer, so an order paid after the artist saved names the new seller.
  const cache = options.generation
    ? createGenerationCache<SellerDetails | null>({
        generation: options.generation,
        ttlMs: options.ttlMs ?? SELLER_DETAILS_TTL_MS,
      })
    : undefined;
  return {
    async current(requestId) {
      try {
        return cache ? await cache.get('seller', () => ask(requestId)) : await ask(requestId);
      } catch (error) {
        // A paid order is recorded even so: its receipt then names no seller (the log says why).
        // Nothing is kept: the next order asks again.
        options.log.warn({ err: error }, 'seller details unavailable; the order is recorded without them');
        return null;
      }
    },
  };
}
