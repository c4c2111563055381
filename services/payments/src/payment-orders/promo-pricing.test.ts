import { describe, expect, it } from 'vitest';
import { internalArtwork } from '../testing/internal-artwork.js';
import { applyPromo, priceCart, promoDiscountCents } from './pricing.js';

const artwork = (priceCents: number) => internalArtwork({ priceCents });

const cartOf = (priceCents: number, stateCode: 'NY' | 'OR' | 'CA' = 'NY') => {
  const work = artwork(priceCents);
  return priceCart([{ artworkId: work.id, quantity: 1 }], [work], stateCode);
};

describe('promoDiscountCents', () => {
  it('takes a percentage rounded half up to the cent', () => {
    // 30% of $14.99 = 449.7¢ → 450¢; of $0.05 = 1.5¢ → 2¢; of $0.03 = 0.9¢ → 1¢; of $0.01 = 0.3¢ → 0¢.
    expect(promoDiscountCents({ kind: 'percent', value: 30 }, 1499)).toBe(450);
    expect(promoDiscountCents({ kind: 'percent', value: 30 }, 5)).toBe(2);
    expect(promoDiscountCents({ kind: 'percent', value: 30 }, 3)).toBe(1);
    expect(promoDiscountCents({ kind: 'percent', value: 30 }, 1)).toBe(0);
    // 15% of $33.33 = 499.95¢ → 500¢ (exactly half rounds up).
    expect(promoDiscountCents({ kind: 'percent', value: 15 }, 3333)).toBe(500);
    expect(promoDiscountCents({ kind: 'percent', value: 100 }, 1999)).toBe(1999);
  });

  it('takes a fixed amount, capped at the subtotal and never below 0', () => {
    expect(promoDiscountCents({ kind: 'fixed', value: 500 }, 1999)).toBe(500);
    expect(promoDiscountCents({ kind: 'fixed', value: 5000 }, 1999)).toBe(1999);
    expect(promoDiscountCents({ kind: 'fixed', value: -5 }, 1999)).toBe(0);
  });

  it('stays exact on the largest cart (no binary fractions)', () => {
    expect(promoDiscountCents({ kind: 'percent', value: 33 }, 10_000_000)).toBe(3_300_000);
    expect(promoDiscountCents({ kind: 'percent', value: 7 }, 9_999_999)).toBe(700_000);
  });
});

describe('applyPromo', () => {
  it('taxes what is left after the discount: LAUNCH30 on $19.99 in New York', () => {
    const cart = applyPromo(cartOf(1999), 'LAUNCH30', { kind: 'percent', value: 30 });
    // 30% of 1999 = 599.7 → 600; taxed 1399 × 8% = 111.92 → 112; total 1399 + 112.
    expect(cart).toMatchObject({
      subtotalCents: 1999,
      discountCents: 600,
      promoCode: 'LAUNCH30',
      taxCents: 112,
      totalCents: 1511,
    });
  });

  it('keeps total = subtotal − discount + tax in a state without tax', () => {
    const cart = applyPromo(cartOf(1999, 'OR'), 'FIVE', { kind: 'fixed', value: 500 });
    expect(cart).toMatchObject({ subtotalCents: 1999, discountCents: 500, taxCents: 0, totalCents: 1499 });
  });

  it('refuses a code that leaves nothing to pay, naming the code', () => {
    expect(() => applyPromo(cartOf(1999), 'ALLFREE', { kind: 'fixed', value: 5000 })).toThrow(
      'The promo code "ALLFREE" covers the whole order, and an order of $0.00 cannot be paid.',
    );
  });

  it('leaves a cart without a code as priced: no discount, no code', () => {
    expect(cartOf(1999)).toMatchObject({ discountCents: 0, promoCode: null, taxCents: 160, totalCents: 2159 });
  });
});
