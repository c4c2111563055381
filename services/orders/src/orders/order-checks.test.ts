import { CreateOrderBodySchema, receiptAddressOf, type CreateOrderBody, type VerifiedPayment } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { assertPaymentCovers, parseOrderClaim, requestedLines } from './order-checks.js';

const payment: VerifiedPayment = {
  paypalOrderId: 'SIM1',
  status: 'COMPLETED',
  captured: true,
  subtotalCents: 5497,
  taxCents: 440,
  totalCents: 5937,
  items: [
    { artworkId: 'art-1', kind: 'artwork', quantity: 1, unitPriceCents: 1499, title: 'Fox' },
    { artworkId: 'package-custom-logo', kind: 'package', quantity: 2, unitPriceCents: 1999, title: 'Custom Logo' },
  ],
  payerEmail: 'payer@example.com',
  payerName: 'Pay Er',
};
const body = (overrides: Partial<CreateOrderBody> = {}): CreateOrderBody => ({
  paypal_order_id: 'SIM1',
  customer_email: 'grace@example.com',
  customer_name: 'Grace',
  total_amount: '59.37',
  ...overrides,
});
const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return { status: (error as { statusCode?: number }).statusCode, message: (error as Error).message };
  }
  throw new Error('expected a refusal');
};

describe('order checks', () => {
  it('reads totals as "59.37" strings, refusing other forms instead of rounding extra digits away', () => {
    expect(parseOrderClaim(body({ total_amount: '59.37' })).totalCents).toBe(5937);
    expect(parseOrderClaim(body({ total_amount: '0.30' })).totalCents).toBe(30);
    const schemaRefusal = (total: unknown) => {
      const parsed = CreateOrderBodySchema.safeParse({ ...body(), total_amount: total });
      if (parsed.success) throw new Error(`expected a refusal of ${String(total)}`);
      return parsed.error.issues[0];
    };
    expect(schemaRefusal('59.371')?.path).toEqual(['total_amount']);
    expect(schemaRefusal('-1.00')?.path).toEqual(['total_amount']);
    expect(schemaRefusal('abc')?.message).toBe('total_amount must be an amount like "59.37", not "abc".');
    // A number was accepted once; the API's money form is the string the capture answered.
    expect(schemaRefusal(59.37)?.message).toBe('total_amount must be an amount like "59.37", not 59.37.');
    expect(schemaRefusal(Number.NaN)?.path).toEqual(['total_amount']);
  });

  it('understands contract lines and SPEC cart items, merging one id', () => {
    expect(
      requestedLines([
        { artworkId: 'a', quantity: 1 },
        { artwork: { id: 'a', price: '0.01' }, quantity: 2 },
      ]),
    ).toEqual(new Map([['a', 3]]));
    expect(refusal(() => requestedLines([{ artworkId: 'a', quantity: 0 }])).message).toBe(
      'items[0] must be {artworkId, quantity} with a quantity from 1 to 100.',
    );
    expect(refusal(() => requestedLines(['x'])).status).toBe(400);
  });

  it('accepts a body that matches the captured payment', () => {
    expect(
      assertPaymentCovers(
        parseOrderClaim(
          body({
            items: [
              { artworkId: 'art-1', quantity: 1 },
              { artworkId: 'package-custom-logo', quantity: 2 },
            ],
            artwork_ids: ['art-1'],
          }),
        ),
        payment,
      ),
    ).toBe(payment);
  });

  it('accepts a pending capture (stored as a pending order) but not a denied one', () => {
    const pending = { ...payment, status: 'CAPTURE_PENDING', captured: false };
    expect(assertPaymentCovers(parseOrderClaim(body()), pending)).toBe(pending);
    expect(() => assertPaymentCovers(parseOrderClaim(body()), { ...pending, status: 'DENIED' })).toThrow(
      'The payment for this PayPal order is not completed.',
    );
  });

  it.each([
    ['no payment', body(), undefined, 'No payment was found for this PayPal order.'],
    [
      'an uncaptured payment',
      body(),
      { ...payment, captured: false },
      'The payment for this PayPal order is not completed.',
    ],
    [
      'another total',
      body({ total_amount: '0.01' }),
      payment,
      'total_amount does not match the payment: 59.37 was paid.',
    ],
    [
      'another quantity',
      body({
        items: [
          { artworkId: 'art-1', quantity: 2 },
          { artworkId: 'package-custom-logo', quantity: 2 },
        ],
      }),
      payment,
      'The items do not match what was paid for.',
    ],
    [
      'an extra item',
      body({
        items: [
          { artworkId: 'art-1', quantity: 1 },
          { artworkId: 'package-custom-logo', quantity: 2 },
          { artworkId: 'art-9', quantity: 1 },
        ],
      }),
      payment,
      'The items do not match what was paid for.',
    ],
    [
      'a missing item',
      body({ items: [{ artworkId: 'art-1', quantity: 1 }] }),
      payment,
      'The items do not match what was paid for.',
    ],
    ['another artwork id', body({ artwork_ids: ['art-2'] }), payment, 'The artworks do not match what was paid for.'],
  ] as const)('refuses %s with 402', (_label, given, paid, message) => {
    expect(refusal(() => assertPaymentCovers(parseOrderClaim(given), paid))).toEqual({ status: 402, message });
  });

  it("uses PayPal's email when the form sent none, and refuses a malformed one", () => {
    expect(receiptAddressOf(parseOrderClaim(body({ customer_email: '  ' })).email, payment)).toBe('payer@example.com');
    expect(receiptAddressOf(parseOrderClaim(body()).email, payment)).toBe('grace@example.com');
    expect(refusal(() => parseOrderClaim(body({ customer_email: 'not-an-email' })))).toEqual({
      status: 400,
      message: 'customer_email is not an email address.',
    });
  });
});
