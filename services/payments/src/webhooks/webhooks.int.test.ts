import { randomUUID } from 'node:crypto';
import {
  PAYMENT_EVENTS_QUEUE,
  PaymentEventSchema,
  paymentEventJobId,
  SIMULATOR_WEBHOOK_SIGNATURE_HEADER,
} from '@shop/contracts';
import { createRedis, type AppInstance } from '@shop/platform';
import {
  createTestDatabase,
  startFakeCatalog,
  testRedisUrl,
  uniqueQueuePrefix,
  type FakeCatalog,
  type TestDatabase,
} from '@shop/testkit';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, prepare } from '../app.js';
import { paymentsEnvSchema } from '../config.js';
import { createDeps, type PaymentsDeps } from '../deps.js';
import { FAKE_CLIENT_ID, FAKE_CLIENT_SECRET, startFakePayPal, type FakePayPal } from '../testing/fake-paypal-server.js';
import { simulatorWebhookSignature } from './webhook-verifier.js';

const TOKEN = 'payments-webhooks-internal-token';
const SECRET = 'webhook-test-secret-0123456789';
const WEBHOOK_ID = 'WH-FAKE-0123456789';

interface Harness {
  deps: PaymentsDeps;
  app: AppInstance;
  queue: Queue;
  queueRedis: Redis;
  close(): Promise<void>;
}

async function startPayments(
  database: TestDatabase,
  catalog: FakeCatalog,
  env: Record<string, string>,
): Promise<Harness> {
  const prefix = uniqueQueuePrefix('webhooks');
  const deps = createDeps(
    paymentsEnvSchema.parse({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      INTERNAL_TOKEN: TOKEN,
      DATABASE_URL: database.url,
      CATALOG_URL: catalog.url,
      REDIS_URL: testRedisUrl(),
      QUEUE_PREFIX: prefix,
      // The tests relay by hand; the polling relay would race them for the rows.
      PAYMENT_OUTBOX_POLL_MS: '60000',
      ...env,
    }),
  );
  await prepare(deps);
  const app = await buildApp(deps);
  const queueRedis = createRedis(testRedisUrl(), 'worker');
  const queue = new Queue(PAYMENT_EVENTS_QUEUE, { connection: queueRedis, prefix });
  return {
    deps,
    app,
    queue,
    queueRedis,
    async close() {
      await queue.obliterate({ force: true }).catch(() => undefined);
      await queue.close();
      queueRedis.disconnect();
      await app.close();
      await deps.close();
    },
  };
}

/** A PayPal-shaped capture event (PAYMENT.CAPTURE.*) for one PayPal order. */
function captureEvent(type: string, paypalOrderId: string, captureId: string, value = '0.00') {
  return {
    id: `WH-${randomUUID()}`,
    event_version: '1.0',
    create_time: new Date().toISOString(),
    resource_type: 'capture',
    event_type: type,
    summary: `Payment ${type}`,
    resource: {
      id: captureId,
      status: type.split('.').at(-1),
      amount: { currency_code: 'USD', value },
      supplementary_data: { related_ids: { order_id: paypalOrderId } },
    },
  };
}

function refundEvent(type: string, paypalOrderId: string, captureId: string, refundId: string, value: string) {
  return {
    id: `WH-${randomUUID()}`,
    create_time: new Date().toISOString(),
    resource_type: 'refund',
    event_type: type,
    resource: {
      id: refundId,
      status: 'COMPLETED',
      amount: { currency_code: 'USD', value },
      supplementary_data: { related_ids: { order_id: paypalOrderId } },
      links: [{ href: `https://api.paypal.com/v2/payments/captures/${captureId}`, rel: 'up', method: 'GET' }],
    },
  };
}

