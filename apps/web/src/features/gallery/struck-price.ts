import { priceToCents, type Artwork } from '@shop/contracts';

/**
 * The price struck beside `chargedCents`, or null. The catalog strikes only a price
 * above the work's own; a page that charges another price (Miscellaneous' fixed one) checks again,
 * so a struck price is never at or below what the buyer pays.
 */
export function struckCentsOf(artwork: Pick<Artwork, 'strikethroughPrice'>, chargedCents: number): number | null {
  if (artwork.strikethroughPrice === null) return null;
  const struck = priceToCents(artwork.strikethroughPrice);
  return struck > chargedCents ? struck : null;
}
