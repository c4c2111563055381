import { spawnSync } from 'node:child_process';
import { createHmac, randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { SIMULATOR_WEBHOOK_SIGNATURE_HEADER } from '@shop/contracts';
import { REPO_ROOT } from '@shop/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, errorCode, jsonBody, type Answer } from './harness/http.js';
import { textImage } from './harness/images.js';
import { startShop, type Shop } from './harness/shop.js';
import { checkoutCookieOf, publish } from './harness/shopper.js';

// Close what was found from outside: each probe an outsider ran against the money
// paths, kept here so it stays closed. Everything goes through the gateway over real HTTP, as an
// outsider's requests do.

/** The key the README once printed for signing simulator webhooks. */
const PUBLISHED_WEBHOOK_SECRET = 'development-webhook-secret-not-secret';

let shop: Shop;
let forSale: string;

beforeAll(async () => {
  shop = await startShop({ workers: 0 });
  forSale = await publish(shop, await shop.adminCookie(), await textImage('PROBE'), 'PROBE', '9.99');
});

afterAll(async () => {
  await shop?.close();
});

const post = (path: string, body: unknown, cookie = ''): Promise<Answer> =>
  call(`${shop.gatewayUrl}${path}`, {
    method: 'POST',
    ...jsonBody(body),
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
  });

interface Checkout {
  paypalOrderId: string;
  total: string;
  /** The buyer's browser: the `shop_checkout` cookie it got when it created the PayPal order. */
  cookie: string;
  capture: Answer;
}

/** Creates and captures a simulator payment as a shopper's browser would (a `+pending` payer is held). */
async function pay(payer: { email: string; name: string }, options: { promoCode?: string; cookie?: string } = {}) {
  const created = await post(
    '/paypal/order',
    {
      items: [{ artworkId: forSale, quantity: 1 }],
      stateCode: 'NY',
      payer,
      ...(options.promoCode ? { promoCode: options.promoCode } : {}),
    },
    options.cookie,
  );
  expect(created.status, created.text).toBe(200);
  const { id: paypalOrderId, total } = created.json as { id: string; total: string };
  const cookie = checkoutCookieOf(created) || (options.cookie ?? '');
  const capture = await post(`/paypal/order/${paypalOrderId}/capture`, undefined, cookie);
  return { paypalOrderId, total, cookie, capture } satisfies Checkout;
}

const orderBody = (checkout: Checkout, email: string) => ({
  paypal_order_id: checkout.paypalOrderId,
  customer_email: email,
  customer_name: 'Probe Shopper',
  total_amount: checkout.total,
  items: [{ artworkId: forSale, quantity: 1 }],
});

describe('a webhook signed with the key the README printed', () => {
  const captureIdOf = async (paypalOrderId: string): Promise<string> => {
    const { rows } = await shop.db.query<{ capture_id: string }>(
      'select capture_id from payments.payment_orders where provider_order_id = $1',
      [paypalOrderId],
    );
    return rows[0]?.capture_id ?? '';
  };
  const forge = (event: Record<string, unknown>) => {
    const raw = JSON.stringify({ id: `WH-${randomUUID()}`, create_time: new Date().toISOString(), ...event });
    const t = Math.floor(Date.now() / 1000);
    const v1 = createHmac('sha256', PUBLISHED_WEBHOOK_SECRET).update(`${t}.${raw}`).digest('hex');
    return call(`${shop.gatewayUrl}/api/paypal/webhooks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIMULATOR_WEBHOOK_SIGNATURE_HEADER]: `t=${t},v1=${v1}` },
      body: raw,
    });
  };

  it('refunds nothing: PAYMENT.CAPTURE.REFUNDED is refused and the order keeps its downloads', async () => {
    const paid = await pay({ email: 'refund-probe@example.com', name: 'Ada Lovelace' });
    const order = await post('/api/orders', orderBody(paid, 'refund-probe@example.com'), paid.cookie);
    expect(order.status, order.text).toBe(201);
    const { id: orderId } = order.json as { id: string };
    const captureId = await captureIdOf(paid.paypalOrderId);

    const forged = await forge({
      event_type: 'PAYMENT.CAPTURE.REFUNDED',
      resource_type: 'refund',
      resource: {
        id: `RF-${randomUUID()}`,
        status: 'COMPLETED',
        amount: { currency_code: 'USD', value: paid.total },
        supplementary_data: { related_ids: { order_id: paid.paypalOrderId } },
        links: [{ href: `https://api.paypal.com/v2/payments/captures/${captureId}`, rel: 'up', method: 'GET' }],
      },
    });
    expect(forged.status, forged.text).toBe(400);
    expect(errorCode(forged)).toBe('invalid_webhook_signature');
    const after = await call(`${shop.gatewayUrl}/api/orders/${orderId}`);
    expect(after.json).toMatchObject({ status: 'completed', download_links: [expect.any(String)] });
  });

  it('completes nothing: PAYMENT.CAPTURE.COMPLETED is refused and a held payment stays pending', async () => {
    const held = await pay({ email: 'complete-probe+pending@example.com', name: 'Ada Lovelace' });
    expect(held.capture.json).toMatchObject({ status: 'PENDING' });
    const order = await post('/api/orders', orderBody(held, 'complete-probe+pending@example.com'), held.cookie);
    expect(order.status, order.text).toBe(201);
    const { id: orderId } = order.json as { id: string };

    const forged = await forge({
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      resource_type: 'capture',
      resource: {
        id: await captureIdOf(held.paypalOrderId),
        status: 'COMPLETED',
        amount: { currency_code: 'USD', value: held.total },
        supplementary_data: { related_ids: { order_id: held.paypalOrderId } },
      },
    });
    expect(forged.status, forged.text).toBe(400);
    const after = await call(`${shop.gatewayUrl}/api/orders/${orderId}`);
    expect(after.json).toMatchObject({ status: 'pending', download_links: [] });
  });

  it('is refused by payments at start outside tests, with one line saying what to do', () => {
    const run = spawnSync(process.execPath, [resolve(REPO_ROOT, 'services/payments/dist/main.js')], {
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'development',
        INTERNAL_TOKEN: 'a-probe-internal-token-0123456789',
        PAYPAL_WEBHOOK_SECRET: PUBLISHED_WEBHOOK_SECRET,
      },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).not.toBe(0);
    expect(`${run.stdout}${run.stderr}`).toContain('PAYPAL_WEBHOOK_SECRET: is the published example key');
  });
});

