import { priceToCents, type Artwork } from '@shop/contracts';

/**
 * SPEC §5 and issue #13: a page offers a piece (its price and a purchase button) only when it can
 * be bought: for sale and priced, as the payments service checks. Otherwise it shows the OCR badge.
 */
export function saleOrNull(artwork: Pick<Artwork, 'isForSale' | 'price'>): number | null {
  return artwork.isForSale && artwork.price !== null && artwork.price.trim() !== ''
    ? priceToCents(artwork.price)
    : null;
}
