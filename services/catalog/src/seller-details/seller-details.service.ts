import {
  EMPTY_SELLER_DETAILS,
  SellerDetailsSchema,
  SaveSellerDetailsBodySchema,
  type SaveSellerDetailsBody,
  type SellerDetails,
} from '@shop/contracts';
import type { SettingsRepository } from '../settings/settings.repository.js';

const SELLER_KEY = 'seller_details';

/**
 * The seller invoices name (legal name, address, VAT/tax id): one settings row beside the
 * shop identity. Orders copies it onto each order when it is paid, so an invoice keeps the seller
 * it was issued by.
 */
export function createSellerDetailsService({ settings }: { settings: SettingsRepository }) {
  return {
    async get(): Promise<SellerDetails> {
      const parsed = SellerDetailsSchema.safeParse(await settings.get(SELLER_KEY));
      return parsed.success ? parsed.data : EMPTY_SELLER_DETAILS;
    },

    async save(body: SaveSellerDetailsBody): Promise<SellerDetails> {
      // The route validated it; parsing again applies the schema's trimming and empty-to-null.
      const details: SellerDetails = SaveSellerDetailsBodySchema.parse(body);
      await settings.put(SELLER_KEY, details);
      return details;
    },
  };
}

export type SellerDetailsService = ReturnType<typeof createSellerDetailsService>;