describe('a PayPal order id replayed by another client', () => {
  it('gets neither the order, its links nor the payer from POST /api/orders or a capture; the buyer still does', async () => {
    const paid = await pay({ email: 'grace.replay@example.com', name: 'Grace Hopper' });
    const recorded = await post('/api/orders', orderBody(paid, 'grace.replay@example.com'), paid.cookie);
    expect(recorded.status, recorded.text).toBe(201);
    const { id: orderId, download_links: links } = recorded.json as { id: string; download_links: string[] };
    expect(links).toHaveLength(1);

    // Another shopper's browser has a checkout cookie of its own; an outsider may have none.
    const otherBrowser = (await pay({ email: 'someone@example.com', name: 'Some One' })).cookie;
    for (const cookie of ['', otherBrowser]) {
      const replay = await post(
        '/api/orders',
        { ...orderBody(paid, 'attacker@example.com'), total_amount: '0.01' },
        cookie,
      );
      expect(replay.status, replay.text).toBe(403);
      expect(errorCode(replay)).toBe('not_this_checkout');
      expect(replay.text).not.toContain(orderId);
      expect(replay.text).not.toContain('/api/downloads/');

      const capture = await post(`/paypal/order/${paid.paypalOrderId}/capture`, undefined, cookie);
      expect(capture.status, capture.text).toBe(200);
      expect(capture.json).toMatchObject({
        id: paid.paypalOrderId,
        status: 'COMPLETED',
        payer: { email_address: null, name: { given_name: null, surname: null } },
      });
      expect(capture.text).not.toContain('grace.replay');
      expect(capture.text).not.toContain('Hopper');
    }

    // The buyer's own retries keep working: same order, same links, their own name.
    const retry = await post('/api/orders', orderBody(paid, 'grace.replay@example.com'), paid.cookie);
    expect(retry.status, retry.text).toBe(200);
    expect(retry.json).toEqual({ id: orderId, download_links: links });
    const capture = await post(`/paypal/order/${paid.paypalOrderId}/capture`, undefined, paid.cookie);
    expect(capture.json).toMatchObject({
      payer: { email_address: 'grace.replay@example.com', name: { given_name: 'Grace', surname: 'Hopper' } },
    });
  });

  it('serves an API client without cookies: the capture names nobody, the order records once for the payer it names', async () => {
    const created = await post('/paypal/order', {
      items: [{ artworkId: forSale, quantity: 1 }],
      stateCode: 'NY',
      payer: { email: 'api.client@example.com', name: 'Api Client' },
    });
    const { id: paypalOrderId, total } = created.json as { id: string; total: string };
    const capture = await post(`/paypal/order/${paypalOrderId}/capture`, undefined);
    expect(capture.json).toMatchObject({
      status: 'COMPLETED',
      payer: { email_address: null, name: { given_name: null, surname: null } },
    });
    const checkout = { paypalOrderId, total, cookie: '', capture };
    const first = await post('/api/orders', orderBody(checkout, 'api.client@example.com'));
    expect(first.status, first.text).toBe(201);
    const again = await post('/api/orders', orderBody(checkout, 'api.client@example.com'));
    expect(again.status, again.text).toBe(200);
    expect(again.json).toEqual(first.json);
  });

  it("learns nothing of the payer by capturing the buyer's created order first", async () => {
    const created = await post('/paypal/order', {
      items: [{ artworkId: forSale, quantity: 1 }],
      stateCode: 'NY',
      payer: { email: 'early.capture@example.com', name: 'Grace Hopper' },
    });
    const buyer = checkoutCookieOf(created);
    const { id: paypalOrderId } = created.json as { id: string };
    const stranger = await post(`/paypal/order/${paypalOrderId}/capture`, undefined);
    expect(stranger.status, stranger.text).toBe(200);
    expect(stranger.json).toMatchObject({
      status: 'COMPLETED',
      payer: { email_address: null, name: { given_name: null, surname: null } },
    });
    expect(stranger.text).not.toContain('early.capture');
    expect(stranger.text).not.toContain('Hopper');
    const own = await post(`/paypal/order/${paypalOrderId}/capture`, undefined, buyer);
    expect(own.json).toMatchObject({
      payer: { email_address: 'early.capture@example.com', name: { given_name: 'Grace', surname: 'Hopper' } },
    });
  });

  it("cannot plant a checkout secret of its choosing in a buyer's browser", async () => {
    const chosen = 'F'.repeat(43);
    const paid = await pay(
      { email: 'planted.probe@example.com', name: 'Grace Hopper' },
      { cookie: `shop_checkout=${chosen}` },
    );
    expect(paid.cookie).toMatch(/^shop_checkout=[\w-]{43}$/);
    expect(paid.cookie).not.toContain(chosen);
    const planted = await post(`/paypal/order/${paid.paypalOrderId}/capture`, undefined, `shop_checkout=${chosen}`);
    expect(planted.text).not.toContain('planted.probe');
    const early = await post('/api/orders', orderBody(paid, 'attacker@example.com'), `shop_checkout=${chosen}`);
    expect(early.status, early.text).toBe(403);
    expect(errorCode(early)).toBe('not_this_checkout');
    const buyer = await post('/api/orders', orderBody(paid, 'planted.probe@example.com'), paid.cookie);
    expect(buyer.status, buyer.text).toBe(201);
  });

  it('cannot record a paid order without cookies and without an address, and learns nothing of it', async () => {
    const paid = await pay({ email: 'blank.probe@example.com', name: 'Grace Hopper' });
    const blank = await post('/api/orders', orderBody(paid, ''));
    expect(blank.status, blank.text).toBe(403);
    expect(errorCode(blank)).toBe('checkout_proof_required');
    expect(blank.text).not.toContain('/api/downloads/');
    expect(blank.text).not.toContain(paid.total);
    const buyer = await post('/api/orders', orderBody(paid, 'blank.probe@example.com'), paid.cookie);
    expect(buyer.status, buyer.text).toBe(201);
  });

  it('cannot record a paid order for itself before the buyer does', async () => {
    const paid = await pay({ email: 'first.come@example.com', name: 'Grace Hopper' });
    const early = await post('/api/orders', orderBody(paid, 'attacker@example.com'));
    expect(early.status, early.text).toBe(403);
    const buyer = await post('/api/orders', orderBody(paid, 'first.come@example.com'), paid.cookie);
    expect(buyer.status, buyer.text).toBe(201);
    const { rows } = await shop.db.query<{ customer_email: string }>(
      'select customer_email from orders.orders where paypal_order_id = $1',
      [paid.paypalOrderId],
    );
    expect(rows).toEqual([{ customer_email: 'first.come@example.com' }]);
  });
});

