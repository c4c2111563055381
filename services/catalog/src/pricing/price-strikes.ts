import type { PriceHistoryRepository } from './price-history.repository.js';
import type { ReferencePriceRepository } from './reference-price.repository.js';

/** What toArtwork needs to strike a work's price (see strikethroughCents in the contracts). */
export interface PriceStrikes {
  /** The shop's reference price when the artist turned it on, else null. */
  referenceCents: number | null;
  /** The work's lowest earlier price of the last 30 days, or null when it had none. */
  earlierLowCents(id: string): number | null;
  /**
   * When a price leaves the 30-day window, so a struck price may change with no write at all
   * (epoch ms); null when nothing mapped with these strikes depends on time. A cache keeps no
   * answer past it.
   */
  validUntil: number | null;
}

interface StrikeRow {
  id: string;
  price_cents: number | null;
  compare_at_price_cents: number | null;
}

/**
 * The strikes of `rows`, read once for all of them. Only a work whose compare-at price is above
 * its price can show one, and its history decides whether it does, so only those are looked up: a
 * list of a thousand works without compare-at prices costs the reference price's one row, as before.
 */
export async function priceStrikesFor(
  repositories: { referencePrice: ReferencePriceRepository; priceHistory: PriceHistoryRepository },
  rows: readonly StrikeRow[],
): Promise<PriceStrikes> {
  const capped = rows
    .filter(
      (row) =>
        row.price_cents !== null && row.compare_at_price_cents !== null && row.compare_at_price_cents > row.price_cents,
    )
    .map((row) => row.id);
  const [referenceCents, lows] = await Promise.all([
    repositories.referencePrice.activeCents(),
    repositories.priceHistory.earlierLows(capped),
  ]);
  let validUntil: number | null = null;
  for (const low of lows.values())
    validUntil = validUntil === null ? low.changesAt : Math.min(validUntil, low.changesAt);
  return { referenceCents, earlierLowCents: (id) => lows.get(id)?.lowestCents ?? null, validUntil };
}
