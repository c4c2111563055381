import { Counter, type Registry } from 'prom-client';

/** Failed attempts of orders' queue consumers, `final="true"` when no retry is left. */
export interface ConsumerFailureCounters {
  paymentEvents: Counter<'final'>;
  reconciliation: Counter<'final'>;
  signedCopySweeps: Counter<'final'>;
}

/**
 * Made without a registry: the consumers start in `prepare`, before the app and its registry
 * exist; `registerConsumerFailureCounters` adds them to it once it does.
 */
export function createConsumerFailureCounters(): ConsumerFailureCounters {
  const counter = (name: string, help: string) =>
    new Counter({ name, help, labelNames: ['final'] as const, registers: [] });
  return {
    paymentEvents: counter(
      'shop_payment_events_failed_total',
      'Payment-event job attempts that failed; final="true" when no retry is left',
    ),
    reconciliation: counter(
      'shop_reconciliation_jobs_failed_total',
      'Reconciliation job attempts that failed; final="true" when no retry is left',
    ),
    signedCopySweeps: counter(
      'shop_signed_copy_sweeps_failed_total',
      'Sweeps of stale signed copies that failed; final="true" when no retry is left',
    ),
  };
}

export function registerConsumerFailureCounters(registry: Registry, counters: ConsumerFailureCounters): void {
  for (const counter of Object.values(counters)) registry.registerMetric(counter);
}
