import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { headers, orderBody as order, usePaymentsStack } from '../testing/payments-harness.js';

describe('payments service (simulator) on PostgreSQL', () => {
  const { catalog, payments } = usePaymentsStack('payments');

  it('tells the web app it runs the simulator', async () => {
    const response = await payments.app.inject({ method: 'GET', url: '/api/paypal/config', headers });
    expect(response.json()).toEqual({ clientId: null, mode: 'simulator', currency: 'USD' });
  });

  describe('POST /paypal/order', () => {
    it('prices from the catalog, taxes for the state and records the order', async () => {
      const fox = catalog.add({ priceCents: 1499, title: 'Neon Fox' });
      const response = await payments.post(
        '/paypal/order',
        order(
          [
            { artworkId: fox.id, quantity: 1 },
            { artworkId: 'package-custom-logo', quantity: 2 },
          ],
          { amount: '54.97' },
        ),
        { 'x-request-id': 'trace-create-1' },
      );

      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(body).toEqual({ id: expect.stringMatching(/^SIM/), subtotal: '54.97', tax: '4.40', total: '59.37' });
      expect(catalog.lookups.at(-1)).toEqual({ ids: [fox.id], requestId: 'trace-create-1' });
      const row = await payments.deps.db
        .selectFrom('payment_orders')
        .selectAll()
        .where('provider_order_id', '=', body.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        provider: 'simulator',
        state_code: 'NY',
        subtotal_cents: 5497,
        tax_cents: 440,
        total_cents: 5937,
        status: 'CREATED',
        items: [
          { artworkId: fox.id, kind: 'artwork', title: 'Neon Fox', quantity: 1, unitPriceCents: 1499 },
          {
            artworkId: 'package-custom-logo',
            kind: 'package',
            title: 'Custom Logo',
            quantity: 2,
            unitPriceCents: 1999,
          },
        ],
      });
    });

    it('refuses an amount that is not the server subtotal with 409 and the current subtotal', async () => {
      const fox = catalog.add({ priceCents: 2999 });
      const owl = catalog.add({ priceCents: 2999 });
      const response = await payments.post(
        '/paypal/order',
        order(
          [
            { artworkId: fox.id, quantity: 1 },
            { artworkId: owl.id, quantity: 1 },
          ],
          { amount: '0.01' },
        ),
      );
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error: 'amount_mismatch',
        message: expect.stringContaining('subtotal is now 59.98'),
        subtotal: '59.98',
      });
    });

    it('ignores prices the client slipped into the lines', async () => {
      const fox = catalog.add({ priceCents: 2999 });
      const response = await payments.post(
        '/paypal/order',
        order([{ artworkId: fox.id, quantity: 1, price: '0.01', unitPriceCents: 1 }], { stateCode: 'OR' }),
      );
      expect(response.json()).toMatchObject({ subtotal: '29.99', total: '29.99' });
    });

    it('reads state codes in any case and refuses an unknown state with 400', async () => {
      const fox = catalog.add({ priceCents: 1000 });
      const lower = await payments.post(
        '/paypal/order',
        order([{ artworkId: fox.id, quantity: 1 }], { stateCode: 'ca' }),
      );
      expect(lower.json()).toMatchObject({ tax: '0.73' });
      const unknown = await payments.post(
        '/paypal/order',
        order([{ artworkId: fox.id, quantity: 1 }], { stateCode: 'ZZ' }),
      );
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toEqual({
        error: 'bad_request',
        message: 'Unknown state "ZZ": use a two-letter US state code such as NY or CA.',
      });
    });

    it('returns the same order for a repeated PayPal-Request-Id, even ten at once', async () => {
      const fox = catalog.add();
      const key = { 'paypal-request-id': 'checkout-7f3a' };
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          payments.post('/paypal/order', order([{ artworkId: fox.id, quantity: 1 }]), key),
        ),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
      expect(new Set(answers.map((a) => a.body)).size).toBe(1);
      const rows = await payments.deps.db
        .selectFrom('payment_orders')
        .select('status')
        .where('request_id', '=', 'checkout-7f3a')
        .execute();
      expect(rows).toEqual([{ status: 'CREATED' }]);

      const otherCart = await payments.post(
        '/paypal/order',
        order([{ artworkId: catalog.add().id, quantity: 1 }]),
        key,
      );
      expect(otherCart.statusCode).toBe(409);
      expect(otherCart.json()).toMatchObject({ error: 'idempotency_key_reused' });
      const badKey = await payments.post('/paypal/order', order([{ artworkId: fox.id, quantity: 1 }]), {
        'paypal-request-id': 'has spaces',
      });
      expect(badKey.statusCode).toBe(400);
    });

    it('makes a new order for each create without a key', async () => {
      const fox = catalog.add();
      const first = await payments.post('/paypal/order', order([{ artworkId: fox.id, quantity: 1 }]));
      const second = await payments.post('/paypal/order', order([{ artworkId: fox.id, quantity: 1 }]));
      expect(first.json().id).not.toBe(second.json().id);
    });

    describe('abuse', () => {
      it.each([
        ['quantity 0', (id: string) => order([{ artworkId: id, quantity: 0 }]), 'items.0.quantity'],
        ['negative quantity', (id: string) => order([{ artworkId: id, quantity: -3 }]), 'items.0.quantity'],
        ['huge quantity', (id: string) => order([{ artworkId: id, quantity: 1e9 }]), 'items.0.quantity'],
        ['fractional quantity', (id: string) => order([{ artworkId: id, quantity: 1.5 }]), 'items.0.quantity'],
        ['quantity as text', (id: string) => order([{ artworkId: id, quantity: '2' }]), 'items.0.quantity'],
        ['no items', () => order([]), 'items'],
        [
          'too many lines',
          (id: string) => order(Array.from({ length: 101 }, () => ({ artworkId: id, quantity: 1 }))),
          'items',
        ],
        [
          'amount with 3 decimals',
          (id: string) => order([{ artworkId: id, quantity: 1 }], { amount: '19.999' }),
          'amount',
        ],
        ['negative amount', (id: string) => order([{ artworkId: id, quantity: 1 }], { amount: '-19.99' }), 'amount'],
        ['another currency', (id: string) => order([{ artworkId: id, quantity: 1 }], { currency: 'EUR' }), 'currency'],
      ])('refuses %s with a 400 naming the field', async (_label, build, field) => {
        const fox = catalog.add();
        const response = await payments.post('/paypal/order', build(fox.id));
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json()).toMatchObject({
          error: 'validation_failed',
          message: expect.stringContaining(`"${field}"`),
        });
      });

      it('refuses merged quantities above the limit', async () => {
        const fox = catalog.add();
        const response = await payments.post(
          '/paypal/order',
          order([
            { artworkId: fox.id, quantity: 60 },
            { artworkId: fox.id, quantity: 60 },
          ]),
        );
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe(`Quantity of "${fox.id}" must be at most 100.`);
      });

      it('refuses quantity 2 of an artwork and the same artwork twice, naming it', async () => {
        const fox = catalog.add({ title: 'Neon Fox' });
        const expected = {
          error: 'artwork_quantity',
          message: `Artwork "Neon Fox" (${fox.id}) can be bought only once per order: an artwork is a download licence, so its quantity is always 1.`,
        };
        const quantityTwo = await payments.post('/paypal/order', order([{ artworkId: fox.id, quantity: 2 }]));
        expect(quantityTwo.statusCode).toBe(400);
        expect(quantityTwo.json()).toEqual(expected);
        const twice = await payments.post(
          '/paypal/order',
          order([
            { artworkId: fox.id, quantity: 1 },
            { artworkId: fox.id, quantity: 1 },
          ]),
        );
        expect(twice.statusCode).toBe(400);
        expect(twice.json()).toEqual(expected);
        const rows = await payments.deps.db
          .selectFrom('payment_orders')
          .select('id')
          .where(sql<boolean>`items::text like ${`%${fox.id}%`}`)
          .execute();
        expect(rows).toEqual([]);
      });

      it('prices a pack with quantity 2 at twice its price', async () => {
        const response = await payments.post(
          '/paypal/order',
          order([{ artworkId: 'package-abstract-3-pack', quantity: 2 }], { stateCode: 'OR' }),
        );
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json()).toMatchObject({ subtotal: '69.98', tax: '0.00', total: '69.98' });
      });

      it.each([
        ['an unknown uuid', () => '7d1f0c1e-5d7e-4c53-9a43-3f2c8f0f6a11', 'is not in the catalog'],
        ['an id that is no uuid', () => "1' or '1'='1", 'is not in the catalog'],
        ['a pending artwork', () => catalog.add({ status: 'pending' }).id, 'is not available for purchase'],
        ['a flagged artwork', () => catalog.add({ status: 'flagged' }).id, 'is not available for purchase'],
        [
          'an artwork not for sale',
          () => catalog.add({ isForSale: false, title: 'Kept' }).id,
          '"Kept" is not for sale',
        ],
        [
          'an unpriced artwork',
          () => catalog.add({ priceCents: null, title: 'Unpriced' }).id,
          '"Unpriced" is not for sale',
        ],
      ])('refuses %s with a 400', async (_label, id, message) => {
        const response = await payments.post('/paypal/order', order([{ artworkId: id(), quantity: 1 }]));
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ error: 'bad_request', message: expect.stringContaining(message) });
      });

      it('refuses malformed JSON, a missing body and a wrong content type with 4xx', async () => {
        const malformed = await payments.app.inject({
          method: 'POST',
          url: '/paypal/order',
          headers: { ...headers, 'content-type': 'application/json' },
          payload: '{"items": [',
        });
        expect(malformed.statusCode).toBe(400);
        expect(malformed.json()).toMatchObject({
          error: 'bad_request',
          message: expect.stringContaining('not valid JSON'),
        });
        const poisoned = await payments.app.inject({
          method: 'POST',
          url: '/paypal/order',
          headers: { ...headers, 'content-type': 'application/json' },
          payload: '{"__proto__": {"admin": true}, "items": []}',
        });
        expect(poisoned.statusCode).toBe(400);
        const empty = await payments.post('/paypal/order');
        expect(empty.statusCode).toBe(400);
        const text = await payments.app.inject({
          method: 'POST',
          url: '/paypal/order',
          headers: { ...headers, 'content-type': 'text/plain' },
          payload: 'hi',
        });
        expect(text.statusCode).toBe(400);
        expect(text.json()).toMatchObject({ error: 'validation_failed', message: expect.any(String) });
      });
    });

    it('answers 503 when the catalog cannot be asked', async () => {
      const fox = catalog.add();
      catalog.failWith(500);
      const response = await payments.post('/paypal/order', order([{ artworkId: fox.id, quantity: 1 }]));
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        error: 'dependency_unavailable',
        message: expect.stringContaining('catalog'),
      });
    });

    it('needs no catalog for a cart of packages only', async () => {
      catalog.failWith(500);
      const response = await payments.post(
        '/paypal/order',
        order([{ artworkId: 'package-abstract-10-pack', quantity: 1 }], { stateCode: 'AK' }),
      );
      expect(response.json()).toMatchObject({ subtotal: '99.99', tax: '0.00', total: '99.99' });
    });
  });
});
