import {
  EMPTY_SELLER_DETAILS,
  SellerDetailsSchema,
  SaveSellerDetailsBodySchema,
  type SaveSellerDetailsBody,
  type SellerDetails,
} from '@shop/contracts';
import { settingsRecord } from '../settings/settings-record.js';
import type { SettingsRepository } from '../settings/settings.repository.js';

/**
 * The seller invoices name (legal name, address, VAT/tax id): one settings row beside the
 * shop identity. Orders copies it onto each order when it is paid, so an invoice keeps the seller
 * it was issued by.
 */
export function createSellerDetailsService({ settings }: { settings: SettingsRepository }) {
  const record = settingsRecord(settings, 'seller_details', SellerDetailsSchema);
  return {
    async get(): Promise<SellerDetails> {
      return (await record.read()) ?? EMPTY_SELLER_DETAILS;
    },

    async save(body: SaveSellerDetailsBody): Promise<SellerDetails> {
      // The route validated it; parsing again applies the schema's trimming and empty-to-null.
      const details: SellerDetails = SaveSellerDetailsBodySchema.parse(body);
      await record.write(details);
      return details;
    },
  };
}

export type SellerDetailsService = ReturnType<typeof createSellerDetailsService>;
