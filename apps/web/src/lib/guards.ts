import type { Artwork, HomepageLayout, PaymentConfig, ShopIdentity } from '@shop/contracts';
import {
  validateArtwork,
  validateHomepageLayout,
  validatePaymentConfig,
  validateShopIdentity,
} from 'virtual:contract-validators';

/**
 * Checks of what the home page reads at start-up (the artwork list, the stored cart, the saved
 * layout) against the contracts' schemas, compiled by Ajv at build time: zod stays out of the home
 * page's JavaScript, and each shape has one source.
 */
export function isArtwork(value: unknown): value is Artwork {
  return validateArtwork(value);
}

export function isHomepageLayout(value: unknown): value is HomepageLayout {
  return validateHomepageLayout(value);
}

/** The payments' public configuration (the test-mode notice on every shop page reads it). */
export function isPaymentConfig(value: unknown): value is PaymentConfig {
  return validatePaymentConfig(value);
}

/** The shop's name, logo and support address, which every page's frame shows. */
export function isShopIdentity(value: unknown): value is ShopIdentity {
  return validateShopIdentity(value);
}

/** The value when the guard accepts it, else a TypeError: a parse function for callHead. */
export const checkedWith =
  <T>(isAnswer: (value: unknown) => value is T, what: string) =>
  (value: unknown): T => {
    if (!isAnswer(value)) throw new TypeError(`${what} does not match the contract`);
    return value;
  };

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Throws when the answer is not a list of artworks. */
export function parseArtworkList(value: unknown): Artwork[] {
  if (!Array.isArray(value)) throw new TypeError('Expected a list of artworks');
  const invalid = value.findIndex((item) => !isArtwork(item));
  if (invalid !== -1) throw new TypeError(`Artwork ${invalid} does not match the contract`);
  return value as Artwork[];
}
