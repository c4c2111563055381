import { priceToCents } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { makeArtwork } from '../../testing/storefront';
import { cartTotalCents } from '../../lib/cart-item';
import { addItem, canAddToCart, cartItemCount, normaliseCart, removeItem, setItemQuantity } from './cart-rules';

describe('cart rules (SPEC §4, §5, §9)', () => {
  const fox = makeArtwork({ title: 'Fox', price: '14.99' });
  const owl = makeArtwork({ title: 'Owl', price: '19.99' });

  // A pricing package in the cart is an artwork-shaped record carrying the package id.
  const pack = makeArtwork({ id: 'package-abstract-3-pack', title: '3-Pack', price: '34.99', filename: '' });

  it('appends a new product with quantity 1; a package already in the cart gains 1', () => {
    let items = addItem([], pack);
    expect(items).toEqual([{ artwork: pack, quantity: 1 }]);
    items = addItem(items, owl);
    items = addItem(items, pack);
    expect(items.map((item) => [item.artwork.title, item.quantity])).toEqual([
      ['3-Pack', 2],
      ['Owl', 1],
    ]);
  });

  it('keeps an artwork already in the cart at quantity 1: it is a licence', () => {
    const once = addItem([], fox);
    const twice = addItem(once, fox);
    expect(twice).toEqual([{ artwork: fox, quantity: 1 }]);
    expect(setItemQuantity(twice, fox.id, 2)).toEqual([{ artwork: fox, quantity: 1 }]);
    expect(setItemQuantity(twice, fox.id, 0)).toEqual([]);
  });

  it('normalises a saved cart: artworks at 1 and listed once, packages summed', () => {
    expect(
      normaliseCart([
        { artwork: fox, quantity: 3 },
        { artwork: pack, quantity: 2 },
        { artwork: fox, quantity: 1 },
        { artwork: pack, quantity: 1 },
      ]),
    ).toEqual([
      { artwork: fox, quantity: 1 },
      { artwork: pack, quantity: 3 },
    ]);
  });

  it('removes an item whose quantity is set to 0 or less, and keeps whole numbers', () => {
    const items = addItem(addItem([], pack), owl);
    expect(setItemQuantity(items, pack.id, 0).map((i) => i.artwork.id)).toEqual([owl.id]);
    expect(setItemQuantity(items, pack.id, -3).map((i) => i.artwork.id)).toEqual([owl.id]);
    expect(setItemQuantity(items, pack.id, 2.7).find((i) => i.artwork.id === pack.id)?.quantity).toBe(2);
    expect(removeItem(items, owl.id).map((i) => i.artwork.id)).toEqual([pack.id]);
  });

  it('totals price × quantity in cents without float drift', () => {
    let items = addItem([], makeArtwork({ id: 'package-custom-logo', price: '0.10' }));
    items = setItemQuantity(items, 'package-custom-logo', 3);
    expect(cartTotalCents(items)).toBe(30); // 0.1 * 3 is 0.30000000000000004 in floats
    const mixed = setItemQuantity(addItem(addItem([], pack), owl), pack.id, 3);
    expect(cartTotalCents(mixed)).toBe(3 * 3499 + 1999);
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
