import { Gauge, type Registry } from 'prom-client';

/** A growing value means payment events are committed but not reaching `payment-events` (Redis away?). */
export function createPaymentOutboxMetrics(registry: Registry, countPending: () => Promise<number>): Gauge {
  return new Gauge({
    name: 'shop_payment_outbox_pending',
    help: 'Payment events committed but not yet published to the payment-events queue',
    registers: [registry],
    async collect() {
      const pending = await countPending().catch(() => undefined);
      if (pending !== undefined) this.set(pending);
    },
  });
}
