import type { FakeCatalog } from '@shop/testkit';
import { expect } from 'vitest';
import { admin, type PaymentsHarness } from './payments-harness.js';

const DAY = 86_400_000;
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/** The promo code tests' steps: fresh codes, carts of the fake catalog, quotes, orders and purchases (New York). */
export function promoCheckout(payments: PaymentsHarness, catalog: FakeCatalog) {
  let codeNumber = 0;

  /** A fresh code per test, so tests never share uses. */
  async function createCode(fields: Record<string, unknown>): Promise<{ id: string; code: string }> {
    codeNumber += 1;
    const response = await payments.request(
      'POST',
      '/api/promo-codes',
      { code: `test${codeNumber}-${Date.now() % 100000}`, ...fields },
      admin,
    );
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }

  function cart(priceCents = 1999) {
    const work = catalog.add({ priceCents, title: 'Neon Fox' });
    return [{ artworkId: work.id, quantity: 1 }];
  }

  const quote = (items: unknown, promoCode?: string, email?: string) =>
    payments.request('POST', '/api/paypal/quote', {
      items,
      stateCode: 'NY',
      ...(promoCode === undefined ? {} : { promoCode }),
      ...(email === undefined ? {} : { email }),
    });

  const createOrder = (items: unknown, promoCode?: string, email?: string, extra: Record<string, unknown> = {}) =>
    payments.request('POST', '/paypal/order', {
      items,
      stateCode: 'NY',
      ...(promoCode === undefined ? {} : { promoCode }),
      ...(email === undefined ? {} : { payer: { email, name: 'Ann Buyer' } }),
      ...extra,
    });

  async function buy(items: unknown, promoCode: string, email?: string): Promise<string> {
    const created = await createOrder(items, promoCode, email);
    expect(created.statusCode, created.body).toBe(200);
    const id: string = created.json().id;
    const captured = await payments.request('POST', `/paypal/order/${id}/capture`);
    expect(captured.statusCode, captured.body).toBe(200);
    return id;
  }

  return { createCode, cart, quote, createOrder, buy };
}