describe('PayPal webhooks in simulator mode (HMAC-SHA256 with the configured secret)', () => {
  let database: TestDatabase;
  let catalog: FakeCatalog;
  let payments: Harness;

  beforeAll(async () => {
    database = await createTestDatabase('payments_webhooks');
    catalog = await startFakeCatalog(TOKEN);
    payments = await startPayments(database, catalog, { PAYPAL_WEBHOOK_SECRET: SECRET });
  });
  afterAll(async () => {
    await payments?.close();
    await catalog?.close();
    await database?.drop();
  });

  const send = (event: unknown, signature?: string) => {
    const raw = JSON.stringify(event);
    return payments.app.inject({
      method: 'POST',
      url: '/api/paypal/webhooks',
      headers: {
        'x-internal-token': TOKEN,
        'content-type': 'application/json',
        [SIMULATOR_WEBHOOK_SIGNATURE_HEADER]:
          signature ?? simulatorWebhookSignature(SECRET, raw, Math.floor(Date.now() / 1000)),
      },
      payload: raw,
    });
  };

  /** Creates and captures a simulator payment; `+pending` payers get a PENDING capture. */
  async function pay(email: string): Promise<{ paypalOrderId: string; captureId: string; totalCents: number }> {
    const fox = catalog.add({ priceCents: 1499, title: 'Neon Fox' });
    const created = await payments.app.inject({
      method: 'POST',
      url: '/paypal/order',
      headers: { 'x-internal-token': TOKEN },
      payload: {
        items: [{ artworkId: fox.id, quantity: 1 }],
        stateCode: 'NY',
        payer: { email, name: 'Grace Hopper' },
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const paypalOrderId = created.json<{ id: string }>().id;
    const captured = await payments.app.inject({
      method: 'POST',
      url: `/paypal/order/${paypalOrderId}/capture`,
      headers: { 'x-internal-token': TOKEN },
    });
    expect(captured.statusCode, captured.body).toBe(200);
    const row = await payments.deps.db
      .selectFrom('payment_orders')
      .selectAll()
      .where('provider_order_id', '=', paypalOrderId)
      .executeTakeFirstOrThrow();
    return { paypalOrderId, captureId: row.capture_id ?? '', totalCents: row.total_cents };
  }

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

describe('PayPal webhooks in PayPal mode (verify-webhook-signature on a fake PayPal)', () => {
  let database: TestDatabase;
  let catalog: FakeCatalog;
  let paypal: FakePayPal;
  let payments: Harness;

  beforeAll(async () => {
    database = await createTestDatabase('payments_webhooks_paypal');
    catalog = await startFakeCatalog(TOKEN);
    paypal = await startFakePayPal({ autoApprove: true });
    payments = await startPayments(database, catalog, {
      PAYMENTS_PROVIDER: 'paypal',
      PAYPAL_CLIENT_ID: FAKE_CLIENT_ID,
      PAYPAL_CLIENT_SECRET: FAKE_CLIENT_SECRET,
      PAYPAL_BASE_URL: paypal.url,
      PAYPAL_WEBHOOK_ID: WEBHOOK_ID,
    });
  });
  afterAll(async () => {
    await payments?.close();
    await paypal?.close();
    await catalog?.close();
    await database?.drop();
  });

  const send = (raw: string, headers: Record<string, string>) =>
    payments.app.inject({
      method: 'POST',
      url: '/api/paypal/webhooks',
      headers: { 'x-internal-token': TOKEN, 'content-type': 'application/json', ...headers },
      payload: raw,
    });

  async function captured(): Promise<{ paypalOrderId: string; captureId: string }> {
    const fox = catalog.add({ priceCents: 1499, title: 'Neon Fox' });
    const created = await payments.app.inject({
      method: 'POST',
      url: '/paypal/order',
      headers: { 'x-internal-token': TOKEN },
      payload: { items: [{ artworkId: fox.id, quantity: 1 }], stateCode: 'NY' },
    });
    const paypalOrderId = created.json<{ id: string }>().id;
    const capture = await payments.app.inject({
      method: 'POST',
      url: `/paypal/order/${paypalOrderId}/capture`,
      headers: { 'x-internal-token': TOKEN },
    });
    expect(capture.statusCode, capture.body).toBe(200);
    const row = await payments.deps.db
      .selectFrom('payment_orders')
      .select('capture_id')
      .where('provider_order_id', '=', paypalOrderId)
      .executeTakeFirstOrThrow();
    return { paypalOrderId, captureId: row.capture_id ?? '' };
  }

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

describe('PayPal webhooks on an install without its own key (issue #22)', () => {
  // The README once printed this key and payments used it whenever none was set, so anyone could
  // refund or complete orders with a webhook they signed themselves.
  const PUBLISHED = 'development-webhook-secret-not-secret';
  let database: TestDatabase;
  let catalog: FakeCatalog;
  let payments: Harness;

  beforeAll(async () => {
    database = await createTestDatabase('payments_webhooks_unkeyed');
    catalog = await startFakeCatalog(TOKEN);
    // What `pnpm dev` started before it generated a key: development, PAYPAL_WEBHOOK_SECRET unset.
    payments = await startPayments(database, catalog, { NODE_ENV: 'development' });
  });
  afterAll(async () => {
    await payments?.close();
    await catalog?.close();
    await database?.drop();
  });

  async function pay(email: string): Promise<{ paypalOrderId: string; captureId: string }> {
    const fox = catalog.add({ priceCents: 1499, title: 'Neon Fox' });
    const created = await payments.app.inject({
      method: 'POST',
      url: '/paypal/order',
      headers: { 'x-internal-token': TOKEN },
      payload: { items: [{ artworkId: fox.id, quantity: 1 }], stateCode: 'NY', payer: { email, name: 'Grace Hopper' } },
    });
    const paypalOrderId = created.json<{ id: string }>().id;
    const captured = await payments.app.inject({
      method: 'POST',
      url: `/paypal/order/${paypalOrderId}/capture`,
      headers: { 'x-internal-token': TOKEN },
    });
    expect(captured.statusCode, captured.body).toBe(200);
    const row = await payments.deps.db
      .selectFrom('payment_orders')
      .select('capture_id')
      .where('provider_order_id', '=', paypalOrderId)
      .executeTakeFirstOrThrow();
    return { paypalOrderId, captureId: row.capture_id ?? '' };
  }

  const forge = (event: { id: string }) => {
    const raw = JSON.stringify(event);
    return payments.app.inject({
      method: 'POST',
      url: '/api/paypal/webhooks',
      headers: {
        'x-internal-token': TOKEN,
        'content-type': 'application/json',
        [SIMULATOR_WEBHOOK_SIGNATURE_HEADER]: simulatorWebhookSignature(PUBLISHED, raw, Math.floor(Date.now() / 1000)),
      },
      payload: raw,
    });
  };

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
