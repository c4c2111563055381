import { uniqueQueuePrefix, waitFor, type MailCatcher } from '@shop/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asShopper, publishWork, type PublishedWork } from './harness/purchase.js';
import { signInAsCurator } from './harness/session.js';
import { startStack, type Stack } from './harness/stack.js';
import { captureEvent, deliverWebhook, signSimulatorWebhook } from './harness/webhooks.js';

// PayPal webhooks through the gateway on the real services: PayPal's notifications (simulator mode, the
// documented HMAC signature) and a PENDING capture that a webhook completes later, ending with
// downloads and one receipt e-mail from the real notifications process.
const SECRET = 'stack-webhook-secret-0123456789';

describe('PayPal webhooks through the gateway', () => {
  let stack: Stack;
  let mail: MailCatcher;
  let adminCookie: string;
  let fox: PublishedWork;

  beforeAll(async () => {
    stack = await startStack(
      {},
      {
        catalogEnv: { QUEUE_PREFIX: uniqueQueuePrefix('webhooks') },
        paymentsEnv: { PAYPAL_WEBHOOK_SECRET: SECRET },
        mail: true,
      },
    );
    if (!stack.mail) throw new Error('the stack started no mail catcher');
    mail = stack.mail;
    adminCookie = await signInAsCurator(stack);
    fox = await publishWork(stack, adminCookie, { title: 'Pending Fox', category: 'Sci-Fi', price: '19.99' });
  });
  afterAll(async () => {
    await stack?.close();
  });

  /** Prices and captures as a shopper; a `+pending` payer gets a PENDING capture from the simulator. */
  async function payAndCapture(email: string) {
    const items = [{ artworkId: fox.id, quantity: 1 }];
    const created = await asShopper(stack, {
      method: 'POST',
      url: '/paypal/order',
      payload: { items, stateCode: 'NY', payer: { email, name: 'Grace Hopper' } },
    });
    expect(created.statusCode, created.body).toBe(200);
    const { id: paypalOrderId, total } = created.json<{ id: string; total: string }>();
    const captured = await asShopper(stack, { method: 'POST', url: `/paypal/order/${paypalOrderId}/capture` });
    expect(captured.statusCode, captured.body).toBe(200);
    return { paypalOrderId, total, items, capture: captured.json<{ status: string }>() };
  }

  async function adminOrder(paypalOrderId: string) {
    const list = await stack.gateway.inject({
      method: 'GET',
      url: `/api/orders?q=${paypalOrderId}`,
      headers: { cookie: adminCookie },
    });
    expect(list.statusCode, list.body).toBe(200);
    return list.json<{ orders: { id: string; status: string; captureId: string | null }[] }>().orders[0];
  }

  const captureIdOf = async (paypalOrderId: string) => {
    const verified = await stack.services.payments.inject({
      method: 'GET',
      url: `/internal/payments/${paypalOrderId}`,
      headers: { 'x-internal-token': 'test-internal-token-0123456789' },
    });
    return verified.json<{ captureId: string }>().captureId;
  };

  it('acknowledges a validly signed event once and refuses a bad signature with 400, storing nothing', async () => {
    const paid = await payAndCapture('webhook-check@example.com');
    const captureId = await captureIdOf(paid.paypalOrderId);
    const event = captureEvent('PENDING', paid.paypalOrderId, captureId, paid.total);
    const raw = JSON.stringify(event);

    const forged = await deliverWebhook(stack, raw, signSimulatorWebhook('not-the-secret-0123456789', raw));
    expect(forged.statusCode, forged.body).toBe(400);
    expect(forged.json()).toEqual({
      error: 'invalid_webhook_signature',
      message: 'The webhook signature does not verify.',
    });
    const unsigned = await deliverWebhook(stack, raw, undefined);
    expect(unsigned.statusCode).toBe(400);

    const first = await deliverWebhook(stack, raw, signSimulatorWebhook(SECRET, raw));
    expect(first.statusCode, first.body).toBe(200);
    // The forged ones stored nothing: this is the first time the event id is seen.
    expect(first.json()).toEqual({ received: true, duplicate: false, handled: false });
    const again = await deliverWebhook(stack, raw, signSimulatorWebhook(SECRET, raw));
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ received: true, duplicate: true, handled: false });
  });

  it('stores a PENDING capture as a pending order, then completes it on PAYMENT.CAPTURE.COMPLETED with downloads and one receipt', async () => {
    const email = `pending-${Date.now()}+pending@example.com`;
    const paid = await payAndCapture(email);
    expect(paid.capture.status).toBe('PENDING');

    const recorded = await asShopper(stack, {
      method: 'POST',
      url: '/api/orders',
      payload: {
        paypal_order_id: paid.paypalOrderId,
        customer_email: email,
        customer_name: 'Grace Hopper',
        total_amount: paid.total,
        items: paid.items,
      },
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    const { id: orderId, download_links: noLinks } = recorded.json<{ id: string; download_links: string[] }>();
    expect(noLinks).toEqual([]);
    const pending = await asShopper(stack, { method: 'GET', url: `/api/orders/${orderId}` });
    expect(pending.json()).toMatchObject({ status: 'pending', download_links: [] });

    const captureId = await captureIdOf(paid.paypalOrderId);
    const raw = JSON.stringify(captureEvent('COMPLETED', paid.paypalOrderId, captureId, paid.total));
    const delivered = await deliverWebhook(stack, raw, signSimulatorWebhook(SECRET, raw));
    expect(delivered.json()).toEqual({ received: true, duplicate: false, handled: true });
    // PayPal delivers it a second time: acknowledged, nothing more.
    const redelivered = await deliverWebhook(stack, raw, signSimulatorWebhook(SECRET, raw));
    expect(redelivered.json()).toEqual({ received: true, duplicate: true, handled: false });

    const completed = await waitFor(
      async () => {
        const shown = await asShopper(stack, { method: 'GET', url: `/api/orders/${orderId}` });
        const body = shown.json<{ status: string; download_links: string[] }>();
        return body.status === 'completed' ? body : undefined;
      },
      { timeoutMs: 30_000, what: 'the pending order to complete' },
    );
    expect(completed.download_links).toHaveLength(1);
    const download = await asShopper(stack, {
      method: 'GET',
      url: new URL(completed.download_links[0] ?? '').pathname,
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(fox.original)).toBe(true);
    expect(await adminOrder(paid.paypalOrderId)).toMatchObject({ id: orderId, status: 'completed', captureId });

    const receipts = await mail.waitForMessagesTo(email, 1, 30_000);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.text).toContain(`Order number: ${orderId}`);
    expect(receipts[0]?.text).toContain(completed.download_links[0]);
  });

  it('marks a pending order denied on PAYMENT.CAPTURE.DENIED: never any download', async () => {
    const email = `denied-${Date.now()}+pending@example.com`;
    const paid = await payAndCapture(email);
    const recorded = await asShopper(stack, {
      method: 'POST',
      url: '/api/orders',
      payload: {
        paypal_order_id: paid.paypalOrderId,
        customer_email: email,
        customer_name: 'Grace Hopper',
        total_amount: paid.total,
        items: paid.items,
      },
    });
    const { id: orderId } = recorded.json<{ id: string }>();
    const captureId = await captureIdOf(paid.paypalOrderId);
    const raw = JSON.stringify(captureEvent('DENIED', paid.paypalOrderId, captureId, paid.total));
    expect((await deliverWebhook(stack, raw, signSimulatorWebhook(SECRET, raw))).statusCode).toBe(200);

    await waitFor(
      async () => {
        const shown = await asShopper(stack, { method: 'GET', url: `/api/orders/${orderId}` });
        return shown.json<{ status: string }>().status === 'denied';
      },
      { timeoutMs: 30_000, what: 'the pending order to be denied' },
    );
    const shown = await asShopper(stack, { method: 'GET', url: `/api/orders/${orderId}` });
    expect(shown.json()).toMatchObject({ status: 'denied', download_links: [] });
  });
});
