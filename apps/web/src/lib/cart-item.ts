import { priceToCents, type Artwork } from '@shop/contracts';
import { isArtwork, isRecord } from './guards';

/** SPEC §3 cart item: the artwork record and an integer quantity. */
export interface CartItem {
  artwork: Artwork;
  quantity: number;
}

/** SPEC §9: cart total = sum of price × quantity, in cents so no float drift reaches the display. */
export function lineTotalCents(item: CartItem): number {
  return priceToCents(item.artwork.price) * item.quantity;
}

export function cartTotalCents(items: readonly CartItem[]): number {
  return items.reduce((total, item) => total + lineTotalCents(item), 0);
}

export function isCartItem(value: unknown): value is CartItem {
  return isRecord(value) && isArtwork(value.artwork) && Number.isInteger(value.quantity) && Number(value.quantity) > 0;
}

export function isCartItemList(value: unknown): value is CartItem[] {
  return Array.isArray(value) && value.every(isCartItem);
}
