import { describe, expect, it } from 'vitest';
import { makeArtwork } from '../testing/storefront';
import { isCartItemList } from './cart-item';
import { isCheckoutHandoff } from './checkout-handoff';
import { parseArtworkList } from './guards';

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
});
