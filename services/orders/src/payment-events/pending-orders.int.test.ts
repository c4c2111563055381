import { randomBytes, randomUUID } from 'node:crypto';
import { checkoutCookieHeader, SIMULATOR_WEBHOOK_SIGNATURE_HEADER, type InternalArtwork } from '@shop/contracts';
import { simulatorWebhookSignature } from '@shop/payments/webhook-signature';
import { waitFor } from '@shop/testkit';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOrdersWithPayments, type OrdersWithPayments } from '../testing/orders-with-payments.js';

const TOKEN = 'pending-orders-test-internal-token';
const headers = { 'x-internal-token': TOKEN };
// Payments has no default key any more; the test gives it one.
const WEBHOOK_SECRET = 'pending-orders-webhook-secret-0123456789';

describe('pending captures: stored pending, completed or denied by payment events', () => {
  let shop: OrdersWithPayments;

  beforeAll(async () => {
    shop = await startOrdersWithPayments('pending_orders', TOKEN, {
      payments: { PAYPAL_WEBHOOK_SECRET: WEBHOOK_SECRET },
      orders: {
        // The test runs reconciliation itself; captures are reconciled at once.
        RECONCILIATION_GRACE_MS: '0',
        RECONCILIATION_INTERVAL_MS: '3600000',
      },
    });
    // The run at start is over before any capture exists, so it cannot record a test's order first.
    const { stats } = shop.deps.reconciliation;
    await waitFor(() => stats.lastSuccessAt !== undefined || stats.failedRuns > 0, {
      timeoutMs: 20_000,
      what: 'the reconciliation run at start',
    });
  });
  afterAll(async () => {
    await shop?.close();
  });

  async function artwork(): Promise<InternalArtwork> {
    const bytes = randomBytes(2048);
    const added = shop.catalog.add({ priceCents: 1499, fileSize: bytes.length });
    await shop.deps.storage.put(added.storageKey, bytes, added.mimeType, bytes.length);
    return added;
  }

  /** Creates and captures a simulator payment; a `+pending` payer gets a PENDING capture. */
  async function capture(email: string) {
    const fox = await artwork();
    const items = [
      { artworkId: fox.id, quantity: 1 },
      { artworkId: 'package-custom-logo', quantity: 1 },
    ];
    const created = await shop.payments.inject({
      method: 'POST',
      url: '/paypal/order',
      headers,
      payload: { items, stateCode: 'NY', payer: { email, name: 'Grace Hopper' } },
    });
    expect(created.statusCode, created.body).toBe(200);
    const { id: paypalOrderId, total } = created.json<{ id: string; total: string }>();
    const captured = await shop.payments.inject({
      method: 'POST',
      url: `/paypal/order/${paypalOrderId}/capture`,
      headers,
    });
    expect(captured.statusCode, captured.body).toBe(200);
    // The checkout that paid, by its cookie.
    const cookie = checkoutCookieHeader(created.headers['set-cookie']) ?? '';
    return { paypalOrderId, total, items, fox, cookie };
  }

  async function recordOrder(paid: Awaited<ReturnType<typeof capture>>, email: string) {
    const response = await shop.orders.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...headers, cookie: paid.cookie },
      payload: {
        paypal_order_id: paid.paypalOrderId,
        customer_email: email,
        customer_name: 'Grace Hopper',
        total_amount: paid.total,
        items: paid.items,
      },
    });
    return response;
  }

  /** The signed PayPal event the simulator's payer would cause, sent to payments. */
  async function webhook(type: 'COMPLETED' | 'DENIED', paypalOrderId: string) {
    const verified = await shop.payments.inject({ method: 'GET', url: `/internal/payments/${paypalOrderId}`, headers });
    const { captureId, totalCents } = verified.json<{ captureId: string; totalCents: number }>();
    const raw = JSON.stringify({
      id: `WH-${randomUUID()}`,
      event_type: `PAYMENT.CAPTURE.${type}`,
      resource_type: 'capture',
      resource: {
        id: captureId,
        status: type,
        amount: { currency_code: 'USD', value: (totalCents / 100).toFixed(2) },
        supplementary_data: { related_ids: { order_id: paypalOrderId } },
      },
    });
    const response = await shop.payments.inject({
      method: 'POST',
      url: '/api/paypal/webhooks',
      headers: {
        ...headers,
        'content-type': 'application/json',
        [SIMULATOR_WEBHOOK_SIGNATURE_HEADER]: simulatorWebhookSignature(
          WEBHOOK_SECRET,
          raw,
          Math.floor(Date.now() / 1000),
        ),
      },
      payload: raw,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ handled: true });
  }

  const order = (id: string) =>
    shop.orders.inject({ method: 'GET', url: `/api/orders/${id}`, headers }).then((r) =>
      r.json<{
        status: string;
        download_links: string[];
      }>(),
    );
  const outboxOf = (orderId: string) =>
    shop.deps.db.selectFrom('order_outbox').selectAll().where('order_id', '=', orderId).execute();
  const grantsOf = (orderId: string) =>
    shop.deps.db.selectFrom('download_grants').selectAll().where('order_id', '=', orderId).execute();
  /** An invoice number is given when the order is paid, never while it is held or once denied. */
  const invoiceNumberOf = async (orderId: string) =>
    (
      await shop.deps.db
        .selectFrom('orders')
        .select('invoice_number')
        .where('id', '=', orderId)
        .executeTakeFirstOrThrow()
    ).invoice_number;

  it('stores a PENDING capture as a pending order: 201, no links, no grants, no order.paid', async () => {
    const paid = await capture('grace+pending@example.com');
    const response = await recordOrder(paid, 'grace+pending@example.com');
    expect(response.statusCode, response.body).toBe(201);
    const { id, download_links } = response.json<{ id: string; download_links: string[] }>();
    expect(download_links).toEqual([]);
    expect(await order(id)).toMatchObject({ status: 'pending', download_links: [] });
    expect(await grantsOf(id)).toEqual([]);
    expect(await outboxOf(id)).toEqual([]);
    expect(await invoiceNumberOf(id)).toBeNull();
  });

  it('completes it when PayPal reports the capture completed: grants and one order.paid, once', async () => {
    const paid = await capture('ada+pending@example.com');
    const { id } = (await recordOrder(paid, 'ada+pending@example.com')).json<{ id: string }>();

    await webhook('COMPLETED', paid.paypalOrderId);
    // payments' outbox → payment-events → orders' consumer.
    await waitFor(async () => (await order(id)).status === 'completed', {
      timeoutMs: 20_000,
      what: 'the pending order to complete',
    });
    const shown = await order(id);
    expect(shown.download_links).toHaveLength(1);
    const download = await shop.orders.inject({
      method: 'GET',
      url: new URL(shown.download_links[0] ?? '').pathname,
      headers,
    });
    expect(download.statusCode).toBe(200);
    expect(await outboxOf(id)).toEqual([expect.objectContaining({ type: 'order.paid' })]);
    const invoiceNumber = await invoiceNumberOf(id);
    expect(invoiceNumber).toMatch(/^INV-\d{4}-\d{6}$/);

    // The same event handled again (a redelivered job): nothing more.
    expect(await shop.deps.pendingOrders.completeByPaypalOrderId(paid.paypalOrderId, null, 'again')).toBe(
      'not_pending',
    );
    expect(await grantsOf(id)).toHaveLength(1);
    expect(await outboxOf(id)).toHaveLength(1);
    expect(await invoiceNumberOf(id)).toBe(invoiceNumber);
    // A late POST /api/orders for it answers the same order, now with its link.
    const repeat = await recordOrder(paid, 'ada+pending@example.com');
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json()).toEqual({ id, download_links: shown.download_links });
  });

  it('denies it when PayPal denies the capture: no grants ever', async () => {
    const paid = await capture('bob+pending@example.com');
    const { id } = (await recordOrder(paid, 'bob+pending@example.com')).json<{ id: string }>();

    await webhook('DENIED', paid.paypalOrderId);
    await waitFor(async () => (await order(id)).status === 'denied', {
      timeoutMs: 20_000,
      what: 'the pending order to be denied',
    });
    expect(await grantsOf(id)).toEqual([]);
    expect(await outboxOf(id)).toEqual([]);
    // Denied stays denied: a completion arriving after it changes nothing.
    expect(await shop.deps.pendingOrders.completeByPaypalOrderId(paid.paypalOrderId, null, 'late')).toBe('not_pending');
    expect((await order(id)).status).toBe('denied');
    expect(await invoiceNumberOf(id)).toBeNull();
  });

  it('reconciliation stores the order of a capture that never got one, with grants and the payer as customer', async () => {
    const paid = await capture('carol@example.com');
    const pending = await capture('dave+pending@example.com');
    const createdBefore = shop.deps.reconciliation.stats.ordersCreated;

    await shop.deps.reconciliation.run();
    const stored = await shop.deps.db
      .selectFrom('orders')
      .selectAll()
      .where('paypal_order_id', 'in', [paid.paypalOrderId, pending.paypalOrderId])
      .execute();
    const completed = stored.find((row) => row.paypal_order_id === paid.paypalOrderId);
    const held = stored.find((row) => row.paypal_order_id === pending.paypalOrderId);
    expect(completed).toMatchObject({
      status: 'completed',
      customer_email: 'carol@example.com',
      customer_name: 'Grace Hopper',
    });
    expect(held).toMatchObject({ status: 'pending', customer_email: 'dave+pending@example.com' });
    if (!completed || !held) throw new Error('orders not reconciled');
    expect(await grantsOf(completed.id)).toHaveLength(1);
    expect(await outboxOf(completed.id)).toEqual([expect.objectContaining({ type: 'order.paid' })]);
    expect(await grantsOf(held.id)).toEqual([]);
    expect(shop.deps.reconciliation.stats.ordersCreated).toBeGreaterThanOrEqual(createdBefore + 1);

    // A second run (another tick, another replica) adds nothing.
    await shop.deps.reconciliation.run();
    const again = await shop.deps.db
      .selectFrom('orders')
      .select('id')
      .where('paypal_order_id', 'in', [paid.paypalOrderId, pending.paypalOrderId])
      .execute();
    expect(again).toHaveLength(2);
    expect(await grantsOf(completed.id)).toHaveLength(1);

    // A pending order whose denial event never arrived is denied by the next run; no order is
    // ever created for a denied capture.
    const lost = await capture('erin+pending@example.com');
    const { id: lostId } = (await recordOrder(lost, 'erin+pending@example.com')).json<{ id: string }>();
    const denied = await capture('frank+pending@example.com');
    // Payments learned of the denials, orders never heard (the events were lost).
    await sql`update payments.payment_orders set status = 'DENIED', updated_at = now()
      where provider_order_id in (${lost.paypalOrderId}, ${denied.paypalOrderId})`.execute(shop.deps.db);
    await shop.deps.reconciliation.run();
    expect((await order(lostId)).status).toBe('denied');
    const deniedOrders = await shop.deps.db
      .selectFrom('orders')
      .select('id')
      .where('paypal_order_id', '=', denied.paypalOrderId)
      .execute();
    expect(deniedOrders).toEqual([]);

    // A capture payments does not count as paid (e.g. captured for another amount) never becomes an order.
    const odd = await capture('gina@example.com');
    const verified = await shop.payments.inject({
      method: 'GET',
      url: `/internal/payments/${odd.paypalOrderId}`,
      headers,
    });
    await expect(
      shop.deps.orders.recordCapture({ ...verified.json(), captured: false }, { requestId: 'odd' }),
    ).rejects.toThrow('The payment for this PayPal order is not completed.');

    const metrics = await shop.orders.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toMatch(/shop_reconciliation_runs_total{service="orders"} [1-9]/);
    expect(metrics.body).toMatch(/shop_reconciliation_orders_created_total{service="orders"} [1-9]/);
    expect(metrics.body).toMatch(/shop_reconciliation_last_run_timestamp_seconds{service="orders"} [1-9]/);
  });
});
