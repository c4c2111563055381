import { Gauge, type Registry } from 'prom-client';

/** A growing value means events are committed but not reaching their queue (Redis away?). */
export function createOutboxPendingGauge(
  registry: Registry,
  metric: { name: string; help: string },
  countPending: () => Promise<number>,
): Gauge {
  return new Gauge({
    ...metric,
    registers: [registry],
    async collect() {
      // Without the database there is no number; the scrape keeps the last one.
      const pending = await countPending().catch(() => undefined);
      if (pending !== undefined) this.set(pending);
    },
  });
}
