import { z } from 'zod';
import { STRIKETHROUGH_PRICE_CENTS } from '../shared/constants.js';
import { formatCents } from '../shared/money.js';
import { moneyStringSchema } from '../shared/money-schema.js';

/**
 * A price a buyer could be shown: a money string above zero. The refinement runs on malformed
 * input too (zod reports every issue), so it must not throw: the format allows no sign, and zero
 * is every digit 0.
 */
const PositiveMoneySchema = moneyStringSchema().refine(
  (value) => !/^0+\.00$/.test(value),
  'The price must be above $0.00.',
);

/**
 * The shop-wide reference price struck through beside a work's price, the artist's to
 * set or switch off. SPEC §9's $29.99 is a price the artist never set, so it is off
 * until the artist turns it on (a deliberate narrowing of SPEC's default; docs/decisions).
 */
export const ReferencePriceSettingsSchema = z.object({
  enabled: z.boolean(),
  price: PositiveMoneySchema,
});
export type ReferencePriceSettings = z.infer<typeof ReferencePriceSettingsSchema>;

export const DEFAULT_REFERENCE_PRICE: ReferencePriceSettings = {
  enabled: false,
  price: formatCents(STRIKETHROUGH_PRICE_CENTS),
};

/** A work's own compare-at price: optional; null clears it. */
export const CompareAtPriceSchema = PositiveMoneySchema.nullable();

/**
 * The price struck through beside `priceCents`, or null; never at or below the price charged,
 * since a "was" price the buyer never could have paid more than is a claim they cannot trust.
 *
 * A work with its own compare-at price (the artist's) shows a reduction the way the EU's Omnibus
 * rule allows one: only while an earlier price was in effect within the last 30 days, and never
 * above the lowest of those earlier prices (`earlierLowCents`, null when there was none). So a
 * new work, a price unchanged for 30 days and a price that rose strike nothing; a cut from $18 to
 * $12 with a compare-at of $25 strikes $18, and the compare-at caps it. The shop's reference price
 * (`referenceCents`, null when off) strikes only beside a work without a compare-at price: it
 * never stands in for one the 30-day rule hid.
 */
export function strikethroughCents(
  priceCents: number | null,
  compareAtCents: number | null,
  referenceCents: number | null,
  earlierLowCents: number | null = null,
): number | null {
  if (priceCents === null) return null;
  const struck =
    compareAtCents === null
      ? referenceCents
      : earlierLowCents === null
        ? null
        : Math.min(compareAtCents, earlierLowCents);
  return struck !== null && struck > priceCents ? struck : null;
}

/**
 * The lowest and highest price of the works for sale (approved, for sale, priced),
 * so the pricing page promises what the shop charges; both null when nothing is for sale.
 */
export const ArtPriceRangeSchema = z.object({
  lowest: moneyStringSchema().nullable(),
  highest: moneyStringSchema().nullable(),
});
export type ArtPriceRange = z.infer<typeof ArtPriceRangeSchema>;
