import { INTERNAL_HEADERS } from '@shop/contracts';
import type { AppInstance } from '@shop/platform';
import { createTestDatabase, startFakeCatalog, type FakeCatalog, type TestDatabase } from '@shop/testkit';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, prepare } from '../app.js';
import { paymentsEnvSchema } from '../config.js';
import { createDeps, type PaymentsDeps } from '../deps.js';
import { FAKE_CLIENT_ID, FAKE_CLIENT_SECRET, startFakePayPal, type FakePayPal } from '../testing/fake-paypal-server.js';

const TOKEN = 'payments-promo-test-token';
const headers = { 'x-internal-token': TOKEN };
const admin = { ...headers, [INTERNAL_HEADERS.role]: 'admin' };

interface Harness {
  deps: PaymentsDeps;
  app: AppInstance;
  request(
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
    as?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
}

async function startPayments(
  database: TestDatabase,
  catalog: FakeCatalog,
  env: Record<string, string> = {},
): Promise<Harness> {
  const config = paymentsEnvSchema.parse({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env['PROMO_LOG'] ?? 'silent',
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
    request: (method, url, payload, as = headers) =>
      app.inject({ method, url, headers: as, ...(payload === undefined ? {} : { payload: payload as object }) }),
  };
}

const DAY = 86_400_000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString();

describe('promo codes (simulator) on PostgreSQL', () => {
  let database: TestDatabase;
  let catalog: FakeCatalog;
  let payments: Harness;
  let codeNumber = 0;

  beforeAll(async () => {
    database = await createTestDatabase('payments_promo');
    catalog = await startFakeCatalog(TOKEN);
    payments = await startPayments(database, catalog);
  });
  afterAll(async () => {
    await payments?.app.close();
    await payments?.deps.close();
    await catalog?.close();
    await database?.drop();
  });

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

  describe('quote', () => {
    it('prices a cart without a code as the order would be', async () => {
      const response = await quote(cart());
      expect(response.json()).toEqual({
        subtotal: '19.99',
        discount: '0.00',
        tax: '1.60',
        total: '21.59',
        promoCode: null,
      });
    });

    it('takes a percent code off before tax, whatever its case', async () => {
      const { code } = await createCode({ kind: 'percent', percentOff: 30 });
      const response = await quote(cart(), code.toLowerCase());
      expect(response.json()).toEqual({
        subtotal: '19.99',
        discount: '6.00',
        tax: '1.12',
        total: '15.11',
        promoCode: code,
      });
    });

    it('caps a fixed code at the subtotal and refuses a free order', async () => {
      const { code } = await createCode({ kind: 'fixed', amountOff: '5.00' });
      expect((await quote(cart(1999), code)).json()).toMatchObject({ discount: '5.00', tax: '1.20', total: '16.19' });
      const response = await quote(cart(300), code);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'promo_code_whole_order',
        message: `The promo code "${code}" covers the whole order, and an order of $0.00 cannot be paid. Add something to your cart or remove the code.`,
      });
    });

    it('says an unknown code does not exist', async () => {
      const response = await quote(cart(), 'nosuch');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'promo_code_unknown',
        message: 'The promo code "NOSUCH" does not exist. Check the spelling and try again.',
      });
    });

    it('refuses an expired, a not yet started and an inactive code with their own messages', async () => {
      const expired = await createCode({
        kind: 'percent',
        percentOff: 10,
        startsAt: daysFromNow(-10),
        endsAt: daysFromNow(-1),
      });
      const response = await quote(cart(), expired.code);
      expect(response.statusCode).toBe(410);
      expect(response.json()).toEqual({
        error: 'promo_code_expired',
        message: `The promo code "${expired.code}" expired on ${daysFromNow(-1).slice(0, 10)} (UTC).`,
      });

      const later = await createCode({ kind: 'percent', percentOff: 10, startsAt: daysFromNow(2) });
      const early = await quote(cart(), later.code);
      expect(early.statusCode).toBe(400);
      expect(early.json()).toEqual({
        error: 'promo_code_not_started',
        message: `The promo code "${later.code}" is not valid yet: it starts on ${daysFromNow(2).slice(0, 10)} (UTC).`,
      });

      const off = await createCode({ kind: 'percent', percentOff: 10, active: false });
      const inactive = await quote(cart(), off.code);
      expect(inactive.statusCode).toBe(400);
      expect(inactive.json()).toEqual({
        error: 'promo_code_inactive',
        message: `The promo code "${off.code}" is no longer active.`,
      });
    });
  });

  describe('LAUNCH30: 30% off a first order', () => {
    it('is seeded and asks for the e-mail before it can be checked', async () => {
      const response = await quote(cart(), 'launch30');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'promo_code_needs_email',
        message: 'The promo code "LAUNCH30" is for a first order only: enter your e-mail address so we can check it.',
      });
      const refused = await createOrder(cart(), 'LAUNCH30');
      expect(refused.json()).toMatchObject({ error: 'promo_code_needs_email' });
    });

    it('prices the order, records the discount for orders and refuses the same buyer a second time', async () => {
      const items = cart();
      const created = await createOrder(items, 'LAUNCH30', 'first@example.com', { amount: '19.99' });
      expect(created.statusCode, created.body).toBe(200);
      const body = created.json();
      expect(body).toEqual({
        id: expect.any(String),
        subtotal: '19.99',
        discount: '6.00',
        tax: '1.12',
        total: '15.11',
        promoCode: 'LAUNCH30',
      });
      const captured = await payments.request('POST', `/paypal/order/${body.id}/capture`);
      expect(captured.json().purchase_units[0].amount.value).toBe('15.11');

      const verified = await payments.request('GET', `/internal/payments/${body.id}`);
      expect(verified.json()).toMatchObject({
        subtotalCents: 1999,
        discountCents: 600,
        taxCents: 112,
        totalCents: 1511,
        promoCode: 'LAUNCH30',
        captured: true,
      });

      const again = await quote(cart(), 'LAUNCH30', 'First@Example.com');
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        error: 'promo_code_already_used',
        message: 'The promo code "LAUNCH30" is for a first order only, and this e-mail address has already used it.',
      });
      expect((await createOrder(cart(), 'LAUNCH30', 'first@example.com')).statusCode).toBe(409);
      expect((await quote(cart(), 'LAUNCH30', 'someone-else@example.com')).statusCode).toBe(200);
    });

    /** Issue #22: one buyer, however the address is written, with an order paid before any code. */
    async function buyWithoutCode(email: string): Promise<void> {
      const created = await createOrder(cart(), undefined, email);
      expect(created.statusCode, created.body).toBe(200);
      const captured = await payments.request('POST', `/paypal/order/${created.json().id}/capture`);
      expect(captured.statusCode, captured.body).toBe(200);
    }

    it('is refused to an e-mail with any earlier paid order, in any case, with a +alias or gmail dots (issue #22)', async () => {
      await buyWithoutCode('Repeat.Buyer@Example.com');
      const notFirst = {
        error: 'promo_code_not_first_order',
        message: 'The promo code "LAUNCH30" is for a first order only, and this e-mail address already has an order.',
      };
      for (const email of ['repeat.buyer@example.com', 'REPEAT.BUYER@EXAMPLE.COM', 'repeat.buyer+again@example.com']) {
        const refused = await quote(cart(), 'LAUNCH30', email);
        expect(refused.statusCode, email).toBe(409);
        expect(refused.json()).toEqual(notFirst);
        expect((await createOrder(cart(), 'LAUNCH30', email)).json()).toEqual(notFirst);
      }
      // Gmail delivers j.o.e and joe, @gmail.com and @googlemail.com, to one mailbox.
      await buyWithoutCode('ann.lee@gmail.com');
      expect((await quote(cart(), 'LAUNCH30', 'AnnLee+launch@googlemail.com')).json()).toEqual(notFirst);
      // Elsewhere a dot is part of the address: another person.
      expect((await quote(cart(), 'LAUNCH30', 'repeatbuyer@example.com')).statusCode).toBe(200);
    });

    it('counts a use under any spelling of the same address (issue #22)', async () => {
      await buy(cart(), 'LAUNCH30', 'alias.user@example.com');
      for (const email of ['Alias.User+2@example.com', 'ALIAS.USER@EXAMPLE.COM']) {
        const refused = await quote(cart(), 'LAUNCH30', email);
        expect(refused.statusCode, email).toBe(409);
      }
    });

    it('is judged again at capture, before charging: an order paid meanwhile takes the code away (issue #22)', async () => {
      const created = await createOrder(cart(), 'LAUNCH30', 'two.tabs@example.com');
      expect(created.statusCode, created.body).toBe(200);
      // The same buyer pays another cart first, without the code.
      await buyWithoutCode('Two.Tabs+other@example.com');
      const captured = await payments.request('POST', `/paypal/order/${created.json().id}/capture`);
      expect(captured.statusCode, captured.body).toBe(409);
      expect(captured.json()).toEqual({
        error: 'promo_code_not_first_order',
        message:
          'The promo code "LAUNCH30" is for a first order only, and this e-mail address already has an order. Nothing was charged: please pay again without the code.',
      });
      const verified = await payments.request('GET', `/internal/payments/${created.json().id}`);
      expect(verified.json()).toMatchObject({ status: 'CREATED', captured: false });
    });

    it('takes the e-mail without a payer, as the PayPal checkout sends it', async () => {
      const response = await payments.request('POST', '/paypal/order', {
        items: cart(),
        stateCode: 'NY',
        promoCode: 'LAUNCH30',
        email: 'paypal-first@example.com',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ discount: '6.00', promoCode: 'LAUNCH30' });
    });

    it('checks `amount` against the subtotal before the discount', async () => {
      const response = await createOrder(cart(), 'LAUNCH30', 'amount@example.com', { amount: '13.99' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ error: 'amount_mismatch' });
    });
  });

  describe('usage limit', () => {
    it('refuses a used-up code once its last use is taken by an order', async () => {
      const { code } = await createCode({ kind: 'fixed', amountOff: '2.00', usageLimit: 1 });
      await buy(cart(), code);
      const response = await createOrder(cart(), code);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error: 'promo_code_used_up',
        message: `The promo code "${code}" has been used up.`,
      });
      expect((await quote(cart(), code)).statusCode).toBe(409);
    });

    it('gives the last use to exactly one of two checkouts at once', async () => {
      const { code } = await createCode({ kind: 'percent', percentOff: 10, usageLimit: 1 });
      const answers = await Promise.all([
        createOrder(cart(), code),
        createOrder(cart(), code),
        createOrder(cart(), code),
      ]);
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([200, 409, 409]);
      const holders = await payments.deps.db
        .selectFrom('promo_redemptions as r')
        .innerJoin('promo_codes as c', 'c.id', 'r.promo_code_id')
        .select('r.payment_order_id')
        .where('c.code', '=', code)
        .execute();
      expect(holders).toHaveLength(1);
      // The refused checkouts leave no payment order behind.
      const orders = await payments.deps.db
        .selectFrom('payment_orders')
        .select('id')
        .where('promo_code', '=', code)
        .execute();
      expect(orders).toHaveLength(1);
    });

    it('gives a use back when its order was never paid within PayPal order lifetime, never when it was paid', async () => {
      const { id, code } = await createCode({ kind: 'fixed', amountOff: '1.00', usageLimit: 1 });
      const abandoned = await createOrder(cart(), code);
      expect(abandoned.statusCode).toBe(200);
      expect((await createOrder(cart(), code)).statusCode).toBe(409);

      await sql`update payments.promo_redemptions set created_at = now() - interval '4 hours' where promo_code_id = ${id}`.execute(
        payments.deps.db,
      );
      const paid = await buy(cart(), code);
      expect(paid).toEqual(expect.any(String));
      await sql`update payments.promo_redemptions set created_at = now() - interval '4 hours' where promo_code_id = ${id}`.execute(
        payments.deps.db,
      );
      expect((await createOrder(cart(), code)).statusCode).toBe(409);

      const list = await payments.request('GET', '/api/promo-codes', undefined, admin);
      expect(list.json().find((row: { id: string }) => row.id === id)).toMatchObject({
        uses: 1,
        reserved: 0,
        usageLimit: 1,
        discountTotal: '1.00',
      });
    });

    it('takes one use for a retried create with the same PayPal-Request-Id', async () => {
      const { code } = await createCode({ kind: 'percent', percentOff: 5, usageLimit: 1 });
      const items = cart();
      const send = () =>
        payments.app.inject({
          method: 'POST',
          url: '/paypal/order',
          headers: { ...headers, 'paypal-request-id': `retry-${code}` },
          payload: { items, stateCode: 'NY', promoCode: code },
        });
      const first = await send();
      const second = await send();
      expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
      expect(second.json().id).toBe(first.json().id);
    });
  });

  describe('admin routes', () => {
    it('are for the curator only', async () => {
      expect((await payments.request('GET', '/api/promo-codes')).statusCode).toBe(401);
      expect(
        (await payments.request('POST', '/api/promo-codes', { code: 'NOPE1', kind: 'percent', percentOff: 5 }))
          .statusCode,
      ).toBe(401);
    });

    it('validate the code, the value, the dates and the limit', async () => {
      const post = (body: Record<string, unknown>) => payments.request('POST', '/api/promo-codes', body, admin);
      const messageOf = async (body: Record<string, unknown>) => {
        const response = await post(body);
        expect(response.statusCode, response.body).toBe(400);
        return response.json<{ message: string }>().message;
      };
      expect(await messageOf({ code: 'no spaces', kind: 'percent', percentOff: 5 })).toContain(
        '3-32 letters, digits, - or _',
      );
      expect(await messageOf({ code: 'ZERO', kind: 'percent', percentOff: 0 })).toBe(
        'The percentage off must be a whole number from 1 to 100.',
      );
      expect(await messageOf({ code: 'TOOMUCH', kind: 'percent', percentOff: 101 })).toBe(
        'The percentage off must be a whole number from 1 to 100.',
      );
      expect(await messageOf({ code: 'MIXED', kind: 'fixed', percentOff: 5 })).toBe(
        'A fixed code takes `amountOff`, not `percentOff`.',
      );
      expect(await messageOf({ code: 'FREE', kind: 'fixed', amountOff: '0.00' })).toBe(
        'The amount off must be from 0.01 to 10000.00.',
      );
      expect(
        await messageOf({
          code: 'BACKWARDS',
          kind: 'percent',
          percentOff: 5,
          startsAt: daysFromNow(2),
          endsAt: daysFromNow(1),
        }),
      ).toBe('The end date must be after the start date.');
      expect(await messageOf({ code: 'LIMIT0', kind: 'percent', percentOff: 5, usageLimit: 0 })).toBe(
        'The usage limit must be from 1 to 1,000,000, or empty for no limit.',
      );
      const duplicate = await post({ code: 'launch30', kind: 'percent', percentOff: 5 });
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json()).toEqual({
        error: 'promo_code_exists',
        message: 'The promo code "LAUNCH30" already exists.',
      });
    });

    it('list codes with their limits and deactivate one', async () => {
      const created = await createCode({ kind: 'fixed', amountOff: '3.50', usageLimit: 20, endsAt: daysFromNow(30) });
      const list = await payments.request('GET', '/api/promo-codes', undefined, admin);
      expect(list.statusCode).toBe(200);
      expect(list.json()).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            code: 'LAUNCH30',
            kind: 'percent',
            percentOff: 30,
            oncePerBuyer: true,
            usageLimit: null,
          }),
          expect.objectContaining({ code: created.code, kind: 'fixed', amountOff: '3.50', usageLimit: 20, uses: 0 }),
        ]),
      );

      const off = await payments.request('PATCH', `/api/promo-codes/${created.id}`, { active: false }, admin);
      expect(off.statusCode, off.body).toBe(200);
      expect(off.json()).toMatchObject({ active: false, amountOff: '3.50', usageLimit: 20 });
      expect((await quote(cart(), created.code)).json()).toMatchObject({ error: 'promo_code_inactive' });

      const back = await payments.request(
        'PATCH',
        `/api/promo-codes/${created.id}`,
        { active: true, kind: 'percent', percentOff: 15 },
        admin,
      );
      expect(back.json()).toMatchObject({ active: true, kind: 'percent', percentOff: 15, amountOff: null });
      const unknown = await payments.request(
        'PATCH',
        '/api/promo-codes/00000000-0000-4000-8000-000000000000',
        { active: false },
        admin,
      );
      expect(unknown.statusCode).toBe(404);
    });

    it("edit a code's discount, dates and usage limit, judged as a whole, and clear them (issue #25)", async () => {
      const created = await createCode({ kind: 'percent', percentOff: 10, usageLimit: 5, endsAt: daysFromNow(30) });
      const patch = (body: Record<string, unknown>) =>
        payments.request('PATCH', `/api/promo-codes/${created.id}`, body, admin);
      // $19.99 at 20% = 4.00 off.
      const edited = await patch({ kind: 'percent', percentOff: 20, usageLimit: 50, endsAt: daysFromNow(60) });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json()).toMatchObject({ code: created.code, percentOff: 20, usageLimit: 50, active: true });
      expect(edited.json<{ endsAt: string }>().endsAt.slice(0, 10)).toBe(daysFromNow(60).slice(0, 10));
      expect((await quote(cart(), created.code)).json()).toMatchObject({ discount: '4.00' });

      const backwards = await patch({ startsAt: daysFromNow(70) });
      expect(backwards.statusCode).toBe(400);
      expect(backwards.json().message).toBe('The end date must be after the start date.');
      expect((await patch({ usageLimit: 0 })).statusCode).toBe(400);

      expect((await patch({ endsAt: daysFromNow(-1) })).statusCode).toBe(200);
      expect((await quote(cart(), created.code)).statusCode).toBe(410);

      const cleared = await patch({ endsAt: null, usageLimit: null });
      expect(cleared.json()).toMatchObject({ endsAt: null, usageLimit: null, percentOff: 20 });
      expect((await quote(cart(), created.code)).statusCode).toBe(200);
      // The code itself never changes: orders name it.
      expect((await patch({ code: 'RENAMED' })).statusCode).toBe(400);
    });

    it('delete a code no order took; a used or reserved one and LAUNCH30 are only deactivated (issue #25)', async () => {
      const remove = (id: string) => payments.request('DELETE', `/api/promo-codes/${id}`, undefined, admin);
      const codes = async () =>
        (await payments.request('GET', '/api/promo-codes', undefined, admin)).json<{ id: string; code: string }[]>();

      const unused = await createCode({ kind: 'percent', percentOff: 10 });
      expect((await payments.request('DELETE', `/api/promo-codes/${unused.id}`)).statusCode).toBe(401);
      const deleted = await remove(unused.id);
      expect(deleted.statusCode, deleted.body).toBe(204);
      expect((await codes()).map((code) => code.id)).not.toContain(unused.id);
      expect((await remove(unused.id)).statusCode).toBe(404);

      const used = await createCode({ kind: 'percent', percentOff: 10 });
      await buy(cart(), used.code);
      const reserved = await createCode({ kind: 'percent', percentOff: 10 });
      expect((await createOrder(cart(), reserved.code)).statusCode).toBe(200);
      const launch = (await codes()).find((code) => code.code === 'LAUNCH30');
      for (const [id, message] of [
        [used.id, `The promo code "${used.code.toUpperCase()}" was used by an order: deactivate it instead.`],
        [reserved.id, `The promo code "${reserved.code.toUpperCase()}" was used by an order: deactivate it instead.`],
        [launch?.id ?? '', "LAUNCH30 is the shop's advertised code: deactivate it instead."],
      ]) {
        const refused = await remove(id ?? '');
        expect(refused.statusCode, refused.body).toBe(409);
        expect(refused.json()).toEqual({ error: 'promo_code_in_use', message });
      }
      expect((await codes()).map((code) => code.id)).toEqual(
        expect.arrayContaining([used.id, reserved.id, launch?.id]),
      );
    });
  });
});

