import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

export interface StoredReferencePrice {
  priceCents: number;
  isEnabled: boolean;
}

/** The shop's one reference price row and the prices of what is for sale. */
export function createReferencePriceRepository(db: Kysely<Database>) {
  async function get(): Promise<StoredReferencePrice> {
    const row = await db.selectFrom('reference_price').select(['price_cents', 'is_enabled']).executeTakeFirstOrThrow();
    return { priceCents: row.price_cents, isEnabled: row.is_enabled };
  }

  return {
    get,

    /** The price struck beside a work without its own compare-at price, or null when switched off. */
    async activeCents(): Promise<number | null> {
      const { priceCents, isEnabled } = await get();
      return isEnabled ? priceCents : null;
    },

    async put(value: StoredReferencePrice): Promise<void> {
      await db
        .updateTable('reference_price')
        .set({ price_cents: value.priceCents, is_enabled: value.isEnabled, updated_at: sql<Date>`now()` })
        .where('id', '=', true)
        .execute();
    },

    /** Lowest and highest price of the works a buyer can buy now: approved, for sale, priced. */
    async forSaleRange(): Promise<{ lowest: number | null; highest: number | null }> {
      const row = await db
        .selectFrom('artworks')
        .select((eb) => [eb.fn.min('price_cents').as('lowest'), eb.fn.max('price_cents').as('highest')])
        .where('status', '=', 'approved')
        .where('is_for_sale', '=', true)
        .where('price_cents', 'is not', null)
        .executeTakeFirstOrThrow();
      return { lowest: row.lowest, highest: row.highest };
    },
  };
}

export type ReferencePriceRepository = ReturnType<typeof createReferencePriceRepository>;
