import type { Artwork, HomepageLayout } from '@shop/contracts';
import { artworkSchema, homepageLayoutSchema } from './contract-json-schemas';
import { matchesSchema } from './json-schema';

/**
 * Checks of what the home page reads at start-up (the artwork list, the stored cart, the saved
 * layout) against the contracts' schemas, turned into JSON Schema at build time: zod stays out of
 * the home page's JavaScript, and each shape has one source.
 */
export function isArtwork(value: unknown): value is Artwork {
  return matchesSchema(artworkSchema, value);
}

export function isHomepageLayout(value: unknown): value is HomepageLayout {
  return matchesSchema(homepageLayoutSchema, value);
}

/** Throws when the answer is not a list of artworks. */
export function parseArtworkList(value: unknown): Artwork[] {
  if (!Array.isArray(value)) throw new TypeError('Expected a list of artworks');
  const invalid = value.findIndex((item) => !isArtwork(item));
  if (invalid !== -1) throw new TypeError(`Artwork ${invalid} does not match the contract`);
  return value as Artwork[];
}
