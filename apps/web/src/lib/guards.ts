import type { Artwork } from '@shop/contracts';
import type { CartItem, CheckoutHandoff } from './checkout-handoff';

/**
 * Structural checks for data the home page reads at start-up (stored cart, artwork list). They
 * stand in for the zod schemas there so zod stays out of the home page bundle; the checkout and
 * payment pages, loaded later, parse with the contracts' schemas.
 */
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isNullableNumber = (value: unknown) => value === null || (typeof value === 'number' && Number.isFinite(value));

// Mirrors ARTWORK_STATUSES / OCR_STATUSES of @shop/contracts (importing them would pull zod in).
const STATUSES: ReadonlySet<string> = new Set<Artwork['status']>(['pending', 'approved', 'rejected', 'flagged']);
const OCR_STATUSES: ReadonlySet<string> = new Set<Artwork['ocrStatus']>([
  'pending',
  'processing',
  'processed',
  'failed',
]);

const STRING_FIELDS = [
  'id',
  'filename',
  'originalName',
  'title',
  'category',
  'ocrText',
  'mimeType',
  'createdAt',
  'updatedAt',
  'uploadedAt',
] as const;

export function isArtwork(value: unknown): value is Artwork {
  if (!isRecord(value)) return false;
  return (
    STRING_FIELDS.every((field) => isString(value[field])) &&
    (value.price === null || isString(value.price)) &&
    typeof value.isForSale === 'boolean' &&
    isString(value.status) &&
    STATUSES.has(value.status) &&
    isString(value.ocrStatus) &&
    OCR_STATUSES.has(value.ocrStatus) &&
    Array.isArray(value.ocrErrors) &&
    value.ocrErrors.every(isString) &&
    isNullableNumber(value.width) &&
    isNullableNumber(value.height) &&
    typeof value.fileSize === 'number'
  );
}

export function isCartItem(value: unknown): value is CartItem {
  return isRecord(value) && isArtwork(value.artwork) && Number.isInteger(value.quantity) && Number(value.quantity) > 0;
}

export function isCartItemList(value: unknown): value is CartItem[] {
  return Array.isArray(value) && value.every(isCartItem);
}

export function isCheckoutHandoff(value: unknown): value is CheckoutHandoff {
  return isRecord(value) && isCartItemList(value.items) && typeof value.total === 'number' && value.total >= 0;
}

/** Throws when the answer is not a list of artworks. */
export function parseArtworkList(value: unknown): Artwork[] {
  if (!Array.isArray(value)) throw new TypeError('Expected a list of artworks');
  const invalid = value.findIndex((item) => !isArtwork(item));
  if (invalid !== -1) throw new TypeError(`Artwork ${invalid} does not match the contract`);
  return value as Artwork[];
}
