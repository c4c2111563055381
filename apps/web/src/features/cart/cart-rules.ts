import { findPricingPackage, type Artwork } from '@shop/contracts';
import type { CartItem, CartLicence } from '../../lib/cart-item';

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

/**
 * An artwork is a download licence, not stock: one is all a buyer can use, so its line
 * never goes above quantity 1 (the server refuses more). Pricing packages (SPEC §9 packs, logos)
 * keep a quantity, which multiplies what they give.
 */
export function isLicenceLine(artworkId: string): boolean {
  return findPricingPackage(artworkId) === undefined;
}

export function isInCart(items: readonly CartItem[], artworkId: string): boolean {
  return items.some((item) => item.artwork.id === artworkId);
}

/**
 * SPEC §4: a new product is appended with quantity 1; a package already in the cart gains 1.
 * Unlike SPEC §4's quantities, an artwork is one download licence: one already in the cart stays at quantity 1.
 */
export function addItem(items: readonly CartItem[], artwork: Artwork, licence?: CartLicence): CartItem[] {
  if (!isInCart(items, artwork.id)) return [...items, { artwork, quantity: 1, ...(licence ? { licence } : {}) }];
  // Another licence chosen for a work in the cart replaces the line's: a work is bought under one.
  if (isLicenceLine(artwork.id) && isOtherLicence(items, artwork.id, licence)) {
    return items.map((item) =>
      item.artwork.id === artwork.id ? { artwork, quantity: 1, ...(licence ? { licence } : {}) } : item,
    );
  }
  if (isLicenceLine(artwork.id)) return [...items];
  return items.map((item) => (item.artwork.id === artwork.id ? { ...item, quantity: item.quantity + 1 } : item));
}

/** True when the work is in the cart under another licence tier than `licence` (or none). */
export function isOtherLicence(
  items: readonly CartItem[],
  artworkId: string,
  licence: CartLicence | undefined,
): boolean {
  const line = items.find((item) => item.artwork.id === artworkId);
  return line !== undefined && line.licence?.id !== licence?.id;
}

/** SPEC §4: a quantity of 0 or less removes the item; quantities are whole numbers; an artwork stays at 1. */
export function setItemQuantity(items: readonly CartItem[], artworkId: string, quantity: number): CartItem[] {
  const whole = Number.isFinite(quantity) ? Math.floor(quantity) : 0;
  if (whole <= 0) return removeItem(items, artworkId);
  const allowed = isLicenceLine(artworkId) ? 1 : whole;
  return items.map((item) => (item.artwork.id === artworkId ? { ...item, quantity: allowed } : item));
}

/**
 * A cart saved before artworks became one licence each (or edited by hand) may hold quantity 3 of an artwork or the same
 * id twice: one line per id, artworks at quantity 1, packages with their quantities summed.
 */
export function normaliseCart(items: readonly CartItem[]): CartItem[] {
  return items.reduce<CartItem[]>((lines, item) => {
    const quantity = isLicenceLine(item.artwork.id) ? 1 : item.quantity;
    if (!isInCart(lines, item.artwork.id)) return [...lines, { ...item, quantity }];
    return lines.map((line) =>
      line.artwork.id === item.artwork.id && !isLicenceLine(item.artwork.id)
        ? { ...line, quantity: line.quantity + item.quantity }
        : line,
    );
  }, []);
}

export function removeItem(items: readonly CartItem[], artworkId: string): CartItem[] {
  return items.filter((item) => item.artwork.id !== artworkId);
}

export function cartItemCount(items: readonly CartItem[]): number {
  return items.reduce((count, item) => count + item.quantity, 0);
}
