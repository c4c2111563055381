import { isId } from '@shop/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

export function createArtworkSalesRepository(db: Kysely<Database>) {
  return {
    /**
     * Whether any stored order has a line or a download grant for this artwork. Only paid orders
     * are stored, so one row is a sale; grants are checked too so that a work picked into a pack
     * (a grant without a line of its own) counts as sold as well.
     */
    async hasSales(artworkId: string): Promise<boolean> {
      if (!isId(artworkId)) return false;
      const row = await db
        .selectNoFrom((eb) => [
          eb
            .or([
              eb.exists(
                eb
                  .selectFrom('order_lines')
                  .select(sql`1`.as('one'))
                  .where('artwork_id', '=', artworkId),
              ),
              eb.exists(
                eb
                  .selectFrom('download_grants')
                  .select(sql`1`.as('one'))
                  .where('artwork_id', '=', artworkId),
              ),
            ])
            .as('sold'),
        ])
        .executeTakeFirstOrThrow();
      return row.sold === true;
    },
  };
}

export type ArtworkSalesRepository = ReturnType<typeof createArtworkSalesRepository>;
