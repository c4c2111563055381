import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

export interface StoredLicenceTier {
  id: string;
  name: string;
  text: string;
  priceDifferenceCents: number;
}

/** What a save writes: an `id` updates that tier in place, none inserts one. */
export interface LicenceTierToSave {
  id: string | undefined;
  name: string;
  text: string;
  priceDifferenceCents: number;
}

/** The licence tiers, in the artist's order (position 1 first). */
export function createLicenceTierRepository(db: Kysely<Database>) {
  return {
    async list(): Promise<StoredLicenceTier[]> {
      const rows = await db
        .selectFrom('licence_tiers')
        .select(['id', 'name', 'text', 'price_difference_cents'])
        .orderBy('position')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        text: row.text,
        priceDifferenceCents: row.price_difference_cents,
      }));
    },

    async ids(): Promise<string[]> {
      return (await db.selectFrom('licence_tiers').select('id').execute()).map((row) => row.id);
    },

    /**
     * Replaces the list; call it in a transaction. Rewritten whole, so positions never collide
     * while reordering; a kept tier is written back under its id (a cart may name it).
     */
    async replaceAll(tiers: readonly LicenceTierToSave[]): Promise<void> {
      await db.deleteFrom('licence_tiers').execute();
      if (tiers.length === 0) return;
      await db
        .insertInto('licence_tiers')
        .values(
          tiers.map((tier, index) => ({
            ...(tier.id === undefined ? {} : { id: tier.id }),
            position: index + 1,
            name: tier.name,
            text: tier.text,
            price_difference_cents: tier.priceDifferenceCents,
          })),
        )
        .execute();
    },
  };
}

export type LicenceTierRepository = ReturnType<typeof createLicenceTierRepository>;
