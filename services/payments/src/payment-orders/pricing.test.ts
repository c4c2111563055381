import { formatCents, PRICING_PACKAGES, STATE_CODES, type InternalArtwork, type OrderLineInput } from '@shop/contracts';
import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { internalArtwork } from '../testing/internal-artwork.js';
import { seededRandom } from '../testing/seeded-random.js';
import { mergeLines, parseStateCode, priceCart } from './pricing.js';

const artwork = internalArtwork;

const messageOf = (fn: () => unknown): string => {
  try {
    fn();
  } catch (error) {
    return error instanceof Error
      ? `${(error as { statusCode?: number }).statusCode ?? ''} ${error.message}`
      : String(error);
  }
  throw new Error('expected a refusal');
};

describe('pricing rules', () => {
  it('prices artworks from the catalog and packages from SPEC §9, taxing the subtotal', () => {
    const fox = artwork({ priceCents: 1499 });
    const cart = priceCart(
      [
        { artworkId: fox.id, quantity: 1 },
        { artworkId: 'package-custom-logo', quantity: 2 },
      ],
      [fox],
      'NY',
    );
    expect(cart.lines).toEqual([
      { artworkId: fox.id, kind: 'artwork', title: 'Neon Fox', quantity: 1, unitPriceCents: 1499 },
      { artworkId: 'package-custom-logo', kind: 'package', title: 'Custom Logo', quantity: 2, unitPriceCents: 1999 },
    ]);
    // 54.97 × 8 % = 4.3976 → 4.40
    expect(cart).toMatchObject({ subtotalCents: 5497, taxCents: 440, totalCents: 5937 });
  });

  it('sells approved Miscellaneous work at the fixed $14.99 whatever its own price or sale flag', () => {
    const misc = artwork({ category: 'Miscellaneous', priceCents: null, isForSale: false });
    expect(priceCart([{ artworkId: misc.id, quantity: 1 }], [misc], 'OR').totalCents).toBe(1499);
  });

  it.each([
    ['pending', { status: 'pending' }, 'is not available for purchase'],
    ['rejected', { status: 'rejected' }, 'is not available for purchase'],
    ['flagged Miscellaneous', { status: 'flagged', category: 'Miscellaneous' }, 'is not available for purchase'],
    ['not for sale', { isForSale: false }, '"Neon Fox" is not for sale'],
    ['unpriced', { priceCents: null }, '"Neon Fox" is not for sale'],
  ] as const)('refuses a %s artwork with a 400', (_label, overrides, message) => {
    const bad = artwork(overrides);
    expect(messageOf(() => priceCart([{ artworkId: bad.id, quantity: 1 }], [bad], 'NY'))).toContain(`400 `);
    expect(messageOf(() => priceCart([{ artworkId: bad.id, quantity: 1 }], [bad], 'NY'))).toContain(message);
  });

  it('refuses an id the catalog does not know', () => {
    expect(messageOf(() => priceCart([{ artworkId: 'nope', quantity: 1 }], [], 'NY'))).toBe(
      '400 Unknown artwork "nope": it is not in the catalog.',
    );
  });

  it('merges repeated lines and caps the merged quantity', () => {
    expect(
      mergeLines([
        { artworkId: 'a', quantity: 2 },
        { artworkId: 'b', quantity: 1 },
        { artworkId: 'a', quantity: 3 },
      ]),
    ).toEqual([
      { artworkId: 'a', quantity: 5 },
      { artworkId: 'b', quantity: 1 },
    ]);
    expect(
      messageOf(() =>
        mergeLines([
          { artworkId: 'a', quantity: 60 },
          { artworkId: 'a', quantity: 41 },
        ]),
      ),
    ).toBe('400 Quantity of "a" must be at most 100.');
  });

  describe('an artwork is a licence, a package keeps its quantity', () => {
    const refusal = (fox: InternalArtwork) =>
      `400 Artwork "Neon Fox" (${fox.id}) can be bought only once per order: an artwork is a download licence, so its quantity is always 1.`;

    it('refuses quantity 2 of an artwork, naming it', () => {
      const fox = artwork();
      expect(messageOf(() => priceCart([{ artworkId: fox.id, quantity: 2 }], [fox], 'NY'))).toBe(refusal(fox));
    });

    it('refuses the same artwork twice, even a Miscellaneous one', () => {
      const fox = artwork();
      const twice = [
        { artworkId: fox.id, quantity: 1 },
        { artworkId: fox.id, quantity: 1 },
      ];
      expect(messageOf(() => priceCart(twice, [fox], 'NY'))).toBe(refusal(fox));
      const misc = artwork({ category: 'Miscellaneous' });
      expect(messageOf(() => priceCart([{ artworkId: misc.id, quantity: 3 }], [misc], 'NY'))).toBe(refusal(misc));
    });

    it('prices a pack bought twice, or named twice, at twice its price', () => {
      const fox = artwork({ priceCents: 1499 });
      const cart = priceCart(
        [
          { artworkId: 'package-abstract-3-pack', quantity: 1 },
          { artworkId: fox.id, quantity: 1 },
          { artworkId: 'package-abstract-3-pack', quantity: 1 },
        ],
        [fox],
        'OR',
      );
      expect(cart.lines).toEqual([
        {
          artworkId: 'package-abstract-3-pack',
          kind: 'package',
          title: 'Abstract 3-Pack',
          quantity: 2,
          unitPriceCents: 3499,
        },
        { artworkId: fox.id, kind: 'artwork', title: 'Neon Fox', quantity: 1, unitPriceCents: 1499 },
      ]);
      expect(cart.subtotalCents).toBe(2 * 3499 + 1499);
    });
  });

  it('refuses a cart above the order limit and a free cart', () => {
    const dear = artwork({ priceCents: 9_000_000 });
    const dearer = artwork({ priceCents: 9_000_000 });
    expect(
      messageOf(() =>
        priceCart(
          [
            { artworkId: dear.id, quantity: 1 },
            { artworkId: dearer.id, quantity: 1 },
          ],
          [dear, dearer],
          'NY',
        ),
      ),
    ).toContain('too large');
    const free = artwork({ priceCents: 0 });
    expect(messageOf(() => priceCart([{ artworkId: free.id, quantity: 1 }], [free], 'NY'))).toContain('nothing to pay');
  });

  it('reads state codes case-insensitively and refuses unknown ones', () => {
    expect(parseStateCode('ca')).toBe('CA');
    expect(messageOf(() => parseStateCode('ZZ'))).toBe(
      '400 Unknown state "ZZ": use a two-letter US state code such as NY or CA.',
    );
  });
});

