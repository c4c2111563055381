import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** How far back a struck price must answer for (the EU's Omnibus rule). */
export const PRICE_MEMORY_DAYS = 30;

/**
 * How long a cache downstream may serve a public answer after the catalog's own answer changed
 * with no write to announce it: the gateway's 10 minutes in Redis and 5 in memory, a CDN's minute
 * and 5 more stale. A strike ends this much before its 30 days are up, so no cached answer shows
 * it past them.
 */
export const STRIKE_CACHE_MARGIN_MINUTES = 30;

/** A work's earlier prices of the last 30 days, as the struck price needs them. */
export interface EarlierLow {
  /** The lowest price other than the current one in effect at some moment of the window. */
  lowestCents: number;
  /** When the answer may next change with no write: a price leaves the window (epoch ms). */
  changesAt: number;
}

export interface PriceChange {
  priceCents: number | null;
  changedAt: Date;
}

/** The price history the artworks' triggers write (see migration 202612100100). */
export function createPriceHistoryRepository(db: Kysely<Database>) {
  return {
    /**
     * Per work, the lowest earlier price of the last 30 days; a work absent from the map had none
     * (a new work, or one whose price has not changed for 30 days) and shows no reduction. A price
     * was in effect from its row's `changed_at` until the next row's, so it is in the window while
     * that end is; the last of them must be in it by the cache margin more.
     */
    async earlierLows(ids: readonly string[]): Promise<Map<string, EarlierLow>> {
      if (ids.length === 0) return new Map();
      const window = sql`make_interval(days => ${PRICE_MEMORY_DAYS})`;
      const shorter = sql`(${window} - make_interval(mins => ${STRIKE_CACHE_MARGIN_MINUTES}))`;
      const { rows } = await sql<{ artwork_id: string; lowest: number; changes_at: Date }>`
        select artwork_id, min(price_cents) as lowest,
          least(min(ended_at) + ${window}, max(ended_at) + ${shorter}) as changes_at
        from (
          select artwork_id, price_cents,
            lead(changed_at) over (partition by artwork_id order by changed_at, id) as ended_at
          from artwork_prices
          where artwork_id = any(${sql.val(ids)}::uuid[])
        ) periods
        where price_cents is not null and ended_at > now() - ${window}
        group by artwork_id
        having max(ended_at) > now() - ${shorter}`.execute(db);
      return new Map(
        rows.map((row) => [row.artwork_id, { lowestCents: row.lowest, changesAt: row.changes_at.getTime() }]),
      );
    },

    /** A work's prices, oldest first (what the tests and an audit read). */
    async changesOf(id: string): Promise<PriceChange[]> {
      const rows = await db
        .selectFrom('artwork_prices')
        .select(['price_cents', 'changed_at'])
        .where('artwork_id', '=', id)
        .orderBy('changed_at')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({ priceCents: row.price_cents, changedAt: row.changed_at }));
    },
  };
}

export type PriceHistoryRepository = ReturnType<typeof createPriceHistoryRepository>;
