import { priceToCents } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { makeArtwork } from '../../testing/storefront';
import { cartTotalCents } from '../../lib/cart-item';
import { addItem, canAddToCart, cartItemCount, removeItem, setItemQuantity } from './cart-rules';

describe('cart rules (SPEC §4, §5, §9)', () => {
  const fox = makeArtwork({ title: 'Fox', price: '14.99' });
  const owl = makeArtwork({ title: 'Owl', price: '19.99' });

  it('appends a new artwork with quantity 1 and raises an existing one by 1', () => {
    let items = addItem([], fox);
    expect(items).toEqual([{ artwork: fox, quantity: 1 }]);
    items = addItem(items, owl);
    items = addItem(items, fox);
    expect(items.map((item) => [item.artwork.title, item.quantity])).toEqual([
      ['Fox', 2],
      ['Owl', 1],
    ]);
  });

  it('removes an item whose quantity is set to 0 or less, and keeps whole numbers', () => {
    const items = addItem(addItem([], fox), owl);
    expect(setItemQuantity(items, fox.id, 0).map((i) => i.artwork.id)).toEqual([owl.id]);
    expect(setItemQuantity(items, fox.id, -3).map((i) => i.artwork.id)).toEqual([owl.id]);
    expect(setItemQuantity(items, fox.id, 2.7).find((i) => i.artwork.id === fox.id)?.quantity).toBe(2);
    expect(removeItem(items, owl.id).map((i) => i.artwork.id)).toEqual([fox.id]);
  });

  it('totals price × quantity in cents without float drift', () => {
    let items = addItem([], makeArtwork({ price: '0.10' }));
    items = setItemQuantity(items, items[0]?.artwork.id ?? '', 3);
    expect(cartTotalCents(items)).toBe(30); // 0.1 * 3 is 0.30000000000000004 in floats
    const mixed = setItemQuantity(addItem(addItem([], fox), owl), fox.id, 3);
    expect(cartTotalCents(mixed)).toBe(3 * 1499 + 1999);
    expect(cartItemCount(mixed)).toBe(4);
  });

  it('adds only artworks that are for sale and have a price; Miscellaneous needs only a price', () => {
    expect(canAddToCart(makeArtwork({ isForSale: true, price: '14.99' }))).toBe(true);
    expect(canAddToCart(makeArtwork({ isForSale: false, price: '14.99' }))).toBe(false);
    expect(canAddToCart(makeArtwork({ isForSale: true, price: null }))).toBe(false);
    expect(canAddToCart(makeArtwork({ isForSale: false, price: '14.99' }), { requireForSale: false })).toBe(true);
    expect(canAddToCart(makeArtwork({ isForSale: false, price: null }), { requireForSale: false })).toBe(false);
  });

  it('parses prices as decimals, 0 when missing (SPEC §5)', () => {
    expect(priceToCents('14.99')).toBe(1499);
    expect(priceToCents('19.9')).toBe(1990);
    expect(priceToCents('7')).toBe(700);
    expect(priceToCents(null)).toBe(0);
    expect(priceToCents(undefined)).toBe(0);
    expect(priceToCents('')).toBe(0);
    expect(priceToCents('not a price')).toBe(0);
  });
});
