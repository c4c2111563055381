import { Gauge, type Registry } from 'prom-client';

export interface RefundTotals {
  source: string;
  refunds: number;
  cents: number;
}

/**
 * Refunds recorded, by where they came from (dashboard, api, paypal, chargeback), read
 * from the refunds table at scrape time, so every orders replica reports the same numbers.
 */
export function createRefundMetrics(registry: Registry, totals: () => Promise<RefundTotals[]>): void {
  let last: RefundTotals[] | undefined;
  let pending: Promise<RefundTotals[] | undefined> | undefined;
  // One query per scrape for both gauges.
  const read = async () => {
    pending ??= totals()
      .catch(() => undefined)
      .finally(() => {
        pending = undefined;
      });
    const rows = await pending;
    if (rows) last = rows;
    return last ?? [];
  };
  new Gauge({
    name: 'shop_refunds',
    help: 'Refunds recorded, by source (dashboard, api, paypal, chargeback)',
    labelNames: ['source'] as const,
    registers: [registry],
    async collect() {
      for (const row of await read()) this.set({ source: row.source }, row.refunds);
    },
  });
  new Gauge({
    name: 'shop_refunded_cents',
    help: 'Money refunded, in cents, by source (dashboard, api, paypal, chargeback)',
    labelNames: ['source'] as const,
    registers: [registry],
    async collect() {
      for (const row of await read()) this.set({ source: row.source }, row.cents);
    },
  });
}
