import { uniqueQueuePrefix, waitFor } from '@shop/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asShopper, publishWork, type PublishedWork } from './harness/purchase.js';
import { signInAsCurator } from './harness/session.js';
import { startStack, type Stack } from './harness/stack.js';

// Paid but no order: a shopper is charged, recording the order fails, and the
// scheduled reconciliation in orders stores it with its grants; the result is in /metrics and logs.
describe('reconciliation through the gateway', () => {
  let stack: Stack;
  let adminCookie: string;
  let owl: PublishedWork;

  beforeAll(async () => {
    stack = await startStack(
      {},
      {
        catalogEnv: { QUEUE_PREFIX: uniqueQueuePrefix('reconcile') },
        // Every second, with a 2 s grace (not minutes): the failing POST /api/orders below always
        // comes first, as the buyer's own request does in production.
        ordersEnv: { RECONCILIATION_INTERVAL_MS: '1000', RECONCILIATION_GRACE_MS: '2000' },
      },
    );
    adminCookie = await signInAsCurator(stack);
    owl = await publishWork(stack, adminCookie, { title: 'Orphan Owl', category: 'Sci-Fi', price: '24.00' });
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('creates the missing order, with downloadable grants, for a capture whose order recording failed', async () => {
    const items = [{ artworkId: owl.id, quantity: 1 }];
    const email = `orphan-${Date.now()}@example.com`;
    const created = await asShopper(stack, {
      method: 'POST',
      url: '/paypal/order',
      payload: { items, stateCode: 'NY', payer: { email, name: 'Orphan Buyer' } },
    });
    const { id: paypalOrderId, total } = created.json<{ id: string; total: string }>();
    const captured = await asShopper(stack, { method: 'POST', url: `/paypal/order/${paypalOrderId}/capture` });
    expect(captured.json()).toMatchObject({ status: 'COMPLETED' });

    // Recording fails (here: a total that is not what was paid); the shopper's page gives up.
    const failed = await asShopper(stack, {
      method: 'POST',
      url: '/api/orders',
      payload: { paypal_order_id: paypalOrderId, customer_email: email, customer_name: 'Orphan', total_amount: '0.01' },
    });
    expect(failed.statusCode).toBe(402);

    const order = await waitFor(
      async () => {
        const list = await stack.gateway.inject({
          method: 'GET',
          url: `/api/orders?q=${paypalOrderId}`,
          headers: { cookie: adminCookie },
        });
        return list.json<{ orders: { id: string; status: string; customerEmail: string; customerName: string }[] }>()
          .orders[0];
      },
      { timeoutMs: 30_000, what: 'reconciliation to create the order' },
    );
    expect(order).toMatchObject({ status: 'completed', customerEmail: email, customerName: 'Orphan Buyer' });

    const shown = await asShopper(stack, { method: 'GET', url: `/api/orders/${order.id}` });
    const { download_links: links } = shown.json<{ download_links: string[] }>();
    expect(links).toHaveLength(1);
    const download = await asShopper(stack, { method: 'GET', url: new URL(links[0] ?? '').pathname });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(owl.original)).toBe(true);

    // The buyer's retry now finds that order instead of a second one.
    const retry = await asShopper(stack, {
      method: 'POST',
      url: '/api/orders',
      payload: { paypal_order_id: paypalOrderId, customer_email: email, customer_name: 'Orphan', total_amount: total },
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual({ id: order.id, download_links: links });

    const metrics = await stack.services.orders.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toMatch(/shop_reconciliation_orders_created_total{service="orders"} [1-9]/);
    expect(metrics.body).toMatch(/shop_reconciliation_runs_total{service="orders"} [1-9]/);
    expect(stack.logs.orders).toContainEqual(
      expect.objectContaining({ msg: 'reconciliation created a missing order', paypalOrderId, orderId: order.id }),
    );
  });
});
