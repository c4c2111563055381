/**
 * What a paid pack delivers. Each unit of a pack gives artwork credits; the buyer spends
 * one credit per work picked from the pack's collection, and each pick becomes a download grant.
 * No zod here, like pricing-packages.ts: the cart and the success page need these rules without
 * bringing zod into the home page's JavaScript. The logo part of the Smart Bundle and the Custom
 * Logo package are delivered as commissions, not credits.
 */
import { PRICING_PACKAGES, type PricingPackageId } from '../catalog/pricing-packages.js';
import { isShownInShop, SHOP_PAGE_CATEGORIES, SHOP_PAGES } from '../catalog/shop-pages.js';

export const PACK_COLLECTIONS = ['abstract-art', 'shop'] as const;
export type PackCollection = (typeof PACK_COLLECTIONS)[number];

/** How a collection is named to the buyer ("Choose 3 artworks from Abstract Art"). */
export const PACK_COLLECTION_LABELS: Record<PackCollection, string> = {
  'abstract-art': 'Abstract Art',
  shop: 'the shop',
};

/** The category a pack line is counted under in the sales figures. */
export const PACK_COLLECTION_SALES_CATEGORIES: Record<PackCollection, string> = {
  'abstract-art': 'Abstract Art',
  shop: 'Any shop artwork',
};

export interface PackCreditRule {
  creditsPerUnit: number;
  collection: PackCollection;
}

export const PACK_CREDIT_RULES: Partial<Record<PricingPackageId, PackCreditRule>> = {
  'package-abstract-single': { creditsPerUnit: 1, collection: 'abstract-art' },
  'package-abstract-3-pack': { creditsPerUnit: 3, collection: 'abstract-art' },
  'package-abstract-5-pack': { creditsPerUnit: 5, collection: 'abstract-art' },
  'package-abstract-10-pack': { creditsPerUnit: 10, collection: 'abstract-art' },
  // The two artworks of the bundle; its logo is a commission.
  'package-smart-bundle-3': { creditsPerUnit: 2, collection: 'shop' },
};

/**
 * The default ceiling of a pack the artist has set no rule for: its price divided by the
 * works it gives, rounded down to the cent (the Abstract 3-Pack at $34.99 takes works up to $11.66),
 * so the works a pack delivers are never worth more than what it cost. Undefined for a non-pack.
 */
export function packPricePerPickCents(packageId: string): number | undefined {
  const rule = (PACK_CREDIT_RULES as Partial<Record<string, PackCreditRule>>)[packageId];
  const pricing = PRICING_PACKAGES.find((pkg) => pkg.id === packageId);
  return rule && pricing ? Math.floor(pricing.priceCents / rule.creditsPerUnit) : undefined;
}

/** The id of the picker on the order page; links to the picker end in `#choose-artworks`. */
export const PACK_PICKER_ANCHOR = 'choose-artworks';

/** Where the buyer of a pack chooses its works: the order page's picker. */
export function packPickerPath(orderId: string): string {
  return `${SHOP_PAGES.download.path}?order=${encodeURIComponent(orderId)}#${PACK_PICKER_ANCHOR}`;
}

/** The credits a cart line of `quantity` units of this package gives, or undefined for anything else. */
export function packCreditsOf(
  packageId: string,
  quantity: number,
): { credits: number; collection: PackCollection } | undefined {
  const rule = (PACK_CREDIT_RULES as Partial<Record<string, PackCreditRule>>)[packageId];
  return rule ? { credits: rule.creditsPerUnit * quantity, collection: rule.collection } : undefined;
}

/**
 * The categories whose works a collection holds, the house category included for `shop`: the
 * picker lists these, one category at a time.
 */
export function packCollectionCategories(collection: PackCollection, houseCategory: string): string[] {
  if (collection === 'abstract-art') return ['Abstract Art'];
  return [houseCategory, ...SHOP_PAGE_CATEGORIES.filter((category) => category !== houseCategory)];
}

/** What the pick rule needs to know of a work (the catalog's internal lookup gives it). */
export interface PickCandidate {
  category: string;
  status: string;
  isForSale: boolean;
  priceCents: number | null;
}

/**
 * Whether a work may be picked for a pack of `collection`: approved and buyable, as the payments
 * service prices it (Miscellaneous sells at its fixed price; everything else must be for sale and
 * priced), and in the collection. Abstract packs take only priced, for-sale Abstract Art.
 */
export function isPickable(collection: PackCollection, work: PickCandidate, houseCategory: string): boolean {
  if (work.status !== 'approved') return false;
  const priced = work.isForSale && work.priceCents !== null;
  if (collection === 'abstract-art') return work.category === 'Abstract Art' && priced;
  const buyable = priced || work.category === 'Miscellaneous';
  return buyable && isShownInShop(work.category, houseCategory);
}
