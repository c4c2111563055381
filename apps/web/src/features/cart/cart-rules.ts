import type { Artwork } from '@shop/contracts';
import type { CartItem } from '../../lib/cart-item';

export interface AddRules {
  /** SPEC §5: the Miscellaneous page needs only a price, every other page also needs isForSale. */
  requireForSale: boolean;
}

/** SPEC §3: price is a decimal string; "has a price" means a non-empty value. */
export function hasPrice(artwork: Pick<Artwork, 'price'>): boolean {
  return artwork.price !== null && artwork.price.trim() !== '';
}

/** SPEC §5: an artwork is added only if it is marked for sale and has a price. */
export function canAddToCart(
  artwork: Pick<Artwork, 'price' | 'isForSale'>,
  rules: AddRules = { requireForSale: true },
): boolean {
  return hasPrice(artwork) && (!rules.requireForSale || artwork.isForSale);
}

/** SPEC §4: an artwork already in the cart gains 1; a new one is appended with quantity 1. */
export function addItem(items: readonly CartItem[], artwork: Artwork): CartItem[] {
  const existing = items.find((item) => item.artwork.id === artwork.id);
  if (existing) {
    return items.map((item) => (item.artwork.id === artwork.id ? { ...item, quantity: item.quantity + 1 } : item));
  }
  return [...items, { artwork, quantity: 1 }];
}

/** SPEC §4: a quantity of 0 or less removes the item; quantities are whole numbers. */
export function setItemQuantity(items: readonly CartItem[], artworkId: string, quantity: number): CartItem[] {
  const whole = Number.isFinite(quantity) ? Math.floor(quantity) : 0;
  if (whole <= 0) return removeItem(items, artworkId);
  return items.map((item) => (item.artwork.id === artworkId ? { ...item, quantity: whole } : item));
}

export function removeItem(items: readonly CartItem[], artworkId: string): CartItem[] {
  return items.filter((item) => item.artwork.id !== artworkId);
}

export function cartItemCount(items: readonly CartItem[]): number {
  return items.reduce((count, item) => count + item.quantity, 0);
}
