import { randomUUID } from 'node:crypto';
import type { InternalLicenceTier } from '@shop/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { headers, orderBody as order, usePaymentsStack } from '../testing/payments-harness.js';

const personal: InternalLicenceTier = {
  id: randomUUID(),
  name: 'Personal',
  text: 'Prints for your home.',
  priceDifferenceCents: 0,
};
const commercial: InternalLicenceTier = {
  id: randomUUID(),
  name: 'Commercial',
  text: 'Use in products you sell.\nNo resale of the file.',
  priceDifferenceCents: 2500,
};

describe('a cart priced with the licence tiers (simulator, PostgreSQL)', () => {
  const { catalog, payments } = usePaymentsStack('payments-licences');
  afterEach(() => catalog.setLicences([]));

  const quote = (items: unknown) => payments.request('POST', '/api/paypal/quote', order(items));

  it('prices the chosen tier, taxes the licensed price and keeps the licence text on the payment', async () => {
    catalog.setLicences([personal, commercial]);
    const fox = catalog.add({ priceCents: 1499, title: 'Neon Fox' });
    // New York's 8%: on $39.99, not on the work's $14.99.
    const quoted = await quote([{ artworkId: fox.id, quantity: 1, licenceId: commercial.id }]);
    expect(quoted.statusCode, quoted.body).toBe(200);
    expect(quoted.json()).toMatchObject({ subtotal: '39.99', tax: '3.20', total: '43.19' });

    const created = await payments.post(
      '/paypal/order',
      order([{ artworkId: fox.id, quantity: 1, licenceId: commercial.id }], { amount: '39.99' }),
    );
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json<{ id: string }>();
    expect((await payments.post(`/paypal/order/${id}/capture`)).statusCode).toBe(200);
    const verified = await payments.app.inject({ method: 'GET', url: `/internal/payments/${id}`, headers });
    expect(verified.json().items).toEqual([
      {
        artworkId: fox.id,
        kind: 'artwork',
        title: 'Neon Fox',
        quantity: 1,
        unitPriceCents: 3999,
        licence: { id: commercial.id, name: 'Commercial', text: commercial.text },
      },
    ]);
    // The payment keeps the text it sold, whatever the artist writes later.
    catalog.setLicences([personal, { ...commercial, text: 'Rewritten.' }]);
    const later = await payments.app.inject({ method: 'GET', url: `/internal/payments/${id}`, headers });
    expect(later.json().items[0].licence.text).toBe(commercial.text);
  });

  it('gives a line that names no licence the first tier, as SPEC clients send it', async () => {
    catalog.setLicences([personal, commercial]);
    const fox = catalog.add({ priceCents: 1499 });
    const created = await payments.post(
      '/paypal/order',
      order([{ artworkId: fox.id, quantity: 1 }], { amount: '14.99' }),
    );
    expect(created.statusCode, created.body).toBe(200);
    const row = await payments.deps.db
      .selectFrom('payment_orders')
      .select('items')
      .where('provider_order_id', '=', created.json().id)
      .executeTakeFirstOrThrow();
    expect(row.items[0]).toMatchObject({ unitPriceCents: 1499, licence: { id: personal.id, name: 'Personal' } });
  });

  it('refuses an unknown licence, a licence when the shop sells one, and a licence on a pack with a 400', async () => {
    const fox = catalog.add({ priceCents: 1499, title: 'Neon Fox' });
    catalog.setLicences([personal, commercial]);
    for (const items of [
      [{ artworkId: fox.id, quantity: 1, licenceId: randomUUID() }],
      [{ artworkId: fox.id, quantity: 1, licenceId: 'not-an-id' }],
      [{ artworkId: 'package-custom-logo', quantity: 1, licenceId: commercial.id }],
    ]) {
      for (const response of [await quote(items), await payments.post('/paypal/order', order(items))]) {
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json().error).toBe('unknown_licence');
      }
    }
    expect((await quote([{ artworkId: fox.id, quantity: 1, licenceId: randomUUID() }])).json().message).toBe(
      'The licence chosen for "Neon Fox" is not offered any more (choose Personal, Commercial). Please choose the licence again.',
    );
    catalog.setLicences([]);
    const gone = await quote([{ artworkId: fox.id, quantity: 1, licenceId: commercial.id }]);
    expect(gone.statusCode).toBe(400);
    expect(gone.json().message).toContain('this shop sells every work under its one licence now');
  });

  it('without tiers prices and records exactly as before (no licence on the line)', async () => {
    const fox = catalog.add({ priceCents: 1499 });
    const created = await payments.post(
      '/paypal/order',
      order([{ artworkId: fox.id, quantity: 1 }], { amount: '14.99' }),
    );
    expect(created.json()).toMatchObject({ subtotal: '14.99', tax: '1.20', total: '16.19' });
    const row = await payments.deps.db
      .selectFrom('payment_orders')
      .select('items')
      .where('provider_order_id', '=', created.json().id)
      .executeTakeFirstOrThrow();
    expect(row.items).toEqual([
      { artworkId: fox.id, kind: 'artwork', title: fox.title, quantity: 1, unitPriceCents: 1499 },
    ]);
  });
});
