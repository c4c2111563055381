import { formatCents, parseCents } from '@shop/contracts';
import { UPLOAD_MESSAGES } from '../messages';

/** The server's title limit (contracts' TitleSchema). */
export const TITLE_MAX_LENGTH = 200;

/** The largest price the contracts' money strings allow ("9999999.99"). */
const MAX_PRICE_CENTS = 999_999_999;

export interface UploadDefaults {
  /** "14.99", or undefined to leave the work unpriced. */
  price: string | undefined;
  isForSale: boolean;
}

export type UploadDefaultsResult = { ok: true; value: UploadDefaults } | { ok: false; error: string };

/**
 * The optional default price and for-sale flag of an upload, checked as the server will: whole
 * cents ("14", "14.9" and "14.99" are accepted and sent as "14.00", "14.90", "14.99"). A work put
 * on sale needs a price, since a public page never offers what cannot be bought.
 */
export function parseUploadDefaults(priceInput: string, isForSale: boolean): UploadDefaultsResult {
  const text = priceInput.trim();
  if (text === '') {
    return isForSale
      ? { ok: false, error: UPLOAD_MESSAGES.priceNeededForSale }
      : { ok: true, value: { price: undefined, isForSale } };
  }
  let cents: number;
  try {
    cents = parseCents(text);
  } catch {
    return { ok: false, error: UPLOAD_MESSAGES.priceInvalid };
  }
  if (cents > MAX_PRICE_CENTS) return { ok: false, error: UPLOAD_MESSAGES.priceInvalid };
  return { ok: true, value: { price: formatCents(cents), isForSale } };
}
