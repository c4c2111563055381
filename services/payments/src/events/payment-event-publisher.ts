import { PAYMENT_EVENT_JOBS, paymentEventJobId, type PaymentEvent } from '@shop/contracts';
import type { JobsOptions, Queue } from 'bullmq';

export interface PaymentEventPublisher {
  publish(event: PaymentEvent): Promise<void>;
}

/**
 * Adds an event to `payment-events` under its business jobId, so publishing a row again adds
 * nothing. Each add is bounded (BullMQ waits for a connection instead of failing, while the relay
 * holds the rows locked): past `timeoutMs` it counts as failed and the row stays pending.
 */
export function createPaymentEventPublisher(
  queue: Queue,
  jobOptions: JobsOptions,
  timeoutMs = 5000,
): PaymentEventPublisher {
  return {
    async publish(event) {
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(
          () => reject(new Error(`payment-events did not take the job within ${timeoutMs} ms`)),
          timeoutMs,
        );
      });
      const added = queue.add(PAYMENT_EVENT_JOBS[event.type], event, {
        ...jobOptions,
        jobId: paymentEventJobId(event),
      });
      added.catch(() => undefined);
      try {
        await Promise.race([added, timedOut]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
