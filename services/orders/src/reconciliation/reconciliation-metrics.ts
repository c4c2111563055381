import { Counter, Gauge, type Registry } from 'prom-client';
import type { ReconciliationStats } from './reconciliation.service.js';

/**
 * shop_reconciliation_*: read from the running process's figures at each scrape. A growing
 * orders_created means orders are being recorded late (the checkout's POST /api/orders failing).
 */
export function createReconciliationMetrics(registry: Registry, stats: ReconciliationStats): void {
  const counter = (name: string, help: string, read: () => number) =>
    new Counter({
      name,
      help,
      registers: [registry],
      collect() {
        this.reset();
        this.inc(read());
      },
    });
  counter('shop_reconciliation_runs_total', 'Reconciliation runs this process made', () => stats.runs);
  counter(
    'shop_reconciliation_failures_total',
    'Reconciliation runs that failed or left a capture unreconciled',
    () => stats.failedRuns,
  );
  counter(
    'shop_reconciliation_orders_created_total',
    'Orders reconciliation created for captures without one',
    () => stats.ordersCreated,
  );
  counter(
    'shop_reconciliation_orders_completed_total',
    'Pending orders reconciliation completed',
    () => stats.ordersCompleted,
  );
  new Gauge({
    name: 'shop_reconciliation_last_run_timestamp_seconds',
    help: 'When this process last ran reconciliation (unix seconds; 0 before the first run)',
    registers: [registry],
    collect() {
      this.set(stats.lastRunAt ? stats.lastRunAt.getTime() / 1000 : 0);
    },
  });
  new Gauge({
    name: 'shop_reconciliation_last_success_timestamp_seconds',
    help: 'When this process last completed a reconciliation run without a failure (unix seconds; 0 before)',
    registers: [registry],
    collect() {
      this.set(stats.lastSuccessAt ? stats.lastSuccessAt.getTime() / 1000 : 0);
    },
  });
}
