import { createHash } from 'node:crypto';
import { checkoutCookieHeader } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { headers, orderBody as order, usePaymentsStack } from '../testing/payments-harness.js';

describe('payments service (simulator) on PostgreSQL', () => {
  const { catalog, payments } = usePaymentsStack('payments_capture');

  describe('capture and verification', () => {
    /** The creating checkout's cookie, as the browser would send it back. */
    let checkoutCookie = '';

    async function createdOrder(): Promise<string> {
      const fox = catalog.add({ priceCents: 1499 });
      const owl = catalog.add({ priceCents: 1499 });
      const response = await payments.post(
        '/paypal/order',
        order(
          [
            { artworkId: fox.id, quantity: 1 },
            { artworkId: owl.id, quantity: 1 },
          ],
          {
            payer: { email: 'grace@example.com', name: 'Grace Brewster Hopper' },
          },
        ),
      );
      checkoutCookie = checkoutCookieHeader(response.headers['set-cookie']) ?? '';
      return response.json().id;
    }

    it('captures, records the capture and payer, and answers the PayPal shape', async () => {
      const id = await createdOrder();
      // SPEC §7: JSON headers and no body.
      const response = await payments.app.inject({
        method: 'POST',
        url: `/paypal/order/${id}/capture`,
        headers: { ...headers, 'content-type': 'application/json', cookie: checkoutCookie },
      });

      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        id,
        status: 'COMPLETED',
        purchase_units: [{ amount: { value: '32.38', currency_code: 'USD' } }],
        payer: { email_address: 'grace@example.com', name: { given_name: 'Grace', surname: 'Brewster Hopper' } },
      });
      const row = await payments.deps.db
        .selectFrom('payment_orders')
        .selectAll()
        .where('provider_order_id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        status: 'COMPLETED',
        capture_id: expect.stringMatching(/^SIMCAP/),
        captured_cents: 3238,
        payer_email: 'grace@example.com',
      });
    });

    it('sets an HttpOnly, SameSite=Strict checkout cookie for capture and order recording', async () => {
      const fox = catalog.add({ priceCents: 1499 });
      const response = await payments.post('/paypal/order', order([{ artworkId: fox.id, quantity: 1 }]));
      const cookies = response.headers['set-cookie'];
      expect(cookies).toEqual([
        expect.stringMatching(
          /^shop_checkout=[\w-]{43}; Path=\/paypal\/order; Max-Age=604800; HttpOnly; SameSite=Strict$/,
        ),
        expect.stringMatching(
          /^shop_checkout=[\w-]{43}; Path=\/api\/orders; Max-Age=604800; HttpOnly; SameSite=Strict$/,
        ),
      ]);
      // A second checkout from the same browser keeps its secret, so the first order stays provable.
      const again = await payments.post('/paypal/order', order([{ artworkId: fox.id, quantity: 1 }]), {
        cookie: checkoutCookieHeader(cookies) ?? '',
      });
      expect(checkoutCookieHeader(again.headers['set-cookie'])).toBe(checkoutCookieHeader(cookies));
      const row = await payments.deps.db
        .selectFrom('payment_orders')
        .select('checkout_proof_hash')
        .where('provider_order_id', '=', response.json().id)
        .executeTakeFirstOrThrow();
      expect(row.checkout_proof_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.checkout_proof_hash).not.toContain(checkoutCookieHeader(cookies)?.split('=')[1]);
    });

    it('names the payer only to the checkout that created the order; a stranger, even the one capturing, gets null fields', async () => {
      const id = await createdOrder();
      const owner = checkoutCookie;
      const nobody = { email_address: null, name: { given_name: null, surname: null } };
      // Someone who learned the PayPal order id captures it before the buyer's browser does.
      const capturing = await payments.post(`/paypal/order/${id}/capture`);
      expect(capturing.statusCode, capturing.body).toBe(200);
      expect(capturing.json()).toEqual({
        id,
        status: 'COMPLETED',
        purchase_units: [{ amount: { value: '32.38', currency_code: 'USD' } }],
        payer: nobody,
      });
      expect(capturing.body).not.toContain('grace');
      expect(capturing.body).not.toContain('Hopper');
      const stranger = await payments.post(`/paypal/order/${id}/capture`);
      expect(stranger.json().payer).toEqual(nobody);
      await createdOrder();
      const otherCheckout = await payments.post(`/paypal/order/${id}/capture`, undefined, { cookie: checkoutCookie });
      expect(otherCheckout.json().payer).toEqual(nobody);
      const buyer = await payments.post(`/paypal/order/${id}/capture`, undefined, { cookie: owner });
      expect(buyer.json().payer).toEqual({
        email_address: 'grace@example.com',
        name: { given_name: 'Grace', surname: 'Brewster Hopper' },
      });
    });

    it('binds an order to the cookie its retried create gives, when the first answer and its cookie were lost', async () => {
      const fox = catalog.add({ priceCents: 1499 });
      const body = order([{ artworkId: fox.id, quantity: 1 }], {
        payer: { email: 'ada@example.com', name: 'Ada Lovelace' },
      });
      const key = { 'paypal-request-id': `lost-answer-${fox.id}` };
      const first = await payments.post('/paypal/order', body, key);
      expect(first.statusCode, first.body).toBe(200);
      // The browser never saw the first answer: it sends the same create again, with no cookie.
      const retried = await payments.post('/paypal/order', body, key);
      expect(retried.json().id).toBe(first.json().id);
      const cookie = checkoutCookieHeader(retried.headers['set-cookie']) ?? '';
      expect(cookie).not.toBe(checkoutCookieHeader(first.headers['set-cookie']));
      const captured = await payments.post(`/paypal/order/${first.json().id}/capture`, undefined, { cookie });
      expect(captured.json().payer).toEqual({
        email_address: 'ada@example.com',
        name: { given_name: 'Ada', surname: 'Lovelace' },
      });
    });

    it('makes every checkout secret itself: a cookie value the client chose is ignored and replaced', async () => {
      const fox = catalog.add({ priceCents: 1499 });
      const chosen = 'A'.repeat(43);
      const response = await payments.post('/paypal/order', order([{ artworkId: fox.id, quantity: 1 }]), {
        cookie: `shop_checkout=${chosen}`,
      });
      expect(response.statusCode, response.body).toBe(200);
      const given = checkoutCookieHeader(response.headers['set-cookie']);
      expect(given).toMatch(/^shop_checkout=[\w-]{43}$/);
      expect(given).not.toBe(`shop_checkout=${chosen}`);
      const row = await payments.deps.db
        .selectFrom('payment_orders')
        .select('checkout_proof_hash')
        .where('provider_order_id', '=', response.json().id)
        .executeTakeFirstOrThrow();
      expect(row.checkout_proof_hash).not.toBe(createHash('sha256').update(chosen).digest('hex'));
      // The chosen value proves nothing; the server's proves the checkout.
      await payments.post(`/paypal/order/${response.json().id}/capture`, undefined, { cookie: given ?? '' });
      const forged = await payments.post(`/paypal/order/${response.json().id}/capture`, undefined, {
        cookie: `shop_checkout=${chosen}`,
      });
      expect(forged.json().payer.email_address).toBeNull();
      // The server's own secret is kept by the same browser's next checkout.
      const next = await payments.post('/paypal/order', order([{ artworkId: fox.id, quantity: 1 }]), {
        cookie: given ?? '',
      });
      expect(checkoutCookieHeader(next.headers['set-cookie'])).toBe(given);
    });

    it('answers a second capture from the same checkout with the same body, capturing once', async () => {
      const id = await createdOrder();
      const cookie = { cookie: checkoutCookie };
      const first = await payments.post(`/paypal/order/${id}/capture`, undefined, cookie);
      const second = await payments.post(`/paypal/order/${id}/capture`, undefined, cookie);
      expect(second.statusCode).toBe(200);
      expect(second.body).toBe(first.body);
    });

    it('captures once when ten captures of one order race', async () => {
      const id = await createdOrder();
      const cookie = { cookie: checkoutCookie };
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => payments.post(`/paypal/order/${id}/capture`, undefined, cookie)),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
      expect(new Set(answers.map((a) => a.body)).size).toBe(1);
      const simulated = await payments.deps.db
        .selectFrom('simulated_orders')
        .select(['status', 'record'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const record = simulated.record as { capture: { captureId: string } };
      expect(simulated.status).toBe('COMPLETED');
      const row = await payments.deps.db
        .selectFrom('payment_orders')
        .select('capture_id')
        .where('provider_order_id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.capture_id).toBe(record.capture.captureId);
    });

    it('answers 404 for an unknown order', async () => {
      const response = await payments.post('/paypal/order/SIMNOSUCHORDER00/capture');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'not_found', message: 'Unknown PayPal order "SIMNOSUCHORDER00".' });
    });

    it('tells the orders service whether and for what an order was paid', async () => {
      const id = await createdOrder();
      const before = await payments.app.inject({ method: 'GET', url: `/internal/payments/${id}`, headers });
      expect(before.json()).toMatchObject({ paypalOrderId: id, captured: false, status: 'CREATED' });
      await payments.post(`/paypal/order/${id}/capture`);
      const after = await payments.app.inject({ method: 'GET', url: `/internal/payments/${id}`, headers });
      expect(after.json()).toEqual({
        paypalOrderId: id,
        status: 'COMPLETED',
        captured: true,
        subtotalCents: 2998,
        taxCents: 240,
        totalCents: 3238,
        items: [
          {
            artworkId: expect.any(String),
            kind: 'artwork',
            title: expect.any(String),
            quantity: 1,
            unitPriceCents: 1499,
          },
          {
            artworkId: expect.any(String),
            kind: 'artwork',
            title: expect.any(String),
            quantity: 1,
            unitPriceCents: 1499,
          },
        ],
        payerEmail: 'grace@example.com',
        payerName: 'Grace Brewster Hopper',
        stateCode: 'NY',
        // A state-only checkout is a US sale, taxed by the state's sales tax.
        countryCode: 'US',
        taxName: 'Sales Tax',
        taxRate: '.08',
        discountCents: 0,
        promoCode: null,
        checkoutProofHash: expect.stringMatching(/^[0-9a-f]{64}$/),
        // A buyer outside the EU is not asked to consent to immediate delivery.
        withdrawalConsentAt: null,
        captureId: expect.stringMatching(/\S/),
      });
      const unknown = await payments.app.inject({ method: 'GET', url: '/internal/payments/NOPE', headers });
      expect(unknown.statusCode).toBe(404);
      const withoutToken = await payments.app.inject({ method: 'GET', url: `/internal/payments/${id}` });
      expect(withoutToken.statusCode).toBe(401);
    });
  });
});
