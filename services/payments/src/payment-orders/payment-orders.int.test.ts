import { checkoutCookieHeader } from '@shop/contracts';
import { createTestDatabase, type TestDatabase } from '@shop/testkit';
import { sql } from 'kysely';
import type { AppInstance } from '@shop/platform';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, prepare } from '../app.js';
import { paymentsEnvSchema } from '../config.js';
import { createDeps, type PaymentsDeps } from '../deps.js';
import { FAKE_CLIENT_ID, FAKE_CLIENT_SECRET, startFakePayPal, type FakePayPal } from '../testing/fake-paypal-server.js';
import { startFakeCatalog, type FakeCatalog } from '@shop/testkit';

const TOKEN = 'payments-test-internal-token';
const headers = { 'x-internal-token': TOKEN };

interface Harness {
  deps: PaymentsDeps;
  app: AppInstance;
  post(url: string, payload?: unknown, extra?: Record<string, string>): Promise<LightMyRequestResponse>;
}

async function startPayments(
  database: TestDatabase,
  catalog: FakeCatalog,
  env: Record<string, string> = {},
): Promise<Harness> {
  const config = paymentsEnvSchema.parse({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    INTERNAL_TOKEN: TOKEN,
    DATABASE_URL: database.url,
    CATALOG_URL: catalog.url,
    ...env,
  });
  const deps = createDeps(config);
  await prepare(deps);
  const app = await buildApp(deps);
  return {
    deps,
    app,
    post: (url, payload, extra = {}) =>
      app.inject({
        method: 'POST',
        url,
        headers: { ...headers, ...extra },
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
  };
}

describe('payments service (simulator) on PostgreSQL', () => {
  let database: TestDatabase;
  let catalog: FakeCatalog;
  let payments: Harness;

  beforeAll(async () => {
    database = await createTestDatabase('payments');
    catalog = await startFakeCatalog(TOKEN);
    payments = await startPayments(database, catalog);
  });
  afterAll(async () => {
    await payments?.app.close();
    await payments?.deps.close();
    await catalog?.close();
    await database?.drop();
  });
  beforeEach(() => catalog.failWith(undefined));

  const order = (items: unknown, extra: Record<string, unknown> = {}) => ({
    items,
    stateCode: 'NY',
    currency: 'USD',
    intent: 'CAPTURE',
    ...extra,
  });

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

      it('refuses quantity 2 of an artwork and the same artwork twice, naming it (issue #13)', async () => {
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

      it('prices a pack with quantity 2 at twice its price (issue #13)', async () => {
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

  describe('capture and verification', () => {
    /** Issue #22: the creating checkout's cookie, as the browser would send it back. */
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

    it('sets an HttpOnly, SameSite=Strict checkout cookie for capture and order recording (issue #22)', async () => {
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

    it('names the payer on a replay only to the checkout that created the order; another client gets null fields (issue #22)', async () => {
      const id = await createdOrder();
      const owner = checkoutCookie;
      // The capturing call is answered whole, cookie or not (an API client without a cookie jar).
      const capturing = await payments.post(`/paypal/order/${id}/capture`);
      expect(capturing.json().payer).toEqual({
        email_address: 'grace@example.com',
        name: { given_name: 'Grace', surname: 'Brewster Hopper' },
      });
      const stranger = await payments.post(`/paypal/order/${id}/capture`);
      expect(stranger.statusCode, stranger.body).toBe(200);
      expect(stranger.json()).toEqual({
        id,
        status: 'COMPLETED',
        purchase_units: [{ amount: { value: '32.38', currency_code: 'USD' } }],
        payer: { email_address: null, name: { given_name: null, surname: null } },
      });
      await createdOrder();
      const otherCheckout = await payments.post(`/paypal/order/${id}/capture`, undefined, { cookie: checkoutCookie });
      expect(otherCheckout.json().payer).toEqual({ email_address: null, name: { given_name: null, surname: null } });
      const buyer = await payments.post(`/paypal/order/${id}/capture`, undefined, { cookie: owner });
      expect(buyer.json().payer).toEqual({
        email_address: 'grace@example.com',
        name: { given_name: 'Grace', surname: 'Brewster Hopper' },
      });
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
        // Issue #25: a state-only checkout is a US sale, taxed by the state's sales tax.
        countryCode: 'US',
        taxName: 'Sales Tax',
        taxRate: '.08',
        discountCents: 0,
        promoCode: null,
        checkoutProofHash: expect.stringMatching(/^[0-9a-f]{64}$/),
        captureId: expect.stringMatching(/\S/),
      });
      const unknown = await payments.app.inject({ method: 'GET', url: '/internal/payments/NOPE', headers });
      expect(unknown.statusCode).toBe(404);
      const withoutToken = await payments.app.inject({ method: 'GET', url: `/internal/payments/${id}` });
      expect(withoutToken.statusCode).toBe(401);
    });
  });
});

describe('payments service with PayPal (fake PayPal over HTTP)', () => {
  let database: TestDatabase;
  let catalog: FakeCatalog;
  let paypal: FakePayPal;
  let payments: Harness;

  beforeAll(async () => {
    database = await createTestDatabase('payments_paypal');
    catalog = await startFakeCatalog(TOKEN);
    paypal = await startFakePayPal();
    payments = await startPayments(database, catalog, {
      PAYMENTS_PROVIDER: 'paypal',
      PAYPAL_CLIENT_ID: FAKE_CLIENT_ID,
      PAYPAL_CLIENT_SECRET: FAKE_CLIENT_SECRET,
      PAYPAL_BASE_URL: paypal.url,
    });
  });
  afterAll(async () => {
    await payments?.app.close();
    await payments?.deps.close();
    await paypal?.close();
    await catalog?.close();
    await database?.drop();
  });

  let checkoutCookie = '';

  async function create(key: string): Promise<string> {
    // A package keeps its quantity (issue #13), so the PayPal order shows a line of quantity 2.
    const response = await payments.post(
      '/paypal/order',
      { items: [{ artworkId: 'package-abstract-single', quantity: 2 }], stateCode: 'CA' },
      { 'paypal-request-id': key },
    );
    expect(response.statusCode, response.body).toBe(200);
    checkoutCookie = checkoutCookieHeader(response.headers['set-cookie']) ?? '';
    return response.json().id;
  }

  it('gives the web app the client id', async () => {
    const response = await payments.app.inject({ method: 'GET', url: '/api/paypal/config', headers });
    expect(response.json()).toEqual({ clientId: FAKE_CLIENT_ID, mode: 'paypal', currency: 'USD' });
  });

  it('creates an itemised PayPal order under the client idempotency key', async () => {
    const id = await create('key-itemised');
    const call = paypal.callsTo('create').at(-1);
    expect(call?.requestId).toBe('key-itemised');
    expect(call?.body).toMatchObject({
      intent: 'CAPTURE',
      purchase_units: [
        {
          amount: { value: '32.15', breakdown: { item_total: { value: '29.98' }, tax_total: { value: '2.17' } } },
          items: [{ name: 'Abstract Single', quantity: '2', unit_amount: { value: '14.99' } }],
        },
      ],
    });
    expect(paypal.orderStatus(id)).toBe('CREATED');
  });

  it('refuses to capture an order the buyer has not approved', async () => {
    const id = await create('key-unapproved');
    const response = await payments.post(`/paypal/order/${id}/capture`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'payment_not_approved',
      message: expect.stringContaining('not been approved'),
    });
  });

  it('answers 402 to a declined card and captures on the next try', async () => {
    const id = await create('key-declined');
    paypal.approve(id);
    paypal.failNext('INSTRUMENT_DECLINED');
    const declined = await payments.post(`/paypal/order/${id}/capture`);
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({
      error: 'payment_declined',
      message: 'PayPal declined the payment. Please try another payment method.',
    });

    const captured = await payments.post(`/paypal/order/${id}/capture`, undefined, { cookie: checkoutCookie });
    expect(captured.statusCode).toBe(200);
    expect(captured.json()).toMatchObject({ id, status: 'COMPLETED', payer: { email_address: 'buyer@example.com' } });
  });

  it('records a capture PayPal made without us (a lost answer) instead of refusing it', async () => {
    const id = await create('key-lost-answer');
    paypal.approve(id);
    await payments.deps.provider.captureOrder(id, 'an-earlier-attempt');

    const response = await payments.post(`/paypal/order/${id}/capture`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'COMPLETED', purchase_units: [{ amount: { value: '32.15' } }] });
    const verified = await payments.app.inject({ method: 'GET', url: `/internal/payments/${id}`, headers });
    expect(verified.json()).toMatchObject({ captured: true });
  });

  it('answers 409 already_captured when PayPal says captured but shows no capture', async () => {
    const id = await create('key-already');
    paypal.approve(id);
    paypal.failNext('ORDER_ALREADY_CAPTURED');
    const response = await payments.post(`/paypal/order/${id}/capture`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'already_captured', message: 'This PayPal order was already captured.' });
  });

  it('answers 410 for an order PayPal no longer knows', async () => {
    const id = await create('key-expired');
    await sql`update payments.payment_orders set provider_order_id = 'EXPIREDORDER00000' where provider_order_id = ${id}`.execute(
      payments.deps.db,
    );
    const response = await payments.post('/paypal/order/EXPIREDORDER00000/capture');
    expect(response.statusCode).toBe(410);
    expect(response.json()).toMatchObject({ error: 'payment_expired' });
  });

  it('answers 503 when PayPal keeps failing, and captures once it is back', async () => {
    const id = await create('key-outage');
    paypal.approve(id);
    for (let i = 0; i < 3; i++) paypal.failNext('SERVICE_UNAVAILABLE');
    const down = await payments.post(`/paypal/order/${id}/capture`);
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ error: 'dependency_unavailable', message: expect.stringContaining('PayPal') });
    const back = await payments.post(`/paypal/order/${id}/capture`);
    expect(back.json()).toMatchObject({ status: 'COMPLETED' });
  });
});