describe('LAUNCH30 after a first order', () => {
  const quote = (email: string) =>
    post('/api/paypal/quote', {
      items: [{ artworkId: forSale, quantity: 1 }],
      stateCode: 'NY',
      promoCode: 'LAUNCH30',
      email,
    });

  it('is refused to the same buyer written in upper case or with a +alias, whether or not the first used it', async () => {
    const paid = await pay({ email: 'Repeat.Probe@Example.com', name: 'Ada Lovelace' });
    expect(paid.capture.status, paid.capture.text).toBe(200);
    for (const email of ['REPEAT.PROBE@EXAMPLE.COM', 'repeat.probe+again@example.com']) {
      const refused = await quote(email);
      expect(refused.status, `${email}: ${refused.text}`).toBe(409);
      expect(errorCode(refused)).toBe('promo_code_not_first_order');
    }

    const launch = await pay({ email: 'launch.probe@example.com', name: 'Ada Lovelace' }, { promoCode: 'LAUNCH30' });
    expect(launch.capture.status, launch.capture.text).toBe(200);
    for (const email of ['LAUNCH.PROBE@EXAMPLE.COM', 'launch.probe+2@example.com']) {
      const created = await post(
        '/paypal/order',
        {
          items: [{ artworkId: forSale, quantity: 1 }],
          stateCode: 'NY',
          payer: { email, name: 'Ada Lovelace' },
          promoCode: 'LAUNCH30',
        },
        launch.cookie,
      );
      expect(created.status, `${email}: ${created.text}`).toBe(409);
    }
  });
});

