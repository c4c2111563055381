import { ORDERS_RECONCILIATION_QUEUE, RECONCILE_CAPTURES_JOB } from '@shop/contracts';
import { createPeriodicJob, type PeriodicJobOptions } from '../background/periodic-job.js';
import type { BackgroundWorker } from '../payment-events/payment-events.consumer.js';
import type { ReconciliationService } from './reconciliation.service.js';

/** Reconciliation runs on queue `orders-reconciliation`, every `everyMs` and once at each start. */
export function createReconciliationScheduler(
  options: Pick<PeriodicJobOptions, 'redis' | 'prefix' | 'everyMs' | 'log' | 'failures'> & {
    reconciliation: ReconciliationService;
  },
): BackgroundWorker {
  return createPeriodicJob({
    ...options,
    queue: ORDERS_RECONCILIATION_QUEUE,
    job: RECONCILE_CAPTURES_JOB,
    run: () => options.reconciliation.run(),
    description: 'reconciliation',
  });
}
