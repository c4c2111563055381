import { describe, expect, it } from 'vitest';
import { internalArtwork } from '../testing/internal-artwork.js';
import { priceCart } from './pricing.js';

const tiers = [
  { id: 'p', name: 'Personal', text: 'Home only.', priceDifferenceCents: 0 },
  { id: 'c', name: 'Commercial', text: 'Products you sell.', priceDifferenceCents: 2500 },
];

describe('priceCart with licence tiers', () => {
  const fox = internalArtwork({ priceCents: 1000, title: 'Neon Fox' });
  const misc = internalArtwork({ category: 'Miscellaneous', priceCents: null });

  it("adds the chosen tier's difference, and the tax is on the licensed price", () => {
    const cart = priceCart([{ artworkId: fox.id, quantity: 1, licenceId: 'c' }], [fox], 'NY', tiers);
    expect(cart.lines[0]).toMatchObject({
      unitPriceCents: 3500,
      licence: { id: 'c', name: 'Commercial', text: 'Products you sell.' },
    });
    expect(cart).toMatchObject({ subtotalCents: 3500, taxCents: 280, totalCents: 3780 });
  });

  it('gives a line naming none the first tier, a Miscellaneous work too', () => {
    const cart = priceCart([{ artworkId: misc.id, quantity: 1 }], [misc], 'NY', tiers);
    expect(cart.lines[0]).toMatchObject({ unitPriceCents: 1499, licence: { id: 'p' } });
  });

  it('keeps the chosen licence when the same work is sent twice (then refused for its quantity)', () => {
    expect(() =>
      priceCart(
        [
          { artworkId: fox.id, quantity: 1, licenceId: 'c' },
          { artworkId: fox.id, quantity: 1 },
        ],
        [fox],
        'NY',
        tiers,
      ),
    ).toThrow(/bought only once/);
  });

  it('refuses an id that is no tier with a 400, and leaves lines as before without tiers', () => {
    expect(() => priceCart([{ artworkId: fox.id, quantity: 1, licenceId: 'x' }], [fox], 'NY', tiers)).toThrow(
      expect.objectContaining({ statusCode: 400, code: 'unknown_licence' }),
    );
    const plain = priceCart([{ artworkId: fox.id, quantity: 1 }], [fox], 'NY');
    expect(plain.lines[0]).toEqual({
      artworkId: fox.id,
      kind: 'artwork',
      title: 'Neon Fox',
      quantity: 1,
      unitPriceCents: 1000,
    });
  });
});
