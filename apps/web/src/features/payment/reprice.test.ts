import { describe, expect, it } from 'vitest';
import { makeArtwork } from '../../testing/storefront';
import { paymentMessages } from './messages';
import { artworkIdsOf, describePriceChange, repriceItems } from './reprice';

describe('repricing the cart after a 409', () => {
  const owl = makeArtwork({ title: 'Paper Owl', price: '14.99' });
  const fox = makeArtwork({ title: 'Neon Fox', price: '9.99' });
  const misc = makeArtwork({ title: 'Odd One', price: '14.99', category: 'Miscellaneous' });
  const gone = makeArtwork({ title: 'Gone Cat', price: '5.00' });
  const pack = makeArtwork({ id: 'package-abstract-3-pack', title: 'Abstract 3-Pack', price: '29.99', filename: '' });
  const items = [
    { artwork: owl, quantity: 1 },
    { artwork: fox, quantity: 1 },
    { artwork: misc, quantity: 1 },
    { artwork: gone, quantity: 1 },
    { artwork: pack, quantity: 2 },
  ];

  it('asks the catalog about artworks only', () => {
    expect(artworkIdsOf(items)).toEqual([owl.id, fox.id, misc.id, gone.id]);
  });

  it('takes the current prices, drops what is no longer for sale and says what changed', () => {
    const current = [
      { ...owl, price: '19.99' },
      { ...fox, isForSale: false },
      { ...misc, price: null },
      // gone: not answered (no longer approved)
    ];
    const { items: next, changes } = repriceItems(items, current);
    expect(next.map((item) => [item.artwork.title, item.artwork.price, item.quantity])).toEqual([
      ['Paper Owl', '19.99', 1],
      ['Odd One', '14.99', 1],
      ['Abstract 3-Pack', '34.99', 2],
    ]);
    expect(changes.map(describePriceChange)).toEqual([
      paymentMessages.priceNow('Paper Owl', '$19.99', '$14.99'),
      paymentMessages.noLongerForSale('Neon Fox'),
      paymentMessages.noLongerForSale('Gone Cat'),
      paymentMessages.priceNow('Abstract 3-Pack', '$34.99', '$29.99'),
    ]);
    expect(changes[0] && describePriceChange(changes[0])).toBe('«Paper Owl» is now $19.99 (was $14.99)');
  });
});
