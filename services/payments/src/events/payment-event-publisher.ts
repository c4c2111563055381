import { PAYMENT_EVENT_JOBS, paymentEventJobId, type PaymentEvent } from '@shop/contracts';
import { addJobWithin } from '@shop/platform';
import type { JobsOptions, Queue } from 'bullmq';

export interface PaymentEventPublisher {
  publish(event: PaymentEvent): Promise<void>;
}

/** Adds an event to `payment-events` under its business jobId, bounded by `timeoutMs` (see addJobWithin). */
export function createPaymentEventPublisher(
  queue: Queue,
  jobOptions: JobsOptions,
  timeoutMs = 5000,
): PaymentEventPublisher {
  return {
    publish: (event) =>
      addJobWithin(
        queue,
        { name: PAYMENT_EVENT_JOBS[event.type], data: event, jobId: paymentEventJobId(event), options: jobOptions },
        timeoutMs,
      ),
  };
}
