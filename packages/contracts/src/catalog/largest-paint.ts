// No zod and no import of shop-pages.ts here: the page table reads this module (and the home
// page's JavaScript carries both, bench/web/home-js-size.mjs).
import { priceToCents } from '../shared/money.js';
import type { Artwork } from './artwork.js';

/**
 * SPEC §5 and a page offers a piece (its price and a purchase button) only when it can
 * be bought: for sale and priced, as the payments service checks. Otherwise it shows the OCR badge.
 * Also which piece the abstract page features, so the gateway preloads that very one.
 */
export function saleOrNull(artwork: Pick<Artwork, 'isForSale' | 'price'>): number | null {
  return artwork.isForSale && artwork.price !== null && artwork.price.trim() !== ''
    ? priceToCents(artwork.price)
    : null;
}

/**
 * `sizes` of the shop's gallery cards (1 column on small screens, 2 on medium, 4 on large, 16 px
 * gaps, inside max-w-7xl px-4): the card's real width, so a phone picks the 720 px rendition its
 * one column needs instead of the 960 px one that "100vw" asked for.
 */
export const GALLERY_GRID_SIZES =
  '(min-width: 1280px) 300px, (min-width: 1024px) calc(25vw - 20px), (min-width: 768px) calc(50vw - 24px), calc(100vw - 2rem)';

/**
 * `sizes` of the abstract page's featured picture: half of the padded card from md,
 * the card less its padding on a phone, so a phone picks the 720 px rendition instead of 960.
 */
export const FEATURED_PICTURE_SIZES =
  '(min-width: 1280px) 576px, (min-width: 768px) calc(50vw - 64px), calc(100vw - 4rem)';

/**
 * The picture that is a category page's largest paint on a phone, which the gateway
 * preloads: `artwork` says which artwork of the gallery's first page it is ('first', or
 * 'first-for-sale' by saleOrNull), `sizes` the `sizes` its `<img>` has. A preload is used only
 * when its URLs are the very ones the page names, so the page's component reads both from here.
 */
export interface LargestPaint {
  artwork: 'first' | 'first-for-sale';
  sizes: string;
}

/** The artwork of a gallery page that `paint` names; undefined when there is none. */
export function largestPaintArtwork<T extends Pick<Artwork, 'isForSale' | 'price'>>(
  items: readonly T[],
  paint: Pick<LargestPaint, 'artwork'>,
): T | undefined {
  return paint.artwork === 'first' ? items[0] : items.find((artwork) => saleOrNull(artwork) !== null);
}
