import { PRICING_PACKAGES, type OrderLineInput } from '@shop/contracts';
import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { internalArtwork } from '../testing/internal-artwork.js';
import { seededRandom } from '../testing/seeded-random.js';
import { applyPromo, priceCart, type PromoTerms } from './pricing.js';
import { countryRule, type TaxPlace } from './tax-place.js';

// Every distinct rate the table ships with (202611300100_create-country-taxes), and three states.
const SHIPPED: [string, string, string][] = [
  ['LU', 'VAT', '0.17'],
  ['MT', 'VAT', '0.18'],
  ['DE', 'VAT', '0.19'],
  ['FR', 'VAT', '0.20'],
  ['NL', 'VAT', '0.21'],
  ['IT', 'VAT', '0.22'],
  ['IE', 'VAT', '0.23'],
  ['EE', 'VAT', '0.24'],
  ['SE', 'VAT', '0.25'],
  ['FI', 'VAT', '0.255'],
  ['HU', 'VAT', '0.27'],
  ['CH', 'VAT', '0.081'],
  ['CA', 'GST', '0.05'],
  ['AU', 'GST', '0.10'],
  ['NZ', 'GST', '0.15'],
  ['JP', 'Consumption tax', '0.10'],
];
const PLACES: [string, TaxPlace, string][] = [
  ...SHIPPED.map(([code, taxName, rate]): [string, TaxPlace, string] => [
    code,
    countryRule(code, { taxName, rate, enabled: true }),
    rate,
  ]),
  ['US-NY', 'NY', '.08'],
  ['US-CA', 'CA', '.0725'],
  ['US-OR', 'OR', '0'],
];
const PROMOS: (PromoTerms | undefined)[] = [undefined, { kind: 'percent', value: 30 }, { kind: 'fixed', value: 500 }];

/** Totals add up for every combination of promo code, pack, country and state. */
describe('totals at every shipped rate and some states', () => {
  it('tax is round(taxed × rate) and total = subtotal − discount + tax, with or without packs and promo codes', () => {
    let checked = 0;
    for (const [placeIndex, [name, place, rate]] of PLACES.entries()) {
      for (let cartIndex = 0; cartIndex < 30; cartIndex++) {
        const next = seededRandom(placeIndex * 1000 + cartIndex);
        const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
        const artworks = Array.from({ length: int(0, 3) }, () => internalArtwork({ priceCents: int(1, 20_000) }));
        const items: OrderLineInput[] = artworks.map((work) => ({ artworkId: work.id, quantity: 1 }));
        const pkg = PRICING_PACKAGES[int(0, PRICING_PACKAGES.length - 1)];
        if (pkg && (items.length === 0 || next() < 0.5)) items.push({ artworkId: pkg.id, quantity: int(1, 3) });
        const promo = PROMOS[cartIndex % PROMOS.length];
        const plain = priceCart(items, artworks, place);
        const cart = promo ? applyPromo(plain, 'CODE', promo) : plain;

        const context = `${name} seed ${placeIndex * 1000 + cartIndex}`;
        const taxed = new Decimal(cart.subtotalCents - cart.discountCents);
        expect(cart.taxCents, context).toBe(taxed.times(rate).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber());
        expect(cart.totalCents, context).toBe(cart.subtotalCents - cart.discountCents + cart.taxCents);
        checked++;
      }
    }
    expect(checked).toBe(PLACES.length * 30);
  });
});
