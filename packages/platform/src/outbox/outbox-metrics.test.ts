import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { createOutboxPendingGauge, outboxPendingMetric } from './outbox-metrics.js';

describe('outboxPendingMetric', () => {
  it('names the gauge after the events and their queue', () => {
    expect(outboxPendingMetric('order')).toEqual({
      name: 'shop_order_outbox_pending',
      help: 'Order events committed but not yet published to the order-events queue',
    });
    expect(outboxPendingMetric('payment')).toEqual({
      name: 'shop_payment_outbox_pending',
      help: 'Payment events committed but not yet published to the payment-events queue',
    });
  });
});

describe('createOutboxPendingGauge', () => {
  it('reports the pending count and keeps the last one while the database is away', async () => {
    const registry = new Registry();
    let pending: () => Promise<number> = () => Promise.resolve(3);
    createOutboxPendingGauge(registry, 'order', () => pending());
    expect(await registry.metrics()).toContain('shop_order_outbox_pending 3');
    pending = () => Promise.reject(new Error('database away'));
    expect(await registry.metrics()).toContain('shop_order_outbox_pending 3');
  });
});
