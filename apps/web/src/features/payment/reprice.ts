import {
  MISCELLANEOUS_PRICE_CENTS,
  findPricingPackage,
  formatCents,
  formatUsd,
  isId,
  priceToCents,
  type Artwork,
} from '@shop/contracts';
import type { CartItem } from '../../lib/cart-item';
import { paymentMessages as m } from './messages';

export type PriceChange =
  { kind: 'price'; title: string; wasCents: number; nowCents: number } | { kind: 'removed'; title: string };

/** The ids the catalog must be asked about: artworks, not pricing packages. */
export function artworkIdsOf(items: readonly CartItem[]): string[] {
  return items.map((item) => item.artwork.id).filter((id) => findPricingPackage(id) === undefined && isId(id));
}

/** What an artwork sells for now, as the payments service prices it, or null when it cannot be bought. */
function currentPriceCents(artwork: Artwork): number | null {
  if (artwork.status !== 'approved') return null;
  if (artwork.category === 'Miscellaneous') return MISCELLANEOUS_PRICE_CENTS;
  if (!artwork.isForSale || artwork.price === null || artwork.price.trim() === '') return null;
  return priceToCents(artwork.price);
}

/**
 * The cart with the server's current prices after a 409. A package takes the price of
 * its definition; an artwork the one the catalog answers now; an artwork no longer for sale (or
 * not answered at all) leaves the cart. Returns the new items and what changed, in cart order.
 */
export function repriceItems(
  items: readonly CartItem[],
  current: readonly Artwork[],
): { items: CartItem[]; changes: PriceChange[] } {
  const byId = new Map(current.map((artwork) => [artwork.id, artwork]));
  const next: CartItem[] = [];
  const changes: PriceChange[] = [];
  for (const item of items) {
    const wasCents = priceToCents(item.artwork.price);
    const pack = findPricingPackage(item.artwork.id);
    const found = pack ? undefined : byId.get(item.artwork.id);
    const workCents = pack ? pack.priceCents : found ? currentPriceCents(found) : null;
    // A licensed line keeps its tier: its difference on the work's new price (payments checks it again).
    const nowCents =
      workCents === null || !item.licence ? workCents : workCents + priceToCents(item.licence.priceDifference);
    if (nowCents === null) {
      changes.push({ kind: 'removed', title: item.artwork.title });
      continue;
    }
    const artwork = found ? { ...found } : { ...item.artwork };
    next.push({ ...item, artwork: { ...artwork, price: formatCents(nowCents) } });
    if (nowCents !== wasCents) changes.push({ kind: 'price', title: item.artwork.title, wasCents, nowCents });
  }
  return { items: next, changes };
}

export function describePriceChange(change: PriceChange): string {
  return change.kind === 'removed'
    ? m.noLongerForSale(change.title)
    : m.priceNow(change.title, formatUsd(change.nowCents), formatUsd(change.wasCents));
}
