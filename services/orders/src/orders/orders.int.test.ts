import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { ordersEnvSchema } from '../config.js';
import { createDeps } from '../deps.js';
import { headers, useOrderCheckout } from '../testing/order-checkout.js';

describe('orders service on PostgreSQL and S3, with the real payments service (simulator)', () => {
  const { deps, orders, ordersEnv, artwork, paidOrder, postOrder, orderBody } = useOrderCheckout('orders');

  it('stores a paid order with one 30-day download link per artwork and shows it', async () => {
    const fox = await artwork({ originalName: 'Neon Fox – final.png' });
    const owl = await artwork();
    const items = [
      { artworkId: fox.artwork.id, quantity: 1 },
      { artworkId: 'package-custom-logo', quantity: 1 },
      { artworkId: owl.artwork.id, quantity: 1 },
    ];
    const paid = await paidOrder(items);

    const response = await postOrder(
      orderBody(paid.id, paid.total, { items, artwork_ids: [fox.artwork.id, owl.artwork.id] }),
    );

    expect(response.statusCode, response.body).toBe(201);
    const created = response.json();
    expect(created).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      download_links: [expect.any(String), expect.any(String)],
    });
    for (const link of created.download_links)
      expect(link).toMatch(/^https:\/\/shop\.example\.com\/api\/downloads\/[A-Za-z0-9_-]{43}$/);

    const shown = await orders.inject({ method: 'GET', url: `/api/orders/${created.id}`, headers });
    expect(shown.json()).toEqual({
      id: created.id,
      customerName: 'Grace Hopper',
      totalAmount: paid.total,
      status: 'completed',
      download_links: created.download_links,
      // What each link delivers, and the receipt's address masked.
      downloadItems: [
        { artworkId: fox.artwork.id, title: fox.artwork.title, files: [] },
        { artworkId: owl.artwork.id, title: owl.artwork.title, files: [] },
      ],
      receiptEmail: 'gr•••@example.com',
    });

    const grants = await deps.db
      .selectFrom('download_grants')
      .selectAll()
      .where('order_id', '=', created.id)
      .orderBy('position')
      .execute();
    expect(grants.map((g) => g.artwork_id)).toEqual([fox.artwork.id, owl.artwork.id]);
    const token = String(created.download_links[0]).split('/').pop() ?? '';
    expect(grants[0]?.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    const validMs = (grants[0]?.expires_at.getTime() ?? 0) - Date.now();
    expect(validMs).toBeGreaterThan(29.9 * 24 * 3600 * 1000);
    expect(validMs).toBeLessThanOrEqual(30 * 24 * 3600 * 1000);
  });

  it('sends every answer that carries download links as private, no-store', async () => {
    const fox = await artwork();
    const paid = await paidOrder([{ artworkId: fox.artwork.id, quantity: 1 }]);
    const first = await postOrder(orderBody(paid.id, paid.total));
    const again = await postOrder(orderBody(paid.id, paid.total));
    const { id } = first.json<{ id: string }>();
    const shown = await orders.inject({ method: 'GET', url: `/api/orders/${id}`, headers });
    const receipt = await orders.inject({ method: 'GET', url: `/api/orders/${id}/receipt`, headers });
    for (const answer of [first, again, shown, receipt]) {
      expect(answer.statusCode, answer.body).toBeLessThan(300);
      expect(answer.body).toContain('/api/downloads/');
      expect(answer.headers['cache-control'], answer.body).toBe('private, no-store');
    }
  });

  it('answers a repeat with the same body: 201 once, then 200', async () => {
    const fox = await artwork();
    const paid = await paidOrder([{ artworkId: fox.artwork.id, quantity: 1 }]);
    const first = await postOrder(orderBody(paid.id, paid.total));
    const again = await postOrder(orderBody(paid.id, paid.total));
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.body).toBe(first.body);
  });

  it('answers a replay from any other client 403, with neither the order id nor links; the buyer keeps both', async () => {
    const fox = await artwork();
    const paid = await paidOrder([{ artworkId: fox.artwork.id, quantity: 1 }]);
    const first = await postOrder(orderBody(paid.id, paid.total));
    expect(first.statusCode, first.body).toBe(201);
    const { id: orderId } = first.json<{ id: string; download_links: string[] }>();
    // Someone who learned the PayPal order id (a shared screenshot, a receipt) replays the request.
    const other = await paidOrder([{ artworkId: fox.artwork.id, quantity: 1 }], true, 'another');
    for (const cookie of ['', other.cookie]) {
      const replay = await postOrder(
        orderBody(paid.id, paid.total, { customer_email: 'attacker@example.com', total_amount: '0.01' }),
        cookie,
      );
      expect(replay.statusCode, replay.body).toBe(403);
      expect(replay.json()).toEqual({
        error: 'not_this_checkout',
        message:
          'This payment was made in another checkout. Its order and download links go only to that checkout and to the receipt e-mail address.',
      });
      expect(replay.body).not.toContain(orderId);
    }
    // Knowing the total is not enough: the receipt address must match too.
    const guess = await postOrder(orderBody(paid.id, paid.total, { customer_email: 'attacker@example.com' }), '');
    expect(guess.statusCode, guess.body).toBe(403);
    const retry = await postOrder(orderBody(paid.id, paid.total));
    expect(retry.statusCode).toBe(200);
    expect(retry.body).toBe(first.body);
    // An API client without a cookie jar retrying names what only the buyer knows: address and total.
    const cookieless = await postOrder(orderBody(paid.id, paid.total, { customer_email: 'Grace@Example.com' }), '');
    expect(cookieless.statusCode, cookieless.body).toBe(200);
    expect(cookieless.body).toBe(first.body);
  });

  it("records the first order for a client without cookies naming the payer, as SPEC's contract says", async () => {
    const fox = await artwork();
    const paid = await paidOrder([{ artworkId: fox.artwork.id, quantity: 1 }]);
    const first = await postOrder(orderBody(paid.id, paid.total, { customer_email: 'Grace@example.com' }), '');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({ id: expect.any(String), download_links: [expect.any(String)] });
  });

  it("records the first order without cookies only for the payer's own address: an empty one gets no order data", async () => {
    const fox = await artwork();
    const paid = await paidOrder([{ artworkId: fox.artwork.id, quantity: 1 }]);
    const blank = await postOrder(orderBody(paid.id, paid.total, { customer_email: '' }), '');
    expect(blank.statusCode, blank.body).toBe(403);
    expect(blank.json()).toEqual({
      error: 'checkout_proof_required',
      message:
        "Record this order from the checkout that paid for it, or give the payer's PayPal e-mail address as customer_email.",
    });
    expect(blank.body).not.toContain('/api/downloads/');
    expect(await deps.db.selectFrom('orders').select('id').where('paypal_order_id', '=', paid.id).execute()).toEqual(
      [],
    );
    // The checkout that paid records it with an empty address (the payer's is used), as before.
    const buyer = await postOrder(orderBody(paid.id, paid.total, { customer_email: '' }));
    expect(buyer.statusCode, buyer.body).toBe(201);
    const stored = await deps.db
      .selectFrom('orders')
      .select('customer_email')
      .where('paypal_order_id', '=', paid.id)
      .executeTakeFirstOrThrow();
    expect(stored.customer_email).toBe('grace@example.com');
  });

  it('records nobody else’s order: nothing is stored under their e-mail', async () => {
    const fox = await artwork();
    const paid = await paidOrder([{ artworkId: fox.artwork.id, quantity: 1 }]);
    const other = await paidOrder([{ artworkId: fox.artwork.id, quantity: 1 }], true, 'another');
    // Without cookies, racing the buyer with an address of theirs; or from another browser's checkout.
    for (const cookie of ['', other.cookie]) {
      const early = await postOrder(orderBody(paid.id, paid.total, { customer_email: 'attacker@example.com' }), cookie);
      expect(early.statusCode, early.body).toBe(403);
    }
    const stolen = await postOrder(orderBody(paid.id, paid.total), other.cookie);
    expect(stolen.statusCode, stolen.body).toBe(403);
    expect(await deps.db.selectFrom('orders').select('id').where('paypal_order_id', '=', paid.id).execute()).toEqual(
      [],
    );
    const buyer = await postOrder(orderBody(paid.id, paid.total));
    expect(buyer.statusCode, buyer.body).toBe(201);
    const stored = await deps.db
      .selectFrom('orders')
      .select(['customer_email', 'checkout_proof_hash'])
      .where('paypal_order_id', '=', paid.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      customer_email: 'grace@example.com',
      checkout_proof_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });

  it('makes one order of ten concurrent identical requests', async () => {
    const fox = await artwork();
    const owl = await artwork();
    const paid = await paidOrder([
      { artworkId: fox.artwork.id, quantity: 1 },
      { artworkId: owl.artwork.id, quantity: 1 },
    ]);

    const answers = await Promise.all(Array.from({ length: 10 }, () => postOrder(orderBody(paid.id, paid.total))));

    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    const stored = await deps.db.selectFrom('orders').select('id').where('paypal_order_id', '=', paid.id).execute();
    expect(stored).toHaveLength(1);
    const grants = await deps.db
      .selectFrom('download_grants')
      .select('id')
      .where('order_id', '=', stored[0]?.id ?? '')
      .execute();
    expect(grants).toHaveLength(2);
  });

  it('gives a packages-only order no download links', async () => {
    const paid = await paidOrder([{ artworkId: 'package-abstract-3-pack', quantity: 1 }]);
    const response = await postOrder(orderBody(paid.id, paid.total));
    expect(response.statusCode).toBe(201);
    expect(response.json().download_links).toEqual([]);
  });

  describe('refuses with 402 what the payment does not cover', () => {
    it('an uncaptured payment', async () => {
      const fox = await artwork();
      const paid = await paidOrder([{ artworkId: fox.artwork.id, quantity: 1 }], false);
      const response = await postOrder(orderBody(paid.id, paid.total));
      expect(response.statusCode).toBe(402);
      expect(response.json()).toEqual({
        error: 'payment_required',
        message: 'The payment for this PayPal order is not completed.',
      });
    });

    it('an unknown PayPal order', async () => {
      const response = await postOrder(orderBody('SIMUNKNOWN0000001', '10.00'));
      expect(response.statusCode).toBe(402);
      expect(response.json().message).toBe('No payment was found for this PayPal order.');
    });

    it('a tampered total, tampered items or other artworks', async () => {
      const fox = await artwork();
      const paid = await paidOrder([{ artworkId: fox.artwork.id, quantity: 1 }]);
      const total = await postOrder(orderBody(paid.id, '0.01'));
      expect(total.statusCode).toBe(402);
      expect(total.json().message).toContain(`${paid.total} was paid`);
      const items = await postOrder(
        orderBody(paid.id, paid.total, { items: [{ artworkId: fox.artwork.id, quantity: 5 }] }),
      );
      expect(items.statusCode).toBe(402);
      const other = await artwork();
      const ids = await postOrder(orderBody(paid.id, paid.total, { artwork_ids: [other.artwork.id] }));
      expect(ids.statusCode).toBe(402);
      const stored = await deps.db.selectFrom('orders').select('id').where('paypal_order_id', '=', paid.id).execute();
      expect(stored).toEqual([]);
    });
  });

  describe('bad input', () => {
    it.each([
      [
        'a missing paypal_order_id',
        { customer_email: 'a@b.co', customer_name: 'A', total_amount: '1.00' },
        'paypal_order_id',
      ],
      ['a total that is no amount', orderBody('SIMX', 'lots'), 'total_amount must be an amount'],
      ['a total with 3 decimals', orderBody('SIMX', '12.345'), 'total_amount must be an amount'],
      ['a total given as a number', { ...orderBody('SIMX', '1.00'), total_amount: 12.34 }, 'total_amount'],
      [
        'an item of the wrong shape',
        orderBody('SIMX', '1.00', { items: [{ artworkId: 'x', quantity: -1 }] }),
        'items[0]',
      ],
      ['too many artwork ids', orderBody('SIMX', '1.00', { artwork_ids: Array(101).fill('x') }), 'artwork_ids'],
    ])('refuses %s with 400', async (_label, payload, message) => {
      const response = await postOrder(payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toContain(message);
    });

    it('refuses a malformed email', async () => {
      const fox = await artwork();
      const paid = await paidOrder([{ artworkId: fox.artwork.id, quantity: 1 }]);
      const response = await postOrder(orderBody(paid.id, paid.total, { customer_email: 'nope' }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'bad_request', message: 'customer_email is not an email address.' });
    });

    it('refuses malformed JSON with 400 and unknown order ids with 404', async () => {
      const malformed = await orders.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { ...headers, 'content-type': 'application/json' },
        payload: '{"paypal_order_id":',
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toMatchObject({ error: 'bad_request', message: expect.any(String) });
      for (const id of ['not-a-uuid', '7d1f0c1e-5d7e-4c53-9a43-3f2c8f0f6a11']) {
        const missing = await orders.inject({ method: 'GET', url: `/api/orders/${id}`, headers });
        expect(missing.statusCode).toBe(404);
        expect(missing.json()).toEqual({ error: 'not_found', message: 'Order not found.' });
      }
    });
  });

  it('answers 503 when payments cannot be reached, and stores nothing', async () => {
    const lonely = createDeps(ordersEnvSchema.parse({ ...ordersEnv, PAYMENTS_URL: 'http://127.0.0.1:1' }));
    const app = await buildApp(lonely);
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/api/orders',
        headers,
        payload: orderBody('SIMDOWN0000000001', '1.00'),
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ error: 'dependency_unavailable' });
    } finally {
      await app.close();
      await lonely.close();
    }
  });
});
