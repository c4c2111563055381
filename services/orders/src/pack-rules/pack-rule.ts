import { formatUsd, MISCELLANEOUS_PRICE_CENTS, packPricePerPickCents } from '@shop/contracts';
import type { PackRuleRow } from '../db/schema.js';

/** What the artist allows a pack to take, beyond its collection. */
export interface PackRule {
  /** Null: every category of the pack's collection. */
  categories: readonly string[] | null;
  /** Null: no ceiling. */
  maxPriceCents: number | null;
}

export const NO_PACK_RULE: PackRule = { categories: null, maxPriceCents: null };

/**
 * The rule of a pack the artist has set none for: every category of its collection, up to
 * the pack's price per pick, so a pack never delivers more than it cost. Installs that sold before
 * this default keep "any price" as a saved rule (migration 202612100500_keep-existing-pack-rules).
 */
export function defaultPackRule(packageId: string): PackRule {
  return { categories: null, maxPriceCents: packPricePerPickCents(packageId) ?? null };
}

export function toPackRule(row: PackRuleRow | undefined, packageId: string): PackRule {
  return row ? { categories: row.categories, maxPriceCents: row.max_price_cents } : defaultPackRule(packageId);
}

/**
 * The categories a pack takes under its rule, in the collection's order: the rule's choice, less
 * Miscellaneous when its fixed price is above the ceiling. The picker lists these.
 */
export function categoriesUnderRule(collectionCategories: readonly string[], rule: PackRule): string[] {
  return collectionCategories.filter(
    (category) =>
      (rule.categories === null || rule.categories.includes(category)) &&
      !(category === 'Miscellaneous' && rule.maxPriceCents !== null && MISCELLANEOUS_PRICE_CENTS > rule.maxPriceCents),
  );
}

/** The price a work sells at, as payments prices it: Miscellaneous at its fixed price (SPEC §2). */
export function sellingPriceCents(work: { category: string; priceCents: number | null }): number | null {
  return work.category === 'Miscellaneous' ? MISCELLANEOUS_PRICE_CENTS : work.priceCents;
}

/**
 * Why a pack's rule refuses a work, in the buyer's words, or undefined when it takes it. The
 * collection (contracts isPickable) is checked before; this is the artist's narrowing of it.
 */
export function packRuleRefusal(
  rule: PackRule,
  packTitle: string,
  work: { title: string; category: string; priceCents: number | null },
): string | undefined {
  if (rule.categories !== null && !rule.categories.includes(work.category)) {
    const allowed = rule.categories.length === 0 ? 'no category' : rule.categories.join(', ');
    return `"${work.title}" is in ${work.category}, and the ${packTitle} takes only ${allowed}: nothing was added.`;
  }
  const price = sellingPriceCents(work);
  if (rule.maxPriceCents !== null && price !== null && price > rule.maxPriceCents) {
    return `"${work.title}" costs ${formatUsd(price)}, more than the ${formatUsd(rule.maxPriceCents)} the ${packTitle} takes at most: nothing was added.`;
  }
  return undefined;
}
