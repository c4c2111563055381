import { describe, expect, it } from 'vitest';
import { largestPaintArtwork, saleOrNull } from './largest-paint.js';
import { SHOP_PAGES } from './shop-pages.js';

describe('what a page may offer (SPEC §5)', () => {
  it('gives the price in cents only for a piece for sale with a price', () => {
    expect(saleOrNull({ isForSale: true, price: '14.99' })).toBe(1499);
    expect(saleOrNull({ isForSale: false, price: '14.99' })).toBeNull();
    expect(saleOrNull({ isForSale: true, price: null })).toBeNull();
    expect(saleOrNull({ isForSale: true, price: ' ' })).toBeNull();
  });
});

describe("a gallery page's largest paint", () => {
  const notForSale = { id: 'a', isForSale: false, price: '14.99' };
  const unpriced = { id: 'b', isForSale: true, price: null };
  const forSale = { id: 'c', isForSale: true, price: '20.00' };

  it('is the first artwork of the page, or the first that can be bought', () => {
    const items = [notForSale, unpriced, forSale];
    expect(largestPaintArtwork(items, { artwork: 'first' })).toBe(notForSale);
    expect(largestPaintArtwork(items, { artwork: 'first-for-sale' })).toBe(forSale);
    expect(largestPaintArtwork([notForSale], { artwork: 'first-for-sale' })).toBeUndefined();
    expect(largestPaintArtwork([], { artwork: 'first' })).toBeUndefined();
  });

  it('is declared for the home page and every category page', () => {
    const declared = Object.values(SHOP_PAGES).filter((page) => 'largestPaint' in page);
    const galleries = Object.values(SHOP_PAGES).filter((page) => 'category' in page || page.path === '/');
    expect(declared).toEqual(galleries);
  });
});
