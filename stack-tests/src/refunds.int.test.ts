import type { AdminOrderDetail, RefundResult } from '@shop/contracts';
import {
  FAKE_CLIENT_ID,
  FAKE_CLIENT_SECRET,
  startFakePayPal,
  type FakePayPal,
} from '@shop/payments/testing/fake-paypal-server';
import { uniqueQueuePrefix } from '@shop/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inBrowser, publishWork } from './harness/purchase.js';
import { freshAddress, signInAsCurator } from './harness/session.js';
import { signedInStack } from './harness/signed-in-stack.js';
import { startStack, type Stack } from './harness/stack.js';

// Refunds end to end, simulator mode, through the gateway on the real services: the curator
// refunds one line, then the rest; exactly the refunded grants stop downloading, the order shows
// its new status, and the buyer gets one refund e-mail per refund in the mail catcher.

describe('refunds through the gateway (simulator)', () => {
  const shop = signedInStack('refunds', { mail: true });
  const { asCurator, asShopper } = shop;

  async function buy(artworkIds: string[], email: string) {
    const items = artworkIds.map((artworkId) => ({ artworkId, quantity: 1 }));
    const created = await asShopper('POST', '/paypal/order', { items, stateCode: 'CA' });
    expect(created.statusCode, created.body).toBe(200);
    const { id: paypalOrderId, total } = created.json<{ id: string; total: string }>();
    expect((await asShopper('POST', `/paypal/order/${paypalOrderId}/capture`)).statusCode).toBe(200);
    const order = await asShopper('POST', '/api/orders', {
      paypal_order_id: paypalOrderId,
      customer_email: email,
      customer_name: 'Grace Hopper',
      total_amount: total,
      items,
    });
    expect(order.statusCode, order.body).toBe(201);
    const { id, download_links: links } = order.json<{ id: string; download_links: string[] }>();
    return { id, links: links.map((link) => new URL(link).pathname) };
  }

  const downloadStatuses = async (links: string[]) =>
    Promise.all(links.map(async (link) => (await asShopper('GET', link)).statusCode));
  const detail = async (orderId: string) => {
    const response = await asCurator('GET', `/api/orders/${orderId}/admin`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AdminOrderDetail>();
  };
  const refundMails = async (email: string) =>
    (await shop.mail.messagesTo(email)).filter((message) => message.subject.includes('refunded'));

  it('refunds one line, then the rest, revoking exactly the refunded grants and e-mailing the buyer once each', async () => {
    const fox = await publishWork(shop.stack, shop.adminCookie, {
      title: 'Refund Fox',
      category: 'Sci-Fi',
      price: '14.99',
    });
    const owl = await publishWork(shop.stack, shop.adminCookie, {
      title: 'Kept Owl',
      category: 'Sci-Fi',
      price: '19.99',
    });
    const email = `refund-${Date.now()}@example.com`;
    const { id: orderId, links } = await buy([fox.id, owl.id], email);
    await shop.mail.waitForMessagesTo(email, 1, 30_000); // the receipt
    expect(await downloadStatuses(links)).toEqual([200, 200]);

    // 14.99 + CA 7.25 % (1.086775 → 1.09) = 16.08
    const before = await detail(orderId);
    const foxLine = before.lines.find((line) => line.artworkId === fox.id);
    expect(foxLine?.refundAmount).toBe('16.08');
    const partial = await asCurator('POST', `/api/orders/${orderId}/refunds`, { lineId: foxLine?.id ?? '' });
    expect(partial.statusCode, partial.body).toBe(200);
    expect(partial.json<RefundResult>()).toMatchObject({ status: 'partially_refunded', refund: { amount: '16.08' } });

    expect(await downloadStatuses(links)).toEqual([410, 200]);
    const closed = await asShopper('GET', links[0] ?? '');
    expect(closed.json()).toMatchObject({ error: 'download_refunded', message: expect.stringMatching(/refunded/) });
    expect((await asShopper('GET', `/api/orders/${orderId}`)).json()).toMatchObject({ status: 'partially_refunded' });

    const [partialMail] = await waitForRefundMails(email, 1);
    expect(partialMail?.subject).toBe(
      `Part of your order was refunded: Algorithmic Art Gallery (order ${orderId.slice(0, 8)})`,
    );
    expect(partialMail?.text).toContain('We refunded $16.08 to your payment method.');
    expect(partialMail?.text).toContain('- Refund Fox');
    // The buyer's file is named from the work's title, as its download is.
    expect(partialMail?.text).toContain('Downloads now closed:\n- refund-fox.png');

    // What is left: 19.99 + 1.45 = 21.44 (36.07 + tax 2.54 = 37.52 in all).
    const rest = await asCurator('POST', `/api/orders/${orderId}/refunds`, { all: true });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json<RefundResult>()).toMatchObject({ status: 'refunded', refund: { amount: '21.44' } });
    expect(await downloadStatuses(links)).toEqual([410, 410]);
    const after = await detail(orderId);
    expect(after).toMatchObject({ status: 'refunded', refunded: after.total, refundable: '0.00' });
    expect(after.refunds.map((refund) => refund.amount)).toEqual(['16.08', '21.44']);

    const mails = await waitForRefundMails(email, 2);
    expect(mails.map((m) => m.subject)).toContain(
      `Your order was refunded: Algorithmic Art Gallery (order ${orderId.slice(0, 8)})`,
    );
    // One e-mail per refund, never two for one: a third refund is refused and sends nothing.
    const again = await asCurator('POST', `/api/orders/${orderId}/refunds`, { all: true });
    expect(again.statusCode).toBe(409);
    expect(await refundMails(email)).toHaveLength(2);
  });

  it('refuses a refund without a session', async () => {
    const response = await asShopper('POST', '/api/orders/00000000-0000-4000-8000-000000000000/refunds', {
      all: true,
    });
    expect(response.statusCode).toBe(401);
  });

  /** Waits for `count` refund e-mails to the address (the receipt is not one of them). */
  async function waitForRefundMails(email: string, count: number) {
    const all = await shop.mail.waitForMessagesTo(email, count + 1, 30_000);
    return all.filter((message) => message.subject.includes('refunded'));
  }
});

