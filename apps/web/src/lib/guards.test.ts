import { ArtworkSchema, HomepageLayoutSchema } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { makeArtwork } from '../testing/storefront';
import { isCartItemList } from './cart-item';
import { isCheckoutHandoff } from './checkout-handoff';
import { isArtwork, isHomepageLayout, parseArtworkList } from './guards';

describe('boundary guards', () => {
  it('accepts artworks as the contract describes them and refuses anything else', () => {
    const artwork = makeArtwork();
    expect(parseArtworkList([artwork])).toEqual([artwork]);
    expect(() => parseArtworkList({})).toThrow('Expected a list of artworks');
    expect(() => parseArtworkList([{ ...artwork, status: 'sold' }])).toThrow('Artwork 0');
    expect(() => parseArtworkList([{ ...artwork, price: 14.99 }])).toThrow('Artwork 0');
  });

  it('recognises cart items and the checkout handoff', () => {
    const item = { artwork: makeArtwork(), quantity: 2 };
    expect(isCartItemList([item])).toBe(true);
    expect(isCartItemList([{ ...item, quantity: 0 }])).toBe(false);
    expect(isCartItemList([{ ...item, quantity: 1.5 }])).toBe(false);
    expect(isCheckoutHandoff({ items: [item], totalCents: 2998 })).toBe(true);
    expect(isCheckoutHandoff({ items: [item] })).toBe(false);
    // The total is integer cents and the items' sum; the old float of dollars is not read.
    expect(isCheckoutHandoff({ items: [item], total: 29.98 })).toBe(false);
    expect(isCheckoutHandoff({ items: [item], totalCents: 2999 })).toBe(false);
  });

  it('agrees with the contracts’ zod schemas they were built from', () => {
    const artwork = makeArtwork();
    const artworks: unknown[] = [
      artwork,
      { ...artwork, price: null, width: null },
      // zod objects strip unknown keys rather than refuse them.
      { ...artwork, addedLater: true },
      { ...artwork, price: 14.99 },
      { ...artwork, price: '14.9' },
      { ...artwork, status: 'sold' },
      { ...artwork, ocrErrors: [1] },
      { ...artwork, width: 1.5 },
      { ...artwork, fileSize: '1' },
      { ...artwork, id: undefined },
      [artwork],
      null,
    ];
    for (const value of artworks) {
      expect(isArtwork(value)).toBe(ArtworkSchema.safeParse(value).success);
    }
    const layouts: unknown[] = [
      { template: 'modern-gallery', featuredIds: ['a', 'b'] },
      { template: 'modern-gallery', featuredIds: ['a'], savedBy: 'curator' },
      { template: 'modern-gallery', featuredIds: ['a', 'b', 'c', 'd'] },
      { template: 'modern-gallery', featuredIds: [1] },
      { template: 'cubist', featuredIds: [] },
      { template: 'modern-gallery' },
      'modern-gallery',
    ];
    for (const value of layouts) {
      expect(isHomepageLayout(value)).toBe(HomepageLayoutSchema.safeParse(value).success);
    }
  });
});
