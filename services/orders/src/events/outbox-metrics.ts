import { Gauge, type Registry } from 'prom-client';

/** A growing value means events are committed but not reaching `order-events` (Redis away?). */
export function createOutboxMetrics(registry: Registry, countPending: () => Promise<number>): Gauge {
  return new Gauge({
    name: 'shop_order_outbox_pending',
    help: 'Order events committed but not yet published to the order-events queue',
    registers: [registry],
    async collect() {
      // Without the database there is no number; the scrape keeps the last one.
      const pending = await countPending().catch(() => undefined);
      if (pending !== undefined) this.set(pending);
    },
  });
}
