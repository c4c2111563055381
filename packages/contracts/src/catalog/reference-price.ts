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
 * Issue #25: the shop-wide reference price struck through beside a work's price, the artist's to
 * set or switch off. SPEC §9's $29.99 until the artist changes it.
 */
export const ReferencePriceSettingsSchema = z.object({
  enabled: z.boolean(),
  price: PositiveMoneySchema,
});
export type ReferencePriceSettings = z.infer<typeof ReferencePriceSettingsSchema>;

export const DEFAULT_REFERENCE_PRICE: ReferencePriceSettings = {
  enabled: true,
  price: formatCents(STRIKETHROUGH_PRICE_CENTS),
};

/** A work's own compare-at price: optional; null clears it. */
export const CompareAtPriceSchema = PositiveMoneySchema.nullable();

/**
 * The price struck through beside `priceCents`: the work's compare-at price, else the shop's
 * reference price when it is on, and only when higher than the price charged. A struck price
 * that was never above the price paid is a claim the buyer cannot trust, so it is never shown.
 */
export function strikethroughCents(
  priceCents: number | null,
  compareAtCents: number | null,
  referenceCents: number | null,
): number | null {
  if (priceCents === null) return null;
  const struck = compareAtCents ?? referenceCents;
  return struck !== null && struck > priceCents ? struck : null;
}

/**
 * Issue #25: the lowest and highest price of the works for sale (approved, for sale, priced),
 * so the pricing page promises what the shop charges; both null when nothing is for sale.
 */
export const ArtPriceRangeSchema = z.object({
  lowest: moneyStringSchema().nullable(),
  highest: moneyStringSchema().nullable(),
});
export type ArtPriceRange = z.infer<typeof ArtPriceRangeSchema>;
