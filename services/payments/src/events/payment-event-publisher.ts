import { eventJob, PAYMENT_EVENTS, type PaymentEvent } from '@shop/contracts';
import { addJobWithin } from '@shop/platform';
import type { JobsOptions, Queue } from 'bullmq';

export interface PaymentEventPublisher {
  publish(event: PaymentEvent): Promise<void>;
}

/**
 * Adds an event to `payment-events` under the job name and business jobId of its type's declaration,
 * bounded by `timeoutMs` (see addJobWithin).
 */
export function createPaymentEventPublisher(
  queue: Queue,
  jobOptions: JobsOptions,
  timeoutMs = 5000,
): PaymentEventPublisher {
  return {
    publish: (event) => addJobWithin(queue, { ...eventJob(PAYMENT_EVENTS, event), options: jobOptions }, timeoutMs),
  };
}
