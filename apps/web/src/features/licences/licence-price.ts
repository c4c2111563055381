import { formatCents, priceToCents, type LicenceTier } from '@shop/contracts';

/** What a work costs under a tier: its price plus the tier's difference (payments prices it the same way). */
export function licensedCents(baseCents: number, tier: Pick<LicenceTier, 'priceDifference'>): number {
  return baseCents + priceToCents(tier.priceDifference);
}

export const licensedPrice = (baseCents: number, tier: Pick<LicenceTier, 'priceDifference'>): string =>
  formatCents(licensedCents(baseCents, tier));
