import { describe, expect, it } from 'vitest';
import { orderBody as order, usePaymentsStack } from '../testing/payments-harness.js';

// Payments keeps the catalog's prices while the catalog's public generation stays (the fake
// catalog moves it on each change, as the catalog's curator writes do): a checkout's quote and
// payment order ask the catalog once, and a price changed in between is the price charged.
describe('prices kept per catalog generation', () => {
  const { catalog, payments } = usePaymentsStack('payments_pricing_cache');
  const quote = (items: unknown) => payments.request('POST', '/api/paypal/quote', order(items));

  it('prices a quote and its payment order from one lookup while nothing changed', async () => {
    const fox = catalog.add({ priceCents: 1499 });
    const items = [{ artworkId: fox.id, quantity: 1 }];
    const before = catalog.lookups.length;
    expect((await quote(items)).json()).toMatchObject({ subtotal: '14.99' });
    const created = await payments.post('/paypal/order', order(items, { amount: '14.99' }));
    expect(created.statusCode, created.body).toBe(200);
    expect(catalog.lookups.length - before).toBe(1);
  });

  it('charges the price the curator set after the quote, never the kept one', async () => {
    const fox = catalog.add({ priceCents: 1499 });
    const items = [{ artworkId: fox.id, quantity: 1 }];
    expect((await quote(items)).json()).toMatchObject({ subtotal: '14.99' });
    catalog.artworks.set(fox.id, { ...fox, priceCents: 2499 });

    const stale = await payments.post('/paypal/order', order(items, { amount: '14.99' }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: 'amount_mismatch', subtotal: '24.99' });
    const created = await payments.post('/paypal/order', order(items, { amount: '24.99' }));
    expect(created.statusCode, created.body).toBe(200);
  });

  it('refuses a work taken off sale after the quote', async () => {
    const fox = catalog.add({ priceCents: 1499, title: 'Withdrawn Fox' });
    const items = [{ artworkId: fox.id, quantity: 1 }];
    expect((await quote(items)).statusCode).toBe(200);
    catalog.artworks.set(fox.id, { ...fox, isForSale: false });
    const refused = await payments.post('/paypal/order', order(items, { amount: '14.99' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('is not for sale');
  });
});
