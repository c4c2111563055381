import { Gauge, type Registry } from 'prom-client';

/** The pending gauge's name and help for an outbox whose `kind` events go to queue `<kind>-events`. */
export function outboxPendingMetric(kind: string): { name: string; help: string } {
  const Kind = kind.charAt(0).toUpperCase() + kind.slice(1);
  return {
    name: `shop_${kind}_outbox_pending`,
    help: `${Kind} events committed but not yet published to the ${kind}-events queue`,
  };
}

/**
 * `shop_<kind>_outbox_pending`. A growing value means events are committed but not reaching their
 * queue (Redis away?).
 */
export function createOutboxPendingGauge(registry: Registry, kind: string, countPending: () => Promise<number>): Gauge {
  return new Gauge({
    ...outboxPendingMetric(kind),
    registers: [registry],
    async collect() {
      // Without the database there is no number; the scrape keeps the last one.
      const pending = await countPending().catch(() => undefined);
      if (pending !== undefined) this.set(pending);
    },
  });
}
