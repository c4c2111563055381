import { describe, expect, it } from 'vitest';
import { outboxPendingMetric } from './outbox-metrics.js';

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
