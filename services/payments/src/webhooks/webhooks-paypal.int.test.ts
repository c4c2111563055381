import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TEST_TOKEN as TOKEN, usePaymentsStack } from '../testing/payments-harness.js';
import { captureEvent, payForFox, refundEvent, sendSignedWebhook } from '../testing/paypal-webhooks.js';

const WEBHOOK_ID = 'WH-FAKE-0123456789';

describe('PayPal webhooks in PayPal mode (verify-webhook-signature on a fake PayPal)', () => {
  const { catalog, paypal, payments } = usePaymentsStack('payments_webhooks_paypal', {
    paypal: { autoApprove: true },
    events: true,
    env: { PAYPAL_WEBHOOK_ID: WEBHOOK_ID },
  });

  const send = (raw: string, headers: Record<string, string>) =>
    payments.app.inject({
      method: 'POST',
      url: '/api/paypal/webhooks',
      headers: { 'x-internal-token': TOKEN, 'content-type': 'application/json', ...headers },
      payload: raw,
    });

  const captured = () => payForFox(payments, catalog);

  it('accepts an event PayPal signed, asking PayPal with the transmission headers, the webhook id and the raw event', async () => {
    const { paypalOrderId, captureId } = await captured();
    const raw = JSON.stringify(
      refundEvent('PAYMENT.CAPTURE.REFUNDED', paypalOrderId, captureId, 'REFUND-PP-1', '16.19'),
    );
    const response = await send(raw, paypal.signWebhook(WEBHOOK_ID, raw));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ received: true, duplicate: false, handled: true });

    const [call] = paypal.callsTo('verify-webhook');
    expect(call?.headers.authorization).toMatch(/^Bearer A21AA\.fake\./);
    expect(call?.body).toMatchObject({ webhook_id: WEBHOOK_ID, webhook_event: JSON.parse(raw) });
    const outbox = await payments.deps.db
      .selectFrom('payment_outbox')
      .selectAll()
      .where('paypal_order_id', '=', paypalOrderId)
      .execute();
    expect(outbox.map((row) => [row.type, row.refund_id, row.amount_cents])).toEqual([
      ['payment.refunded', 'REFUND-PP-1', 1619],
    ]);

    // The same delivery again: acknowledged, nothing new.
    const again = await send(raw, paypal.signWebhook(WEBHOOK_ID, raw));
    expect(again.json()).toEqual({ received: true, duplicate: true, handled: false });
  });

  it('refuses with 400 what PayPal says it did not sign, storing nothing', async () => {
    const { paypalOrderId, captureId } = await captured();
    const event = refundEvent('PAYMENT.CAPTURE.REFUNDED', paypalOrderId, captureId, 'REFUND-PP-2', '16.19');
    const raw = JSON.stringify(event);
    // Signed for another webhook, then a body changed after signing, then no headers at all.
    const attempts: [string, Record<string, string>][] = [
      [raw, paypal.signWebhook('WH-SOMEONE-ELSE', raw)],
      [raw.replace('16.19', '1.00'), paypal.signWebhook(WEBHOOK_ID, raw)],
      [raw, {}],
    ];
    for (const [body, headers] of attempts) {
      const response = await send(body, headers);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ error: 'invalid_webhook_signature' });
    }
    const stored = await payments.deps.db
      .selectFrom('webhook_events')
      .select('id')
      .where('event_id', '=', event.id)
      .execute();
    expect(stored).toEqual([]);
  });

  it('answers 503 while PayPal cannot verify, so PayPal delivers the event again later', async () => {
    const { paypalOrderId, captureId } = await captured();
    const raw = JSON.stringify(
      refundEvent('PAYMENT.CAPTURE.REFUNDED', paypalOrderId, captureId, 'REFUND-PP-3', '1.00'),
    );
    paypal.failNext('SERVICE_UNAVAILABLE', 'verify-webhook');
    const response = await send(raw, paypal.signWebhook(WEBHOOK_ID, raw));
    expect(response.statusCode, response.body).toBe(503);
    const retried = await send(raw, paypal.signWebhook(WEBHOOK_ID, raw));
    expect(retried.statusCode, retried.body).toBe(200);
  });
});

describe('PayPal webhooks on an install without its own key', () => {
  // The README once printed this key and payments used it whenever none was set, so anyone could
  // refund or complete orders with a webhook they signed themselves.
  const PUBLISHED = 'development-webhook-secret-not-secret';
  // What `pnpm dev` started before it generated a key: development, PAYPAL_WEBHOOK_SECRET unset.
  const { catalog, payments } = usePaymentsStack('payments_webhooks_unkeyed', {
    events: true,
    env: { NODE_ENV: 'development' },
  });

  const pay = (email: string) => payForFox(payments, catalog, email);

  const forge = (event: { id: string }) => sendSignedWebhook(payments, PUBLISHED, event);

  it('refuses a refund and a completion signed with the published example key, changing nothing', async () => {
    const paid = await pay('grace@example.com');
    const refund = await forge(
      refundEvent('PAYMENT.CAPTURE.REFUNDED', paid.paypalOrderId, paid.captureId, `RF-${randomUUID()}`, '14.99'),
    );
    expect(refund.statusCode, refund.body).toBe(400);
    expect(refund.json()).toMatchObject({ error: 'invalid_webhook_signature' });

    const pending = await pay('grace+pending@example.com');
    const completion = await forge(
      captureEvent('PAYMENT.CAPTURE.COMPLETED', pending.paypalOrderId, pending.captureId, '16.19'),
    );
    expect(completion.statusCode, completion.body).toBe(400);

    const rows = await payments.deps.db
      .selectFrom('payment_orders')
      .select(['provider_order_id', 'status', 'webhook_refunded_cents'])
      .where('provider_order_id', 'in', [paid.paypalOrderId, pending.paypalOrderId])
      .execute();
    expect(rows).toEqual(
      expect.arrayContaining([
        { provider_order_id: paid.paypalOrderId, status: 'COMPLETED', webhook_refunded_cents: 0 },
        { provider_order_id: pending.paypalOrderId, status: 'CAPTURE_PENDING', webhook_refunded_cents: 0 },
      ]),
    );
    expect(await payments.deps.db.selectFrom('payment_outbox').selectAll().execute()).toEqual([]);
  });
});
