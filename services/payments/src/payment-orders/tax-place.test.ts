import { describe, expect, it } from 'vitest';
import { internalArtwork } from '../testing/internal-artwork.js';
import { applyPromo, priceCart } from './pricing.js';
import { countryRule, parseCountryCode } from './tax-place.js';

const priced = (priceCents: number, place: Parameters<typeof priceCart>[2]) => {
  const artwork = internalArtwork({ priceCents });
  return priceCart([{ artworkId: artwork.id, quantity: 1 }], [artwork], place);
};

/** The tax of a buyer outside the US comes from the artist's table. */
describe('tax by country', () => {
  it('charges a Berlin buyer 19% VAT and names it', () => {
    const cart = priced(2999, countryRule('DE', { taxName: 'VAT', rate: '0.19', enabled: true }));
    // 29.99 × 19% = 5.6981 → 5.70
    expect(cart).toMatchObject({
      countryCode: 'DE',
      stateCode: null,
      taxName: 'VAT',
      subtotalCents: 2999,
      taxCents: 570,
      totalCents: 3569,
    });
  });

  it('charges a Toronto buyer the federal 5% GST', () => {
    const cart = priced(1999, countryRule('CA', { taxName: 'GST', rate: '0.05', enabled: true }));
    // 19.99 × 5% = 0.9995 → 1.00 (half up)
    expect(cart).toMatchObject({ countryCode: 'CA', taxName: 'GST', taxCents: 100, totalCents: 2099 });
  });

  it('charges a US buyer the state rate of SPEC §9 exactly as before, as US sales tax', () => {
    expect(priced(1499, 'NY')).toMatchObject({
      countryCode: 'US',
      stateCode: 'NY',
      taxName: 'Sales Tax',
      taxCents: 120,
      totalCents: 1619,
    });
  });

  it('charges no tax where the artist switched the country off or has no row', () => {
    expect(priced(1000, countryRule('FR', { taxName: 'VAT', rate: '0.2', enabled: false }))).toMatchObject({
      taxName: null,
      taxCents: 0,
      totalCents: 1000,
    });
    expect(priced(1000, countryRule('BR', undefined))).toMatchObject({ countryCode: 'BR', taxCents: 0 });
  });

  it('taxes what is left after a promo code at the country rate', () => {
    const cart = applyPromo(priced(2000, countryRule('CH', { taxName: 'VAT', rate: '0.081', enabled: true })), 'HALF', {
      kind: 'percent',
      value: 50,
    });
    // (20.00 − 10.00) × 8.1% = 0.81
    expect(cart).toMatchObject({ discountCents: 1000, taxCents: 81, totalCents: 1081, taxName: 'VAT' });
  });

  it('reads an absent country as the US and matches codes case-insensitively', () => {
    expect(parseCountryCode(undefined)).toBe('US');
    expect(parseCountryCode(' de ')).toBe('DE');
    expect(() => parseCountryCode('XX')).toThrow('Unknown country "XX"');
  });
});