// SPEC §9 table, copied here on purpose: the reference must not share its data with the code.
const SPEC_RATES: Record<string, string> = {
  AK: '0',
  DE: '0',
  MT: '0',
  NH: '0',
  OR: '0',
  AL: '.04',
  AR: '.065',
  AZ: '.056',
  CA: '.0725',
  CO: '.029',
  CT: '.0635',
  FL: '.06',
  GA: '.04',
  HI: '.04',
  IA: '.06',
  ID: '.06',
  IL: '.0625',
  IN: '.07',
  KS: '.065',
  KY: '.06',
  LA: '.0445',
  MA: '.0625',
  MD: '.06',
  ME: '.055',
  MI: '.06',
  MN: '.0688',
  MO: '.0423',
  MS: '.07',
  NC: '.0475',
  ND: '.05',
  NE: '.055',
  NJ: '.0663',
  NM: '.0513',
  NV: '.0685',
  NY: '.08',
  OH: '.0575',
  OK: '.045',
  PA: '.06',
  RI: '.07',
  SC: '.06',
  SD: '.045',
  TN: '.07',
  TX: '.0625',
  UT: '.0485',
  VA: '.053',
  VT: '.06',
  WA: '.065',
  WI: '.05',
  WV: '.06',
  WY: '.04',
  DC: '.06',
};

describe('money against a decimal reference', () => {
  const CARTS_PER_STATE = 80;

  it(`prices ${CARTS_PER_STATE} random carts in every state to the cent`, () => {
    expect([...STATE_CODES].sort()).toEqual(Object.keys(SPEC_RATES).sort());
    let checked = 0;
    for (const [stateIndex, state] of STATE_CODES.entries()) {
      for (let cartIndex = 0; cartIndex < CARTS_PER_STATE; cartIndex++) {
        const seed = stateIndex * 10_000 + cartIndex;
        const next = seededRandom(seed);
        const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
        const artworks: InternalArtwork[] = [];
        const items: OrderLineInput[] = [];
        const prices: { price: Decimal; quantity: number }[] = [];
        for (let line = int(1, 8); line > 0; line--) {
          // Mostly one or two of a kind, sometimes many: both kinds of cart reach the tax rounding.
          // Only packages take a quantity; an artwork line is always one licence.
          const packQuantity = next() < 0.8 ? int(1, 3) : int(4, 100);
          const kind = next();
          if (kind < 0.15) {
            const pkg = PRICING_PACKAGES[int(0, PRICING_PACKAGES.length - 1)];
            if (!pkg || items.some((item) => item.artworkId === pkg.id)) continue;
            items.push({ artworkId: pkg.id, quantity: packQuantity });
            prices.push({ price: new Decimal(formatCents(pkg.priceCents)), quantity: packQuantity });
          } else if (kind < 0.3) {
            const misc = artwork({ category: 'Miscellaneous', priceCents: int(0, 5000) });
            artworks.push(misc);
            items.push({ artworkId: misc.id, quantity: 1 });
            prices.push({ price: new Decimal('14.99'), quantity: 1 });
          } else {
            const cents = next() < 0.5 ? ([999, 1499, 1999, 2999][int(0, 3)] ?? 1499) : int(1, 25_000);
            const piece = artwork({ priceCents: cents });
            artworks.push(piece);
            items.push({ artworkId: piece.id, quantity: 1 });
            prices.push({ price: new Decimal(cents).div(100), quantity: 1 });
          }
        }
        if (items.length === 0) continue;

        const subtotal = prices.reduce((sum, { price, quantity }) => sum.plus(price.times(quantity)), new Decimal(0));
        const tax = subtotal.times(new Decimal(`0${SPEC_RATES[state]}`)).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
        const cart = priceCart(items, artworks, state);

        const context = `seed ${seed}, ${state}`;
        expect(formatCents(cart.subtotalCents), context).toBe(subtotal.toFixed(2));
        expect(formatCents(cart.taxCents), context).toBe(tax.toFixed(2));
        expect(formatCents(cart.totalCents), context).toBe(subtotal.plus(tax).toFixed(2));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(STATE_CODES.length * CARTS_PER_STATE * 0.95);
  });
});
