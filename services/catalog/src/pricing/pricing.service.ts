import { type ArtPriceRange, formatCents, parseCents, type ReferencePriceSettings } from '@shop/contracts';
import type { ReferencePriceRepository } from './reference-price.repository.js';

/** The reference price the artist sets, and the range the pricing page promises. */
export function createPricingService({ referencePrice }: { referencePrice: ReferencePriceRepository }) {
  return {
    async getReferencePrice(): Promise<ReferencePriceSettings> {
      const stored = await referencePrice.get();
      return { enabled: stored.isEnabled, price: formatCents(stored.priceCents) };
    },

    async saveReferencePrice(value: ReferencePriceSettings): Promise<ReferencePriceSettings> {
      await referencePrice.put({ priceCents: parseCents(value.price), isEnabled: value.enabled });
      return value;
    },

    async artPriceRange(): Promise<ArtPriceRange> {
      const { lowest, highest } = await referencePrice.forSaleRange();
      return {
        lowest: lowest === null ? null : formatCents(lowest),
        highest: highest === null ? null : formatCents(highest),
      };
    },
  };
}

export type PricingService = ReturnType<typeof createPricingService>;