// The same through the gateway with payments in PayPal mode, against the fake PayPal over HTTP.
describe('refunds through the gateway (PayPal mode, fake PayPal)', () => {
  let stack: Stack;
  let paypal: FakePayPal;
  let adminCookie: string;

  beforeAll(async () => {
    paypal = await startFakePayPal();
    stack = await startStack(
      {},
      {
        catalogEnv: { QUEUE_PREFIX: uniqueQueuePrefix('refunds-paypal') },
        paymentsEnv: {
          PAYMENTS_PROVIDER: 'paypal',
          PAYPAL_CLIENT_ID: FAKE_CLIENT_ID,
          PAYPAL_CLIENT_SECRET: FAKE_CLIENT_SECRET,
          PAYPAL_BASE_URL: paypal.url,
        },
      },
    );
    adminCookie = await signInAsCurator(stack);
  });
  afterAll(async () => {
    await stack?.close();
    await paypal?.close();
  });

  const call = (method: 'GET' | 'POST', url: string, payload?: object, cookie?: string) =>
    inBrowser(stack, {
      method,
      url,
      ...(cookie ? { headers: { cookie } } : {}),
      ...(payload ? { payload } : method === 'POST' ? { headers: { 'content-type': 'application/json' } } : {}),
      remoteAddress: freshAddress(),
    });

  it('refunds a line and then the rest through PayPal, revoking exactly the refunded grants', async () => {
    const fox = await publishWork(stack, adminCookie, { title: 'PayPal Fox', category: 'Sci-Fi', price: '14.99' });
    const owl = await publishWork(stack, adminCookie, { title: 'PayPal Owl', category: 'Sci-Fi', price: '19.99' });
    const items = [fox.id, owl.id].map((artworkId) => ({ artworkId, quantity: 1 }));
    const created = await call('POST', '/paypal/order', { items, stateCode: 'CA' });
    expect(created.statusCode, created.body).toBe(200);
    const { id: paypalOrderId, total } = created.json<{ id: string; total: string }>();
    paypal.approve(paypalOrderId);
    const captured = await inBrowser(stack, {
      method: 'POST',
      url: `/paypal/order/${paypalOrderId}/capture`,
      headers: { 'content-type': 'application/json' },
      remoteAddress: freshAddress(),
    });
    expect(captured.statusCode, captured.body).toBe(200);
    const order = await call('POST', '/api/orders', {
      paypal_order_id: paypalOrderId,
      customer_email: 'buyer@example.com',
      customer_name: 'Ada Lovelace',
      total_amount: total,
      items,
    });
    expect(order.statusCode, order.body).toBe(201);
    const { id: orderId, download_links: links } = order.json<{ id: string; download_links: string[] }>();
    const paths = links.map((link) => new URL(link).pathname);
    const statuses = () => Promise.all(paths.map(async (path) => (await call('GET', path)).statusCode));

    const detail = (await call('GET', `/api/orders/${orderId}/admin`, undefined, adminCookie)).json<AdminOrderDetail>();
    const foxLine = detail.lines.find((line) => line.artworkId === fox.id);
    const partial = await call('POST', `/api/orders/${orderId}/refunds`, { lineId: foxLine?.id ?? '' }, adminCookie);
    expect(partial.statusCode, partial.body).toBe(200);
    expect(paypal.refundsOf(detail.captureId ?? '').map((r) => r.amountCents)).toEqual([1608]);
    expect(paypal.callsTo('refund').at(-1)?.body).toEqual({ amount: { currency_code: 'USD', value: '16.08' } });
    expect(await statuses()).toEqual([410, 200]);

    const rest = await call('POST', `/api/orders/${orderId}/refunds`, { all: true }, adminCookie);
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json<RefundResult>()).toMatchObject({ status: 'refunded', refund: { amount: '21.44' } });
    expect(paypal.refundsOf(detail.captureId ?? '').map((r) => r.amountCents)).toEqual([1608, 2144]);
    expect(await statuses()).toEqual([410, 410]);
    expect((await call('GET', `/api/orders/${orderId}`)).json()).toMatchObject({ status: 'refunded' });
  });
});
