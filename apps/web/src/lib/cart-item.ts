import { priceToCents, type Artwork, type OrderLineInput } from '@shop/contracts';
import { isArtwork, isRecord } from './guards';

/**
 * The licence tier chosen for an artwork (Settings › Licences). The line's `artwork.price` is
 * then the licensed price the buyer saw; payments prices it again from the tier's id only.
 */
export interface CartLicence {
  id: string;
  name: string;
  priceDifference: string;
}

/** SPEC §3 cart item: the artwork record and an integer quantity (and, with tiers, the licence chosen). */
export interface CartItem {
  artwork: Artwork;
  quantity: number;
  licence?: CartLicence;
}

/** A cart line as payments and orders take it: the licence by its id only, and only when one was chosen. */
export function cartLineInput(item: CartItem): OrderLineInput {
  return {
    artworkId: item.artwork.id,
    quantity: item.quantity,
    ...(item.licence ? { licenceId: item.licence.id } : {}),
  };
}

function isCartLicence(value: unknown): value is CartLicence {
  return (
    isRecord(value) &&
    typeof value.id === 'string' &&
    typeof value.name === 'string' &&
    typeof value.priceDifference === 'string'
  );
}

/** SPEC §9: cart total = sum of price × quantity, in cents so no float drift reaches the display. */
export function lineTotalCents(item: CartItem): number {
  return priceToCents(item.artwork.price) * item.quantity;
}

export function cartTotalCents(items: readonly CartItem[]): number {
  return items.reduce((total, item) => total + lineTotalCents(item), 0);
}

export function isCartItem(value: unknown): value is CartItem {
  return (
    isRecord(value) &&
    isArtwork(value.artwork) &&
    Number.isInteger(value.quantity) &&
    Number(value.quantity) > 0 &&
    (value.licence === undefined || isCartLicence(value.licence))
  );
}

export function isCartItemList(value: unknown): value is CartItem[] {
  return Array.isArray(value) && value.every(isCartItem);
}
