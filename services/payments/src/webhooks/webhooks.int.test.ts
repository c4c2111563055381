import { randomUUID } from 'node:crypto';
import { PaymentEventSchema, paymentEventJobId } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { TEST_TOKEN as TOKEN, usePaymentsStack } from '../testing/payments-harness.js';
import { captureEvent, payForFox, refundEvent, sendSignedWebhook } from '../testing/paypal-webhooks.js';
import { simulatorWebhookSignature } from './webhook-verifier.js';

const SECRET = 'webhook-test-secret-0123456789';

describe('PayPal webhooks in simulator mode (HMAC-SHA256 with the configured secret)', () => {
  const { catalog, payments } = usePaymentsStack('payments_webhooks', {
    events: true,
    env: { PAYPAL_WEBHOOK_SECRET: SECRET },
  });

  const send = (event: unknown, signature?: string) => sendSignedWebhook(payments, SECRET, event, signature);

  /** Creates and captures a simulator payment; `+pending` payers get a PENDING capture. */
  const pay = (email: string) => payForFox(payments, catalog, email);

  const paymentOrder = (paypalOrderId: string) =>
    payments.deps.db
      .selectFrom('payment_orders')
      .selectAll()
      .where('provider_order_id', '=', paypalOrderId)
      .executeTakeFirstOrThrow();
  const outboxFor = (paypalOrderId: string) =>
    payments.deps.db.selectFrom('payment_outbox').selectAll().where('paypal_order_id', '=', paypalOrderId).execute();
  const webhookRows = (eventId: string) =>
    payments.deps.db.selectFrom('webhook_events').selectAll().where('event_id', '=', eventId).execute();

  it('gives a +pending payer a PENDING capture that verify reports as not captured', async () => {
    const { paypalOrderId } = await pay('grace+pending@example.com');
    const verified = await payments.app.inject({
      method: 'GET',
      url: `/internal/payments/${paypalOrderId}`,
      headers: { 'x-internal-token': TOKEN },
    });
    expect(verified.json()).toMatchObject({ status: 'CAPTURE_PENDING', captured: false });
  });

  it('completes a pending capture on a signed PAYMENT.CAPTURE.COMPLETED and publishes payment.capture-completed once', async () => {
    const { paypalOrderId, captureId, totalCents } = await pay('grace+pending@example.com');
    const event = captureEvent('PAYMENT.CAPTURE.COMPLETED', paypalOrderId, captureId, (totalCents / 100).toFixed(2));

    const first = await send(event);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false, handled: true });
    expect(await paymentOrder(paypalOrderId)).toMatchObject({ status: 'COMPLETED', capture_id: captureId });

    // PayPal delivers again (it did not see our answer): acknowledged, nothing more happens.
    const again = await send(event);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ received: true, duplicate: true, handled: false });
    const metrics = await payments.app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toMatch(/shop_paypal_webhooks_total{outcome="duplicate",service="payments"} [1-9]/);

    const outbox = await outboxFor(paypalOrderId);
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ type: 'payment.capture-completed', capture_id: captureId, source: 'webhook' });
    expect(await webhookRows(event.id)).toEqual([
      expect.objectContaining({ event_type: 'PAYMENT.CAPTURE.COMPLETED', outcome: 'applied', capture_id: captureId }),
    ]);

    await payments.deps.paymentOutboxRelay.relayPending();
    const row = outbox[0];
    if (!row) throw new Error('no outbox row');
    const job = await payments.queue.getJob(paymentEventJobId({ type: 'payment.capture-completed', eventId: row.id }));
    expect(job?.name).toBe('payment-capture-completed');
    expect(PaymentEventSchema.parse(job?.data)).toMatchObject({
      eventId: row.id,
      type: 'payment.capture-completed',
      paypalOrderId,
      captureId,
      refundId: null,
      source: 'webhook',
    });
    const verified = await payments.app.inject({
      method: 'GET',
      url: `/internal/payments/${paypalOrderId}`,
      headers: { 'x-internal-token': TOKEN },
    });
    expect(verified.json()).toMatchObject({ status: 'COMPLETED', captured: true });
  });

  it('denies a pending capture on PAYMENT.CAPTURE.DENIED; capturing it again answers 402 and keeps it denied', async () => {
    const { paypalOrderId, captureId } = await pay('ada+pending@example.com');
    const denied = await send(captureEvent('PAYMENT.CAPTURE.DENIED', paypalOrderId, captureId));
    expect(denied.json()).toEqual({ received: true, duplicate: false, handled: true });
    expect(await paymentOrder(paypalOrderId)).toMatchObject({ status: 'DENIED' });
    expect((await outboxFor(paypalOrderId)).map((row) => row.type)).toEqual(['payment.capture-denied']);

    const recapture = await payments.app.inject({
      method: 'POST',
      url: `/paypal/order/${paypalOrderId}/capture`,
      headers: { 'x-internal-token': TOKEN },
    });
    expect(recapture.statusCode).toBe(402);
    expect(recapture.json()).toMatchObject({ error: 'payment_declined' });
    expect(await paymentOrder(paypalOrderId)).toMatchObject({ status: 'DENIED' });
  });

  it('turns REFUNDED and REVERSED into payment.refunded and payment.reversed with the refund id and amount', async () => {
    const { paypalOrderId, captureId } = await pay('ada@example.com');
    const refund = refundEvent('PAYMENT.CAPTURE.REFUNDED', paypalOrderId, captureId, 'REFUND-1', '5.00');
    expect((await send(refund)).json()).toEqual({ received: true, duplicate: false, handled: true });
    const reversal = refundEvent('PAYMENT.CAPTURE.REVERSED', paypalOrderId, captureId, 'REVERSAL-1', '-16.19');
    expect((await send(reversal)).json()).toEqual({ received: true, duplicate: false, handled: true });

    const outbox = await outboxFor(paypalOrderId);
    expect(outbox.map((row) => [row.type, row.refund_id, row.amount_cents, row.capture_id])).toEqual([
      ['payment.refunded', 'REFUND-1', 500, captureId],
      ['payment.reversed', 'REVERSAL-1', 1619, captureId],
    ]);
    expect(await paymentOrder(paypalOrderId)).toMatchObject({
      status: 'COMPLETED',
      webhook_refunded_cents: 500,
      reversed_at: expect.any(Date),
    });
  });

  it('refuses a bad signature with 400 and stores nothing', async () => {
    const { paypalOrderId, captureId } = await pay('ada+pending@example.com');
    const event = captureEvent('PAYMENT.CAPTURE.COMPLETED', paypalOrderId, captureId);
    const raw = JSON.stringify(event);
    const now = Math.floor(Date.now() / 1000);
    const signatures = [
      simulatorWebhookSignature('another-secret-0123456789', raw, now),
      // Signed for another body.
      simulatorWebhookSignature(SECRET, `${raw} `, now),
      // Too old: a replay.
      simulatorWebhookSignature(SECRET, raw, now - 3600),
      'garbage',
    ];
    for (const signature of signatures) {
      const response = await send(event, signature);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ error: 'invalid_webhook_signature' });
    }
    const metrics = await payments.app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toMatch(/shop_paypal_webhooks_total{outcome="invalid_signature",service="payments"} [4-9]/);
    const unsigned = await payments.app.inject({
      method: 'POST',
      url: '/api/paypal/webhooks',
      headers: { 'x-internal-token': TOKEN, 'content-type': 'application/json' },
      payload: raw,
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await webhookRows(event.id)).toEqual([]);
    expect(await outboxFor(paypalOrderId)).toEqual([]);
    expect(await paymentOrder(paypalOrderId)).toMatchObject({ status: 'CAPTURE_PENDING' });
  });

  it('acknowledges and ignores unknown event types and events about unknown payments', async () => {
    const other = { id: `WH-${randomUUID()}`, event_type: 'CUSTOMER.DISPUTE.CREATED', resource: { id: 'PP-D-1' } };
    const response = await send(other);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, duplicate: false, handled: false });
    expect(await webhookRows(other.id)).toEqual([expect.objectContaining({ outcome: 'ignored' })]);

    const stranger = captureEvent('PAYMENT.CAPTURE.COMPLETED', 'NOSUCHORDER1', 'NOSUCHCAPTURE1');
    expect((await send(stranger)).json()).toEqual({ received: true, duplicate: false, handled: false });
    expect(await webhookRows(stranger.id)).toEqual([expect.objectContaining({ outcome: 'unknown_payment' })]);
  });

  it('answers 400 (never 500) to a body that is not an event', async () => {
    for (const payload of ['{"id":', '[]', '{"id":"x"}']) {
      const response = await payments.app.inject({
        method: 'POST',
        url: '/api/paypal/webhooks',
        headers: { 'x-internal-token': TOKEN, 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
    }
  });

  it('lists recent captures, completed and pending, for reconciliation', async () => {
    const since = new Date(Date.now() - 60_000).toISOString();
    const { paypalOrderId: pending } = await pay('bob+pending@example.com');
    const { paypalOrderId: completed } = await pay('bob@example.com');
    const response = await payments.app.inject({
      method: 'GET',
      url: `/internal/captures?since=${encodeURIComponent(since)}`,
      headers: { 'x-internal-token': TOKEN },
    });
    expect(response.statusCode, response.body).toBe(200);
    const captures = response.json<{ captures: { paypalOrderId: string; status: string; payerEmail: string }[] }>()
      .captures;
    expect(captures).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          paypalOrderId: pending,
          status: 'CAPTURE_PENDING',
          payerEmail: 'bob+pending@example.com',
        }),
        expect.objectContaining({ paypalOrderId: completed, status: 'COMPLETED', payerEmail: 'bob@example.com' }),
      ]),
    );
  });
});