describe('promo codes through PayPal', () => {
  let database: TestDatabase;
  let catalog: FakeCatalog;
  let paypal: FakePayPal;
  let payments: Harness;

  beforeAll(async () => {
    database = await createTestDatabase('payments_promo_paypal');
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

  it('judges LAUNCH30 on the payer PayPal reports at capture, not on the e-mail the checkout claimed (issue #22)', async () => {
    // The buyer paid once before, without a code.
    const first = await payments.request('POST', '/paypal/order', {
      items: [{ artworkId: 'package-abstract-single', quantity: 1 }],
      stateCode: 'NY',
    });
    paypal.approve(first.json().id, { email: 'paid.before@example.com', givenName: 'Pat', surname: 'Payer' });
    expect((await payments.request('POST', `/paypal/order/${first.json().id}/capture`)).statusCode).toBe(200);

    // Then claims a fresh address for the code, and pays with the same PayPal account.
    const created = await payments.request('POST', '/paypal/order', {
      items: [{ artworkId: 'package-abstract-single', quantity: 1 }],
      stateCode: 'NY',
      promoCode: 'LAUNCH30',
      email: 'brand-new-address@example.com',
    });
    expect(created.statusCode, created.body).toBe(200);
    paypal.approve(created.json().id, { email: 'Paid.Before+x@example.com', givenName: 'Pat', surname: 'Payer' });
    const capturesBefore = paypal.callsTo('capture').length;
    const captured = await payments.request('POST', `/paypal/order/${created.json().id}/capture`);
    expect(captured.statusCode, captured.body).toBe(409);
    expect(captured.json()).toMatchObject({ error: 'promo_code_not_first_order' });
    // Refused before PayPal was asked to take any money.
    expect(paypal.callsTo('capture')).toHaveLength(capturesBefore);
  });

  it('sends the discount in the purchase unit breakdown', async () => {
    const response = await payments.request('POST', '/paypal/order', {
      items: [{ artworkId: 'package-abstract-single', quantity: 2 }],
      stateCode: 'CA',
      promoCode: 'LAUNCH30',
      payer: { email: 'paypal-buyer@example.com', name: 'Pat Payer' },
    });
    expect(response.statusCode, response.body).toBe(200);
    // 29.98 − 30% (8.99.4 → 8.99) = 20.99; CA 7.25% → 1.52; total 22.51.
    expect(response.json()).toMatchObject({ subtotal: '29.98', discount: '8.99', tax: '1.52', total: '22.51' });
    expect(paypal.callsTo('create').at(-1)?.body).toMatchObject({
      purchase_units: [
        {
          amount: {
            value: '22.51',
            breakdown: { item_total: { value: '29.98' }, discount: { value: '8.99' }, tax_total: { value: '1.52' } },
          },
        },
      ],
    });
  });
});
