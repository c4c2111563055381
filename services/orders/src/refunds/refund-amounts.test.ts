import { describe, expect, it } from 'vitest';
import { amountParts, lineRefundParts, remainingParts } from './refund-amounts.js';

// Two lines, 14.99 and 29.98 (a pack of two), a 10% promo (4.50), CA tax 7.25% on 40.47 = 2.93.
const order = { subtotal_cents: 4497, discount_cents: 450, tax_cents: 293, total_cents: 4340, tax_rate: '0.0725' };

describe('refund amounts', () => {
  it("gives a line's price less its promo share plus tax on the net", () => {
    // share = round(1499 × 450 / 4497) = 150; net 1349; tax = round(1349 × 0.0725) = 98.
    expect(lineRefundParts(order, { unit_price_cents: 1499, quantity: 1 })).toEqual({
      subtotalCents: 1499,
      discountCents: 150,
      taxCents: 98,
      amountCents: 1447,
    });
  });

  it('gives the plain line plus tax without a promo', () => {
    const plain = { subtotal_cents: 1499, discount_cents: 0, tax_cents: 109, total_cents: 1608, tax_rate: '0.0725' };
    expect(lineRefundParts(plain, { unit_price_cents: 1499, quantity: 1 }).amountCents).toBe(1608);
  });

  it("uses the order's own tax proportion when no rate was stored", () => {
    const old = { ...order, tax_rate: null };
    expect(lineRefundParts(old, { unit_price_cents: 1499, quantity: 1 }).taxCents).toBe(
      Math.round((1349 * 293) / 4047),
    );
  });

  it('leaves exactly what is left of the total for the whole order, whatever the rounding', () => {
    const first = lineRefundParts(order, { unit_price_cents: 1499, quantity: 1 });
    const rest = remainingParts(order, [first]);
    expect(rest).toEqual({ subtotalCents: 2998, discountCents: 300, taxCents: 195, amountCents: 2893 });
    expect(first.amountCents + rest.amountCents).toBe(order.total_cents);
  });

  it("splits an amount refunded on PayPal's side into tax and the rest", () => {
    expect(amountParts(order, 1000)).toEqual({
      subtotalCents: 1000 - 68,
      discountCents: 0,
      taxCents: 68,
      amountCents: 1000,
    });
  });
});