describe('LAUNCH30 for an old receipt address', () => {
  it('is refused to a returning buyer under a fresh PayPal address, and its receipt never goes to the old one', async () => {
    // The first order: one PayPal address, the receipt sent to another.
    const first = await pay({ email: 'paypal.first.probe@example.com', name: 'Ada Lovelace' });
    const recorded = await post('/api/orders', orderBody(first, 'old.receipt.probe@example.com'), first.cookie);
    expect(recorded.status, recorded.text).toBe(201);

    const named = await post('/paypal/order', {
      items: [{ artworkId: forSale, quantity: 1 }],
      stateCode: 'NY',
      promoCode: 'LAUNCH30',
      email: 'Old.Receipt.Probe+again@example.com',
    });
    expect(named.status, named.text).toBe(409);
    expect(errorCode(named)).toBe('promo_code_not_first_order');

    const fresh = await pay(
      { email: 'paypal.fresh.probe@example.com', name: 'Ada Lovelace' },
      { promoCode: 'LAUNCH30' },
    );
    expect(fresh.capture.status, fresh.capture.text).toBe(200);
    const toOld = await post('/api/orders', orderBody(fresh, 'old.receipt.probe@example.com'), fresh.cookie);
    expect(toOld.status, toOld.text).toBe(409);
    expect(errorCode(toOld)).toBe('promo_code_receipt_not_judged');
    expect(toOld.text).not.toContain('/api/downloads/');
  });
});

describe('answers with download links', () => {
  it('are private, no-store over HTTP through the gateway, on recording and on every read of the order', async () => {
    const paid = await pay({ email: 'no.store.probe@example.com', name: 'Grace Hopper' });
    const recorded = await post('/api/orders', orderBody(paid, 'no.store.probe@example.com'), paid.cookie);
    expect(recorded.status, recorded.text).toBe(201);
    const { id } = recorded.json as { id: string };
    const reads = [];
    for (const path of [`/api/orders/${id}`, `/api/orders/${id}`, `/api/orders/${id}/receipt`]) {
      reads.push(await call(`${shop.gatewayUrl}${path}`));
    }
    for (const answer of [recorded, ...reads]) {
      expect(answer.status, answer.text).toBeLessThan(300);
      expect(answer.text).toContain('/api/downloads/');
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
      expect(answer.headers.get('x-cache')).toBeNull();
    }
  });
});
